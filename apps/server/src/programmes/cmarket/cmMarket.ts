import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { CmarketConfig } from '@hapdex/core/programmes/cmarketConfig'
import { burnFuel, circulationReward, unitCost, type OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'

/** The market's configuration with its tokens and amounts in base units. */
export interface Market {
  config: CmarketConfig
  token: TokenSettings
  pay: TokenSettings
  fuel: TokenSettings
  unitAmount: bigint
  unitCost: bigint
  quota: Record<OrderSide, bigint>
}

export async function readMarket(ctx: ProgrammeContext): Promise<Market> {
  const config = await ctx.configs.get('cmarket')
  const [token, pay, fuel] = await Promise.all([tokenBySymbol(ctx, config.token), tokenBySymbol(ctx, config.pay_token), tokenBySymbol(ctx, config.fuel_token)])
  const unitAmount = parseAmount(config.amount, token.decimals)
  return {
    config,
    token,
    pay,
    fuel,
    unitAmount,
    unitCost: unitCost(unitAmount, config.price, token.decimals, pay.decimals),
    quota: { 0: parseAmount(config.buy_quota, token.decimals), 1: parseAmount(config.sell_quota, token.decimals) },
  }
}

/** What a user has open on a side, in token base units: queuing orders' units left plus frozen matches (the quota counts both; cm_open_amounts, migration 0038, which the publish statement reads too). */
export async function openAmounts(db: Db, userId: number): Promise<{ waiting: Record<OrderSide, bigint>; frozen: Record<OrderSide, bigint> }> {
  const { rows } = await sql<{ side: number; waiting: string; frozen: string }>`select side, waiting::text, frozen::text from cm_open_amounts(array[${userId}::integer])`.execute(db)
  const figures = { waiting: { 0: 0n, 1: 0n }, frozen: { 0: 0n, 1: 0n } }
  for (const row of rows) {
    figures.waiting[row.side as OrderSide] = BigInt(row.waiting)
    figures.frozen[row.side as OrderSide] = BigInt(row.frozen)
  }
  return figures
}

/** Quota left on a side, never below zero. */
export async function quotaLeft(db: Db, market: Market, userId: number): Promise<Record<OrderSide, bigint>> {
  const { waiting, frozen } = await openAmounts(db, userId)
  const left = (side: OrderSide) => {
    const rest = market.quota[side] - waiting[side] - frozen[side]
    return rest > 0n ? rest : 0n
  }
  return { 0: left(0), 1: left(1) }
}

/** can_buy / can_sell: open, and at least one unit of quota left on the side. */
export function canTrade(market: Market, left: Record<OrderSide, bigint>): Record<OrderSide, boolean> {
  const open = market.config.status === '1'
  return { 0: open && left[0] >= market.unitAmount, 1: open && left[1] >= market.unitAmount }
}

/**
 * The fuel a buy of each offered amount burns at release, matched whole, at today's prices: the
 * release's own rule (burnFuel of the reward, rounded up), shown before publishing. A buy matched
 * in several parts pays each part rounded up, and the release day's prices may differ: the popup
 * says "about". A missing price (no pair yet, or the chain not answering) answers null.
 */
export async function fuelDue(ctx: ProgrammeContext, { config, token, fuel }: Market): Promise<{ amount: string; fuel: string }[] | null> {
  // The market's page must open while the chain does not answer: the estimate is then unknown, as without a pair.
  const prices = await Promise.all([ctx.prices.usdPrice(config.token), ctx.prices.usdPrice(config.fuel_token)]).catch(() => [undefined, undefined] as const)
  const [tokenPrice, fuelPrice] = prices
  if (tokenPrice === undefined || fuelPrice === undefined || tokenPrice.numerator <= 0n || fuelPrice.numerator <= 0n) return null
  return config.sell_amounts.map((amount) => {
    const reward = circulationReward(parseAmount(amount, token.decimals), config.reward_rate)
    return { amount, fuel: toDecimal(burnFuel(reward, config.burn_rate, tokenPrice, fuelPrice, token.decimals, fuel.decimals), fuel) }
  })
}
