import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { createPublicClient, http, type Address } from 'viem'

/** One address the server calls, named as an operator sets it (docs/deploy.md). */
interface ExpectedContract {
  name: string
  address: Address
}

export class ChainContractsError extends Error {
  override name = 'ChainContractsError'
}

/** Every address of the config the server or the web app calls, with the setting that gives it. */
export function expectedContracts(chain: ChainConfig): ExpectedContract[] {
  const exchanges = Object.values(chain.exchanges).flatMap((exchange) => {
    const id = exchange.id.toUpperCase()
    return [
      { name: `HAPDEX_${id}_ROUTER`, address: exchange.router },
      { name: `HAPDEX_${id}_FACTORY`, address: exchange.factory },
      ...(exchange.taxFreeLiquidity === undefined ? [] : [{ name: `${exchange.id} tax-free liquidity`, address: exchange.taxFreeLiquidity }]),
    ]
  })
  const optional = [
    chain.multicall3 === undefined ? [] : [{ name: 'multicall3', address: chain.multicall3 }],
    chain.stakingRewards === undefined ? [] : [{ name: 'HAPDEX_STAKING_REWARDS', address: chain.stakingRewards }],
  ].flat()
  const tokens = chain.tokens.map((token) => ({ name: `token ${token.symbol} (HAPDEX_TOKENS)`, address: token.address }))
  return [...exchanges, { name: 'wrapped native token', address: chain.wrappedNative }, ...optional, ...tokens].map((entry) => ({ ...entry, address: entry.address as Address }))
}

/**
 * Refuses a chain whose node is another chain or whose configured addresses hold no code: a
 * mistyped router or token address would otherwise show only as failed calls, or as deposits read
 * from nothing, long after the start.
 */
export async function verifyChainContracts(chain: ChainConfig): Promise<void> {
  const rpcUrl = chain.rpcUrls[0]
  if (rpcUrl === undefined) throw new ChainContractsError(`chain ${chain.chainId}: no RPC endpoint (RPC_URL or HAPDEX_RPC_URLS)`)
  // A batch: the twenty-odd getCode calls of a start in one request.
  const client = createPublicClient({ transport: http(rpcUrl, { batch: true, retryCount: 2, timeout: 10_000 }) })
  const where = `chain ${chain.chainId} at ${rpcUrl}`
  const nodeChainId = await client.getChainId().catch((error: unknown) => {
    throw new ChainContractsError(`${where}: the node does not answer (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); the server checks its contracts before it starts`)
  })
  if (nodeChainId !== chain.chainId) throw new ChainContractsError(`${where}: the node serves chain ${nodeChainId}, not ${chain.chainId} (CHAIN_ID)`)
  const expected = expectedContracts(chain)
  const codes = await Promise.all(expected.map((entry) => client.getCode({ address: entry.address })))
  const missing = expected.filter((_, index) => (codes[index] ?? '0x') === '0x')
  if (missing.length > 0) throw new ChainContractsError(`${where}: no contract code at ${missing.map((entry) => `${entry.name} ${entry.address}`).join(', ')}`)
}
