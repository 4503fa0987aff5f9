import { startTransition, useEffect, useState } from 'react'
import type { PublicClient } from 'viem'
import { useSiteConfig } from './siteConfig.ts'
import { useAfterFirstPaint } from './useAfterFirstPaint.ts'

type ViemReadClient = typeof import('./viemReadClient.ts')

let viemReadClient: ViemReadClient | undefined
let loading: Promise<ViemReadClient> | undefined

/**
 * viem (a third of an exchange screen's code) loads once the first screen has painted
 * (`useAfterFirstPaint`), not beside its first render: the screen's frame and its largest paint
 * (the swap screens' notice popup) are not held back by viem's 35 KiB on a slow network, and the
 * chain reads start when viem has arrived (they wait for the site config anyway). Never started as this module is
 * evaluated: it sits in the chunk every screen shares, and a screen that reads nothing from the
 * chain (the funds list, invitations) must not download and evaluate viem at all.
 */
export function loadReadClient(): Promise<ViemReadClient> {
  loading ??= import('./viemReadClient.ts').then((module) => {
    viemReadClient = module
    return module
  })
  // A failed download is tried again by the next screen that asks.
  loading.catch(() => (loading = undefined))
  return loading
}

/**
 * The read client once the site config and viem are there; undefined until then. viem's arrival
 * re-renders the screen in a transition, which yields to the browser, not in one long task.
 */
export function useReadClient(): PublicClient | undefined {
  const chain = useSiteConfig().data?.chain
  const [module, setModule] = useState(viemReadClient)
  const painted = useAfterFirstPaint()
  useEffect(() => {
    if (module || !painted) return
    let current = true
    loadReadClient().then(
      (loaded) => current && startTransition(() => setModule(loaded)),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [module, painted])
  return chain && module ? module.readClientFor(chain) : undefined
}
