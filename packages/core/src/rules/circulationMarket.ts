import { RATE_SCALE, rateUnits } from '../amount/mulRate.ts'
import type { Fraction } from '../amount/fraction.ts'

/** A publish's side: 0 buys the token with the pay token, 1 sells it. */
export type OrderSide = 0 | 1

/**
 * Why the publish popup is blocked, as the spec's keys (section 4 and 5): status '0' closed
 * (h328), '2' ended (h329), any other value but '1' closed; then a buy needs can_buy (h330) and a
 * sell can_sell (h331). Undefined: open.
 */
export function publishBlock(status: string, side: OrderSide, canBuy: boolean, canSell: boolean): 'lang.h328' | 'lang.h329' | 'lang.h330' | 'lang.h331' | undefined {
  if (status === '2') return 'lang.h329'
  if (status !== '1') return 'lang.h328'
  if (side === 0 && !canBuy) return 'lang.h330'
  if (side === 1 && !canSell) return 'lang.h331'
  return undefined
}

/** Units of an order of `amount` base units, or undefined when it is not a positive whole number of units. */
export function orderUnits(amount: bigint, unitAmount: bigint): number | undefined {
  if (unitAmount <= 0n || amount <= 0n || amount % unitAmount !== 0n) return undefined
  const units = amount / unitAmount
  return units > 1_000_000n ? undefined : Number(units)
}

/**
 * One unit's price in the pay token's base units: unit amount × price, rounded up (the buyer pays
 * it and the seller receives the same, so no fraction is created or lost).
 */
export function unitCost(unitAmount: bigint, price: string, tokenDecimals: number, payDecimals: number): bigint {
  const numerator = unitAmount * rateUnits(price) * 10n ** BigInt(payDecimals)
  const denominator = RATE_SCALE * 10n ** BigInt(tokenDecimals)
  return (numerator + denominator - 1n) / denominator
}

/** Circulation reward = reward_rate × amount (spec 3, section 9), rounded down: a reward never exceeds its rate. */
export function circulationReward(amount: bigint, rewardRate: string): bigint {
  return (amount * rateUnits(rewardRate)) / RATE_SCALE
}

/**
 * Burn fuel = burn_rate × reward × token price / fuel token price (spec 3, section 9), in the fuel
 * token's base units, rounded up: it is what the buyer pays.
 */
export function burnFuel(reward: bigint, burnRate: string, tokenPrice: Fraction, fuelPrice: Fraction, tokenDecimals: number, fuelDecimals: number): bigint {
  if (fuelPrice.numerator <= 0n) throw new RangeError('no fuel token price')
  const numerator = reward * rateUnits(burnRate) * tokenPrice.numerator * fuelPrice.denominator * 10n ** BigInt(fuelDecimals)
  const denominator = RATE_SCALE * tokenPrice.denominator * fuelPrice.numerator * 10n ** BigInt(tokenDecimals)
  return (numerator + denominator - 1n) / denominator
}

export interface BookOrder {
  id: number
  /** Who published it: an order never matches an order of the same owner (self-trade prevention). */
  owner: number
  side: OrderSide
  /** Orders match only orders of the same book: unit and unit cost (a configuration change starts a new book). */
  book: string
  units: number
}

export interface BookFill {
  buyId: number
  sellId: number
  units: number
}

/** A queuing order: a singly linked queue, so a used-up order leaves it wherever it stands. */
interface Resting {
  id: number
  owner: number
  left: number
  next: Resting | undefined
}

interface Queue {
  head: Resting | undefined
  tail: Resting | undefined
}

/**
 * FIFO matching, buy against sell, as the server runs it: orders arrive in queue order; each takes
 * units from the oldest queuing orders of the other side at its cost, until it or the queue is
 * exhausted; what is left queues. An order passes over the queuing orders of its own owner
 * (self-trade prevention, decision 0032): they keep their places for everyone else, so the order
 * takes the oldest orders of other owners, and what it leaves queues behind its side. Both sides
 * of a book can therefore hold orders at once, but only orders of one owner face each other.
 * The server matches each batch with it, and the bench's replay checks the server against it.
 */
export function matchFifo(orders: Iterable<BookOrder>): BookFill[] {
  const queues = new Map<string, Queue>()
  const fills: BookFill[] = []
  for (const order of orders) {
    const opposite = queues.get(`${1 - order.side}:${order.book}`)
    let left = order.units
    let before: Resting | undefined
    let resting = opposite?.head
    while (left > 0 && resting !== undefined && opposite !== undefined) {
      if (resting.owner === order.owner) {
        before = resting
        resting = resting.next
        continue
      }
      const units = Math.min(left, resting.left)
      fills.push(order.side === 0 ? { buyId: order.id, sellId: resting.id, units } : { buyId: resting.id, sellId: order.id, units })
      left -= units
      resting.left -= units
      if (resting.left > 0) break
      // Used up: unlinked from its queue.
      const next = resting.next
      if (before === undefined) opposite.head = next
      else before.next = next
      if (opposite.tail === resting) opposite.tail = before
      resting = next
    }
    if (left > 0) {
      const key = `${order.side}:${order.book}`
      const own = queues.get(key) ?? { head: undefined, tail: undefined }
      const entry: Resting = { id: order.id, owner: order.owner, left, next: undefined }
      if (own.tail === undefined) own.head = entry
      else own.tail.next = entry
      own.tail = entry
      queues.set(key, own)
    }
  }
  return fills
}
