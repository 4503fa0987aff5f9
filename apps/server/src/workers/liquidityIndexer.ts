import { takesTradeTax } from '@hapdex/core/amm/transferTax'
import { stakingRewardsAbi, taxedTokenAbi } from '@hapdex/chain/abis'
import { erc20Abi, getAbiItem, getAddress, zeroAddress, type Address } from 'viem'
import type { Db } from '../db/database.ts'
import type { LiquidityEventsTable, TradeTaxEventsTable } from '../modules/token/liquidity.table.ts'
import type { TokenContext } from '../modules/token/tokenContext.ts'
import { forEachNewRange, readBlockTimes } from './chainLogCursor.ts'

const INSERT_CHUNK = 500
const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' })
const stakingEvents = [getAbiItem({ abi: stakingRewardsAbi, name: 'Staked' }), getAbiItem({ abi: stakingRewardsAbi, name: 'Withdrawn' })]
const taxedEvent = getAbiItem({ abi: taxedTokenAbi, name: 'Taxed' })

/** Its cursor in worker_cursors (cards.daily reads the time it has read through). */
export const liquidityIndexerCursor = (chainId: number) => `liquidity_indexer:${chainId}`

export type LiquidityPassResult = { fromBlock: bigint; toBlock: bigint; liquidityEvents: number; taxEvents: number; removed: number }

/**
 * One pass of the liquidity indexer (decision 0035), after the pair indexer's (it reads the pairs
 * that one discovered): the LP Transfer logs of the taxed token's pairs, the Staked and Withdrawn
 * logs of the staking contracts that take one of those LP tokens, and the token's Taxed logs, into
 * liquidity_events and trade_tax_events. Balances are sums of complete histories, so its first
 * pass starts at block 0, not at a look-back. Keyed by (chain, tx hash, log index[, side]): a
 * re-read adds nothing, and rows of a re-read range the chain no longer has (a reorg) are removed.
 */
export async function indexLiquidityOnce(ctx: TokenContext): Promise<LiquidityPassResult | undefined> {
  const taxedTokens = ctx.chain.tokens.filter(takesTradeTax)
  if (taxedTokens.length === 0) return undefined
  await discoverLiquidityPairs(ctx, taxedTokens)
  const pairs = (await ctx.db.selectFrom('liquidity_pairs').select('pair').where('chain_id', '=', ctx.chain.chainId).execute()).map((row) => row.pair as Address)
  if (pairs.length === 0) return undefined
  await discoverStaking(ctx, pairs)
  const staking = new Map((await ctx.db.selectFrom('liquidity_staking').select(['staking', 'pair']).where('chain_id', '=', ctx.chain.chainId).execute()).map((row) => [row.staking.toLowerCase(), row.pair]))
  const result = { liquidityEvents: 0, taxEvents: 0, removed: 0 }
  const range = await forEachNewRange(
    ctx,
    liquidityIndexerCursor(ctx.chain.chainId),
    async (from, to) => {
      const counts = await indexRange(ctx, { pairs, staking, taxedTokens: taxedTokens.map((token) => token.address as Address) }, from, to)
      result.liquidityEvents += counts.liquidityEvents
      result.taxEvents += counts.taxEvents
      result.removed += counts.removed
    },
    0n,
  )
  return { ...range, ...result }
}

interface Watched {
  pairs: Address[]
  /** Staking contract (lower case) -> the pair whose LP it takes. */
  staking: Map<string, string>
  taxedTokens: Address[]
}

async function indexRange(ctx: TokenContext, watched: Watched, fromBlock: bigint, toBlock: bigint) {
  const chainId = ctx.chain.chainId
  const transfers = await ctx.client.getLogs({ address: watched.pairs, event: transferEvent, fromBlock, toBlock, strict: true })
  const stakes = watched.staking.size === 0 ? [] : await ctx.client.getLogs({ address: [...watched.staking.keys()] as Address[], events: stakingEvents, fromBlock, toBlock, strict: true })
  const taxes = await ctx.client.getLogs({ address: watched.taxedTokens, event: taxedEvent, fromBlock, toBlock, strict: true })
  const blockTimes = await readBlockTimes(ctx, [...new Set([...transfers, ...stakes, ...taxes].map((log) => log.blockNumber))])
  const at = (log: { transactionHash: string; logIndex: number; blockNumber: bigint; blockHash: string }) => ({
    chain_id: chainId,
    tx_hash: log.transactionHash,
    log_index: log.logIndex,
    block_number: log.blockNumber.toString(),
    block_hash: log.blockHash,
    block_time: blockTimes.get(log.blockNumber)!,
  })
  const liquidity: LiquidityEventsTable[] = [
    ...transfers.flatMap((log) => {
      const pair = getAddress(log.address)
      const { from, to, value } = log.args
      const sent = { ...at(log), side: 0, kind: 'transfer' as const, pair, holder: getAddress(from), delta: (-value).toString() }
      // A mint to the zero address (Uniswap's locked minimum liquidity) stays minted: the zero address's sum stays −totalSupply.
      if (from === zeroAddress && to === zeroAddress) return [sent]
      return [sent, { ...at(log), side: 1, kind: 'transfer' as const, pair, holder: getAddress(to), delta: value.toString() }]
    }),
    // The staked LP sits in the staking contract, and stays the staker's: +amount on Staked, −amount on Withdrawn.
    ...stakes.map((log) => ({
      ...at(log),
      side: 0,
      kind: log.eventName === 'Staked' ? ('staked' as const) : ('withdrawn' as const),
      pair: watched.staking.get(log.address.toLowerCase())!,
      holder: getAddress(log.args.user),
      delta: (log.eventName === 'Staked' ? log.args.amount : -log.args.amount).toString(),
    })),
  ]
  const taxed: TradeTaxEventsTable[] = taxes.map((log) => ({
    ...at(log),
    token: getAddress(log.address),
    pair: getAddress(log.args.pair),
    amount: log.args.amount.toString(),
    lp_dividend: log.args.lpDividend.toString(),
    card_dividend: log.args.cardDividend.toString(),
  }))
  return ctx.db.transaction().execute(async (trx) => {
    const removed = (await removeStale(trx, 'liquidity_events', chainId, fromBlock, toBlock, liquidity)) + (await removeStale(trx, 'trade_tax_events', chainId, fromBlock, toBlock, taxed))
    let liquidityEvents = 0
    for (let index = 0; index < liquidity.length; index += INSERT_CHUNK) {
      const rows = await trx.insertInto('liquidity_events').values(liquidity.slice(index, index + INSERT_CHUNK)).onConflict((oc) => oc.doNothing()).returning('tx_hash').execute()
      liquidityEvents += rows.length
    }
    let taxEvents = 0
    for (let index = 0; index < taxed.length; index += INSERT_CHUNK) {
      const rows = await trx.insertInto('trade_tax_events').values(taxed.slice(index, index + INSERT_CHUNK)).onConflict((oc) => oc.doNothing()).returning('tx_hash').execute()
      taxEvents += rows.length
    }
    return { liquidityEvents, taxEvents, removed }
  })
}

/** Stored rows of the re-read range whose block the chain no longer has (a reorg), removed; returns how many. */
async function removeStale(trx: Db, table: 'liquidity_events' | 'trade_tax_events', chainId: number, fromBlock: bigint, toBlock: bigint, fresh: readonly { tx_hash: string; log_index: number; block_hash: string }[]): Promise<number> {
  const kept = new Set(fresh.map((row) => `${row.tx_hash}:${row.log_index}:${row.block_hash}`))
  const stored = await trx.selectFrom(table).select(['tx_hash', 'log_index', 'block_hash']).distinct().where('chain_id', '=', chainId).where('block_number', '>=', fromBlock.toString()).where('block_number', '<=', toBlock.toString()).execute()
  const stale = stored.filter((row) => !kept.has(`${row.tx_hash}:${row.log_index}:${row.block_hash}`))
  for (const row of stale) await trx.deleteFrom(table).where('chain_id', '=', chainId).where('tx_hash', '=', row.tx_hash).where('log_index', '=', row.log_index).execute()
  return stale.length
}

/** The pairs the pair indexer found with a taxed token on one side. */
async function discoverLiquidityPairs(ctx: TokenContext, taxedTokens: readonly { address: string; decimals: number }[]): Promise<void> {
  const byAddress = new Map(taxedTokens.map((token) => [token.address.toLowerCase(), token]))
  const pairs = await ctx.db.selectFrom('indexed_pairs').select(['pair', 'token0', 'token1']).where('chain_id', '=', ctx.chain.chainId).execute()
  const rows = pairs.flatMap((row) => {
    const side = byAddress.has(row.token0.toLowerCase()) ? 0 : byAddress.has(row.token1.toLowerCase()) ? 1 : undefined
    if (side === undefined) return []
    const token = byAddress.get((side === 0 ? row.token0 : row.token1).toLowerCase())!
    return [{ chain_id: ctx.chain.chainId, pair: getAddress(row.pair), taxed_token: getAddress(token.address), taxed_side: side, taxed_decimals: token.decimals }]
  })
  if (rows.length > 0) await ctx.db.insertInto('liquidity_pairs').values(rows).onConflict((oc) => oc.doNothing()).execute()
}

/** Per context, what the staking contract stakes: read once, not on every pass (the devnet's stakes another pair's LP). */
const stakingTokens = new WeakMap<TokenContext, Address>()

/** The chain's liquidity-mining contract, when what it stakes is one of the pairs. */
async function discoverStaking(ctx: TokenContext, pairs: readonly Address[]): Promise<void> {
  const staking = ctx.chain.stakingRewards as Address | undefined
  if (staking === undefined) return
  let stakingToken = stakingTokens.get(ctx)
  if (stakingToken === undefined) {
    stakingToken = await ctx.client.readContract({ address: staking, abi: stakingRewardsAbi, functionName: 'stakingToken' })
    stakingTokens.set(ctx, stakingToken)
  }
  const pair = pairs.find((candidate) => candidate.toLowerCase() === stakingToken.toLowerCase())
  if (pair === undefined) return
  await ctx.db.insertInto('liquidity_staking').values({ chain_id: ctx.chain.chainId, staking: getAddress(staking), pair }).onConflict((oc) => oc.doNothing()).execute()
}
