import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { tokenInfo, type TokenInfo } from '@hapdex/core/chain/chainConfig'
import { createSubscribers, readStored, writeStored } from '../../../lib/storage.ts'

/** Imported tokens (the spec's curList storage), per chain: V1 and V2 share them. */
export const customTokensKey = (chainId: number) => `hapdex.curList.${chainId}`

const storedList = z.lazy(() => z.array(z.unknown()).catch([]))

const subscribers = createSubscribers()
const cache = new Map<number, readonly TokenInfo[]>()

/** Invalid entries are dropped one by one, so one bad entry does not lose the others. */
export function getCustomTokens(chainId: number): readonly TokenInfo[] {
  const cached = cache.get(chainId)
  if (cached) return cached
  const list = storedList.parse(readStored(customTokensKey(chainId))).flatMap((entry) => {
    const parsed = tokenInfo().safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
  cache.set(chainId, list)
  return list
}

function save(chainId: number, list: readonly TokenInfo[]) {
  cache.set(chainId, list)
  writeStored(customTokensKey(chainId), list)
  subscribers.notify()
}

export function addCustomToken(token: TokenInfo): void {
  const list = getCustomTokens(token.chainId).filter((entry) => entry.address.toLowerCase() !== token.address.toLowerCase())
  save(token.chainId, [...list, token])
}

export function removeCustomToken(chainId: number, address: string): void {
  save(
    chainId,
    getCustomTokens(chainId).filter((entry) => entry.address.toLowerCase() !== address.toLowerCase()),
  )
}

export function clearCustomTokens(chainId: number): void {
  save(chainId, [])
}

/** Tests seed storage directly; this forgets what was read. */
export function resetCustomTokensCache(): void {
  cache.clear()
}

export function useCustomTokens(chainId: number): readonly TokenInfo[] {
  return useSyncExternalStore(subscribers.subscribe, () => getCustomTokens(chainId))
}
