/**
 * RPC requests per poll cycle: the swap screen's and the positions list's reads on the devnet,
 * through the web app's own fetchers, against a naive peer that sends one eth_call per balance,
 * allowance and reserve. Run: npx tsx bench/rpc-per-poll/run.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { deployerAccount } from '@hapdex/chain/accounts'
import { startDevnet } from '@hapdex/chain/devnet'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { fetchChainReads, type ReadResults } from '../../apps/web/src/features/exchange/chain/chainReads.ts'
import { candidateTokenPairs, fetchPairAddresses, type PairRef } from '../../apps/web/src/features/exchange/chain/pairAddresses.ts'
import { getPairCall, readKey, toContractCall, type ReadRequest } from '../../apps/web/src/features/exchange/chain/readRequests.ts'
import { positionRequests, tokenPairsOf } from '../../apps/web/src/features/exchange/liquidity/positionReads.ts'
import { swapReadRequests } from '../../apps/web/src/features/exchange/swap/swapReads.ts'
import { buildTokenList } from '../../apps/web/src/features/exchange/tokens/tokenList.ts'
import type { Token } from '../../apps/web/src/features/exchange/tokens/token.ts'
import { startRpcProxy, type RpcProxy, type RpcCount } from '@hapdex/chain/rpcProxy'

const TOKEN_COUNT = 10

type Row = { readonly name: string; readonly reads: number; readonly ours: RpcCount; readonly naive: RpcCount }

/** The naive peer: every read its own eth_call (eth_getBalance for the native coin). */
async function naiveReads(client: PublicClient, requests: readonly ReadRequest[], multicall3: Address): Promise<Map<string, unknown>> {
  const values = new Map<string, unknown>()
  for (const request of requests) {
    const value = request.kind === 'nativeBalance' ? await client.getBalance({ address: request.account }) : await client.readContract(toContractCall(request, multicall3) as Parameters<PublicClient['readContract']>[0])
    values.set(readKey(request), Array.isArray(value) ? { reserve0: value[0] as bigint, reserve1: value[1] as bigint } : value)
  }
  return values
}

async function measure<T>(proxy: RpcProxy, work: () => Promise<T>): Promise<{ result: T; count: RpcCount }> {
  proxy.reset()
  const result = await work()
  return { result, count: proxy.count() }
}

/** One cycle of ours and of the naive peer over the same reads; both must read the same values. */
async function pollCycle(proxy: RpcProxy, client: PublicClient, name: string, requests: readonly ReadRequest[], multicall3: Address): Promise<Row> {
  const ours = await measure(proxy, () => fetchChainReads(client, requests, multicall3))
  const naive = await measure(proxy, () => naiveReads(client, requests, multicall3))
  assertSameValues(name, ours.result, naive.result, requests)
  return { name, reads: requests.length, ours: ours.count, naive: naive.count }
}

function assertSameValues(name: string, ours: ReadResults, naive: Map<string, unknown>, requests: readonly ReadRequest[]) {
  const text = (value: unknown) => JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner))
  for (const request of requests) {
    const key = readKey(request)
    if (text(ours.values.get(key)) !== text(naive.get(key))) throw new Error(`${name}: ${key} differs between ours and the naive peer`)
  }
}

/** Pair addresses are read once per token set (the web caches them); shown for completeness. */
async function pairDiscovery(proxy: RpcProxy, client: PublicClient, factory: Address, multicall3: Address, tokenPairs: readonly (readonly [Address, Address])[]) {
  const ours = await measure(proxy, () => fetchPairAddresses(client, factory, multicall3, tokenPairs))
  const naive = await measure(proxy, async () => {
    for (const [a, b] of tokenPairs) await client.readContract(getPairCall(factory, a, b))
  })
  return { pairs: ours.result, row: { name: `pair discovery, once (${tokenPairs.length} getPair)`, reads: tokenPairs.length, ours: ours.count, naive: naive.count } satisfies Row }
}

function bySymbol(tokens: readonly Token[], symbol: string): Token {
  const found = tokens.find((token) => token.symbol === symbol && !token.isNative)
  if (!found) throw new Error(`no ${symbol} in the list`)
  return found
}

async function run(chain: ChainConfig, proxy: RpcProxy): Promise<Row[]> {
  const client = createPublicClient({ transport: http(proxy.url) }) as PublicClient
  const account = deployerAccount().address
  const multicall3 = chain.multicall3 as Address
  const { factory, router } = chain.exchanges.v1 as { factory: Address; router: Address }
  // The list the screens show with TOKEN_COUNT listed tokens (plus the native coin).
  const tokens = buildTokenList(chain, chain.tokens.slice(0, TOKEN_COUNT), [])
  const rows: Row[] = []

  // Swap screen: USDT → HAPB, multipath off, so every listed token is a possible middle hop.
  const from = bySymbol(tokens, 'USDT')
  const to = bySymbol(tokens, 'HAPB')
  const swapPairs = await pairDiscovery(proxy, client, factory, multicall3, candidateTokenPairs(from.address, to.address, tokens.map((token) => token.address)))
  rows.push(swapPairs.row)
  rows.push(await pollCycle(proxy, client, `swap screen poll (${swapPairs.pairs.length} pairs)`, swapReadRequests({ account, from, to, router, pairs: swapPairs.pairs }), multicall3))

  // Positions list: every pair among the listed tokens, the account's balance, reserves and supply of each.
  const positionPairs = await pairDiscovery(proxy, client, factory, multicall3, tokenPairsOf(tokens))
  rows.push(positionPairs.row)
  const candidates = positionPairs.pairs.map((pair: PairRef) => ({ lpAddress: pair.address }))
  rows.push(await pollCycle(proxy, client, `positions list poll (${candidates.length} pairs)`, positionRequests(candidates, account), multicall3))
  return rows
}

function print(rows: readonly Row[]) {
  const header = ['', 'reads', 'ours: requests (calls)', 'naive: requests', 'ratio']
  const lines = rows.map((row) => [row.name, String(row.reads), `${row.ours.requests} (${row.ours.calls})`, String(row.naive.requests), `${(row.naive.requests / row.ours.requests).toFixed(1)}x`])
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column]!.length)))
  for (const line of [header, ...lines]) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '))
}

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-bench-rpc-'))
const devnet = await startDevnet({ dataDir, port: 0, persist: false })
const proxy = await startRpcProxy(devnet.rpcUrl)
try {
  console.log(`devnet ${devnet.rpcUrl}, ${TOKEN_COUNT} listed tokens, V1, account with liquidity; one poll cycle each`)
  const rows = await run(devnet.deployment.chain, proxy)
  print(rows)
  const polls = rows.filter((row) => row.name.includes('poll'))
  const ours = polls.reduce((sum, row) => sum + row.ours.requests, 0)
  const naive = polls.reduce((sum, row) => sum + row.naive.requests, 0)
  console.log(`per 3 s poll cycle: ours ${ours / polls.length} request per screen, naive ${naive / polls.length} on average (${(naive / ours).toFixed(1)}x)`)
} finally {
  await proxy.close()
  await devnet.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
