import { startTransition, useEffect, useState } from 'react'
import type { PublicClient } from 'viem'
import { useSiteConfig } from './siteConfig.ts'
import { afterModuleEvaluation } from './yieldToMain.ts'

type ViemReadClient = typeof import('./viemReadClient.ts')

let viemReadClient: ViemReadClient | undefined
let loading: Promise<ViemReadClient> | undefined

/**
 * viem (a third of an exchange screen's code) loads beside the screen's first render rather than
 * before it: the screen paints its frame at once, and its chain reads start when viem has arrived
 * (they wait for the site config anyway). Started by the modules of the screens that read the
 * chain as they are evaluated (the exchange's and earn's chain reads), or by the first component
 * that reads it as it mounts (`useReadClient`), never as this module is evaluated: it sits in the
 * chunk every screen shares, and a screen that reads nothing from the chain (the funds list,
 * invitations) must not download and evaluate viem before its largest paint.
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
 * For the modules of screens that read the chain at once, called as they are evaluated: viem
 * downloads beside the screen's first render rather than after it (started just after the calling
 * module's evaluation, `afterModuleEvaluation`). A failure is left to the
 * screen's own `useReadClient`, which asks again.
 */
export function startLoadingReadClient(): void {
  afterModuleEvaluation(() => void loadReadClient().catch(() => undefined))
}

/**
 * The read client once the site config and viem are there; undefined until then. viem's arrival
 * re-renders the screen in a transition, which yields to the browser, not in one long task.
 */
export function useReadClient(): PublicClient | undefined {
  const chain = useSiteConfig().data?.chain
  const [module, setModule] = useState(viemReadClient)
  useEffect(() => {
    if (module) return
    let current = true
    loadReadClient().then(
      (loaded) => current && startTransition(() => setModule(loaded)),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [module])
  return chain && module ? module.readClientFor(chain) : undefined
}
