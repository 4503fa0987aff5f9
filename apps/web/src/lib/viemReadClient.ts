import { createClient, http, type PublicClient } from 'viem'
import {
  estimateContractGas,
  getBlockNumber,
  getGasPrice,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  multicall,
  readContract,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { toViemChain } from '@hapdex/chain/viemChain'

let current: { chain: string; client: PublicClient } | undefined

/**
 * The public-client methods the screens call (`readClient.test.ts` keeps this list and the code in
 * step). The client carries only these: `createPublicClient` would bring every public action,
 * signature recovery (secp256k1) and ENS among them, to every screen that reads the chain.
 */
export const readClientActions = ['estimateContractGas', 'getBlockNumber', 'getGasPrice', 'getTransaction', 'getTransactionCount', 'getTransactionReceipt', 'multicall', 'readContract', 'waitForTransactionReceipt'] as const

const actions = { estimateContractGas, getBlockNumber, getGasPrice, getTransaction, getTransactionCount, getTransactionReceipt, multicall, readContract, waitForTransactionReceipt } satisfies Record<(typeof readClientActions)[number], unknown>

/**
 * The chain's read client: viem alone, no wallet. Reads (reserves, balances, receipts) need no
 * wallet, so the screens that read the chain do not load the wallet stack for them. Made like
 * wagmi's own public client (multicall batching, 4 s polling), one per chain config. Screens get it
 * through `useReadClient` (readClient.ts), which loads this module beside their first render.
 *
 * Typed as viem's PublicClient for the screens' code, but it has only `readClientActions` (viem's
 * own actions, which call each other through the client, fall back to their functions).
 */
export function readClientFor(chain: ChainConfig): PublicClient {
  const key = JSON.stringify(chain)
  if (current?.chain !== key) {
    const base = createClient({ chain: toViemChain(chain), transport: http(chain.rpcUrls[0]), batch: { multicall: true }, pollingInterval: 4_000 })
    const client: Record<string, unknown> = { ...base }
    for (const name of readClientActions) {
      const action = actions[name] as (client: unknown, parameters?: unknown) => unknown
      client[name] = (parameters?: unknown) => action(client, parameters)
    }
    current = { chain: key, client: client as unknown as PublicClient }
  }
  return current.client
}
