import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { createHash } from 'node:crypto'
import { formatUsd, readUsdPrices, USD_DIGITS } from '../modules/token/usdPrices.ts'
import { addDays, utcDay, type TokenContext } from '../modules/token/tokenContext.ts'

/**
 * Records each listed token's USD price (from its pair against USDT, see usdPrices.ts) for the
 * UTC day of `now`. The first record of a day stands: running again the same day inserts nothing.
 * Returns how many rows it inserted.
 */
export async function recordDailySnapshot(ctx: TokenContext, now: Date = new Date()): Promise<number> {
  const day = utcDay(now)
  const prices = await readUsdPrices(ctx)
  if (prices.size === 0) return 0
  const rows = [...prices.values()].map(({ token, price }) => ({
    chain_id: ctx.chain.chainId,
    token_key: token.key,
    day,
    price_usd: formatUsd(price),
    source: 'chain' as const,
    recorded_at: now,
  }))
  const result = await ctx.db
    .insertInto('token_price_snapshots')
    .values(rows)
    .onConflict((oc) => oc.columns(['chain_id', 'token_key', 'day']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

const DEVNET_CHAIN_ID = 31337

/**
 * Devnet only: a fresh chain has one real snapshot, so the home chart would show one point. This
 * writes labelled demo rows (source 'demo', served with demo: true) for the `days - 1` days before
 * the earliest real snapshot of each token: a deterministic walk of at most ±4% a day ending at
 * that real price. Never overwrites a row, never runs on another chain. Returns rows inserted.
 */
export async function seedDemoHistory(ctx: TokenContext, days = 30): Promise<number> {
  if (ctx.chain.chainId !== DEVNET_CHAIN_ID) return 0
  const earliest = await ctx.db
    .selectFrom('token_price_snapshots')
    .select(['token_key', 'day', 'price_usd'])
    .where('chain_id', '=', ctx.chain.chainId)
    .where('source', '=', 'chain')
    .orderBy('day')
    .execute()
  const anchors = new Map<string, { day: string; price: string }>()
  for (const row of earliest) if (!anchors.has(row.token_key)) anchors.set(row.token_key, { day: row.day, price: row.price_usd })
  const rows = [...anchors].flatMap(([tokenKey, anchor]) => demoWalk(tokenKey, anchor, days - 1))
  if (rows.length === 0) return 0
  const result = await ctx.db
    .insertInto('token_price_snapshots')
    .values(rows.map((row) => ({ chain_id: ctx.chain.chainId, token_key: row.tokenKey, day: row.day, price_usd: row.price, source: 'demo' as const })))
    .onConflict((oc) => oc.columns(['chain_id', 'token_key', 'day']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

function demoWalk(tokenKey: string, anchor: { day: string; price: string }, count: number) {
  const scale = 10n ** BigInt(USD_DIGITS)
  let price = parseAmount(anchor.price, USD_DIGITS)
  const rows: { tokenKey: string; day: string; price: string }[] = []
  for (let back = 1; back <= count; back++) {
    const day = addDays(anchor.day, -back)
    // The day's move in basis points, from a hash: the same token and day always give the same walk.
    const move = BigInt(createHash('sha256').update(`${tokenKey}:${day}`).digest().readUInt16BE(0) % 801) - 400n
    price = (price * 10_000n) / (10_000n + move)
    rows.push({ tokenKey, day, price: formatUsd({ numerator: price, denominator: scale }) })
  }
  return rows
}
