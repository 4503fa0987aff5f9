import { candleIntervals, candleIntervalSeconds, type CandleInterval } from '@hapdex/core/api/token'
import { erc20Abi, getAbiItem, getAddress, type Address } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '@hapdex/chain/abis'
import type { Transaction } from 'kysely'
import type { Database } from '../db/database.ts'
import { bucketStart, buildCandle } from '../modules/token/candles.ts'
import type { TokenContext } from '../modules/token/tokenContext.ts'
import { forEachNewRange, readBlockTimes } from './chainLogCursor.ts'

const INSERT_CHUNK = 500
const pairEvents = [getAbiItem({ abi: uniswapV2PairAbi, name: 'Sync' }), getAbiItem({ abi: uniswapV2PairAbi, name: 'Swap' })]

export type IndexPassResult = { fromBlock: bigint; toBlock: bigint; inserted: number; removed: number }

/** Its cursor in worker_cursors (cards.daily reads the time it has read through). */
export const pairIndexerCursor = (chainId: number) => `pair_indexer:${chainId}`

/**
 * One pass: finds new pairs of both factories, then reads Sync and Swap logs from the cursor
 * (minus the reorg depth) to the head. Events are keyed by (chain, tx hash, log index), so a
 * re-read adds nothing; stored events of the re-read range that the chain no longer has (a reorg)
 * are removed. Every candle an added or removed event falls in is rebuilt from the stored events.
 */
export async function indexPairsOnce(ctx: TokenContext): Promise<IndexPassResult | undefined> {
  await discoverPairs(ctx)
  const pairs = (await ctx.db.selectFrom('indexed_pairs').select('pair').where('chain_id', '=', ctx.chain.chainId).execute()).map((row) => row.pair as Address)
  if (pairs.length === 0) return undefined
  let inserted = 0
  let removed = 0
  const range = await forEachNewRange(ctx, pairIndexerCursor(ctx.chain.chainId), async (from, to) => {
    const counts = await indexRange(ctx, pairs, from, to)
    inserted += counts.inserted
    removed += counts.removed
  })
  return { ...range, inserted, removed }
}

type EventRow = Database['pair_events']

async function indexRange(ctx: TokenContext, pairs: Address[], fromBlock: bigint, toBlock: bigint) {
  const logs = await ctx.client.getLogs({ address: pairs, events: pairEvents, fromBlock, toBlock, strict: true })
  const blockTimes = await readBlockTimes(ctx, [...new Set(logs.map((log) => log.blockNumber))])
  const fresh: EventRow[] = logs.map((log) => ({
    chain_id: ctx.chain.chainId,
    tx_hash: log.transactionHash,
    log_index: log.logIndex,
    pair: getAddress(log.address),
    block_number: log.blockNumber.toString(),
    block_hash: log.blockHash,
    block_time: blockTimes.get(log.blockNumber)!,
    kind: log.eventName === 'Sync' ? 'sync' : 'swap',
    ...(log.eventName === 'Sync'
      ? { value0: log.args.reserve0.toString(), value1: log.args.reserve1.toString() }
      : { value0: (log.args.amount0In + log.args.amount0Out).toString(), value1: (log.args.amount1In + log.args.amount1Out).toString() }),
  }))
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('pair_events')
      .select(['tx_hash', 'log_index', 'block_hash', 'pair', 'block_time'])
      .where('chain_id', '=', ctx.chain.chainId)
      .where('block_number', '>=', fromBlock.toString())
      .where('block_number', '<=', toBlock.toString())
      .execute()
    const freshHash = new Map(fresh.map((row) => [`${row.tx_hash}:${row.log_index}`, row.block_hash]))
    const stale = stored.filter((row) => freshHash.get(`${row.tx_hash}:${row.log_index}`) !== row.block_hash)
    for (const row of stale) {
      await trx.deleteFrom('pair_events').where('chain_id', '=', ctx.chain.chainId).where('tx_hash', '=', row.tx_hash).where('log_index', '=', row.log_index).execute()
    }
    const inserted: { pair: string; block_time: Date }[] = []
    for (let index = 0; index < fresh.length; index += INSERT_CHUNK) {
      const rows = await trx
        .insertInto('pair_events')
        .values(fresh.slice(index, index + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
        .returning(['pair', 'block_time'])
        .execute()
      inserted.push(...rows)
    }
    await rebuildCandles(trx, ctx.chain.chainId, [...stale, ...inserted])
    return { inserted: inserted.length, removed: stale.length }
  })
}

/** Rebuilds each (pair, interval, bucket) that one of `touched` falls in, once. */
async function rebuildCandles(trx: Transaction<Database>, chainId: number, touched: { pair: string; block_time: Date }[]): Promise<void> {
  const buckets = new Map<string, { pair: string; interval: CandleInterval; start: number }>()
  for (const { pair, block_time } of touched) {
    for (const interval of candleIntervals) {
      const start = bucketStart(Math.floor(block_time.getTime() / 1000), interval)
      buckets.set(`${pair}:${interval}:${start}`, { pair, interval, start })
    }
  }
  for (const bucket of buckets.values()) await rebuildCandle(trx, chainId, bucket)
}

async function rebuildCandle(trx: Transaction<Database>, chainId: number, { pair, interval, start }: { pair: string; interval: CandleInterval; start: number }) {
  const bucketStartTime = new Date(start * 1000)
  const events = await trx
    .selectFrom('pair_events')
    .select(['kind', 'value0', 'value1'])
    .where('chain_id', '=', chainId)
    .where('pair', '=', pair)
    .where('block_time', '>=', bucketStartTime)
    .where('block_time', '<', new Date((start + candleIntervalSeconds[interval]) * 1000))
    .orderBy('block_number')
    .orderBy('log_index')
    .execute()
  const candle = buildCandle(events.map((event) => ({ kind: event.kind, value0: BigInt(event.value0), value1: BigInt(event.value1) })))
  const key = { chain_id: chainId, pair, period: interval, bucket_start: bucketStartTime }
  if (candle === undefined) {
    await trx.deleteFrom('pair_candles').where('chain_id', '=', chainId).where('pair', '=', pair).where('period', '=', interval).where('bucket_start', '=', bucketStartTime).execute()
    return
  }
  const values = {
    open_reserve0: candle.open.reserve0.toString(),
    open_reserve1: candle.open.reserve1.toString(),
    high_reserve0: candle.high.reserve0.toString(),
    high_reserve1: candle.high.reserve1.toString(),
    low_reserve0: candle.low.reserve0.toString(),
    low_reserve1: candle.low.reserve1.toString(),
    close_reserve0: candle.close.reserve0.toString(),
    close_reserve1: candle.close.reserve1.toString(),
    volume0: candle.volume0.toString(),
    volume1: candle.volume1.toString(),
    trades: candle.trades,
  }
  await trx
    .insertInto('pair_candles')
    .values({ ...key, ...values })
    .onConflict((oc) => oc.columns(['chain_id', 'pair', 'period', 'bucket_start']).doUpdateSet(values))
    .execute()
}

/** Adds the pairs each factory created since the last pass, with their tokens' decimals. */
async function discoverPairs(ctx: TokenContext): Promise<void> {
  for (const exchange of ['v1', 'v2'] as const) {
    const factory = ctx.chain.exchanges[exchange].factory as Address
    const known = await ctx.db
      .selectFrom('indexed_pairs')
      .select((eb) => eb.fn.count<string>('pair').as('count'))
      .where('chain_id', '=', ctx.chain.chainId)
      .where('exchange', '=', exchange)
      .executeTakeFirstOrThrow()
    const from = Number(known.count)
    const length = Number(await ctx.client.readContract({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'allPairsLength' }))
    if (length <= from) continue
    const indexes = Array.from({ length: length - from }, (_, offset) => from + offset)
    const addresses = await ctx.client.multicall({
      allowFailure: false,
      contracts: indexes.map((index) => ({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'allPairs' as const, args: [BigInt(index)] as const })),
    })
    const tokens = await ctx.client.multicall({
      allowFailure: false,
      contracts: addresses.flatMap((pair) => [
        { address: pair, abi: uniswapV2PairAbi, functionName: 'token0' as const },
        { address: pair, abi: uniswapV2PairAbi, functionName: 'token1' as const },
      ]),
    })
    const decimals = await tokenDecimals(ctx, [...new Set(tokens)])
    const rows = addresses.map((pair, offset) => {
      const [token0, token1] = [tokens[offset * 2]!, tokens[offset * 2 + 1]!]
      return { chain_id: ctx.chain.chainId, pair: getAddress(pair), exchange, factory_index: indexes[offset]!, token0, token1, decimals0: decimals.get(token0)!, decimals1: decimals.get(token1)! }
    })
    await ctx.db.insertInto('indexed_pairs').values(rows).onConflict((oc) => oc.doNothing()).execute()
  }
}

/** Decimals from the chain config where it lists the token, else read on chain. */
async function tokenDecimals(ctx: TokenContext, tokens: Address[]): Promise<Map<Address, number>> {
  const listed = new Map(ctx.chain.tokens.map((token) => [token.address.toLowerCase(), token.decimals]))
  const unknown = tokens.filter((token) => !listed.has(token.toLowerCase()))
  const read = await ctx.client.multicall({
    allowFailure: false,
    contracts: unknown.map((token) => ({ address: token, abi: erc20Abi, functionName: 'decimals' as const })),
  })
  const result = new Map<Address, number>(unknown.map((token, index) => [token, read[index]!]))
  for (const token of tokens) if (!result.has(token)) result.set(token, listed.get(token.toLowerCase())!)
  return result
}
