import { mulRate } from '@hapdex/core/amount/mulRate'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import type { gameConfig } from '@hapdex/core/api/game'

export type GameConfig = EndpointOutput<typeof gameConfig>
export type GameDirection = 'in' | 'out'

/** The game token's decimals (the server moves HAP-type tokens of 18). */
export const GAME_DECIMALS = 18

/** Spec 9: receive = amount − amount × fee_rate; the fee rounds up (the user pays it), as the server's does. */
export function receiveOf(amount: bigint, feeRate: string): { fee: bigint; receive: bigint } {
  const fee = mulRate(amount, feeRate, 'up')
  return { fee, receive: amount > fee ? amount - fee : 0n }
}

export type TransferCheck = { kind: 'ok' } | { kind: 'blocked'; messageKey: 'game.h175' | 'game.h176' | 'game.h180' }

/**
 * Spec 3's game transfer validation, in its order: status '0' blocks (lang.h175), the amount
 * within min_amount and max_amount (lang.h176), not above the source side's balance (lang.h180).
 */
export function checkTransfer(config: GameConfig, amount: bigint, sourceBalance: bigint): TransferCheck {
  if (config.status === '0') return { kind: 'blocked', messageKey: 'game.h175' }
  if (amount < parseAmount(config.min_amount, GAME_DECIMALS) || amount > parseAmount(config.max_amount, GAME_DECIMALS)) return { kind: 'blocked', messageKey: 'game.h176' }
  if (amount > sourceBalance) return { kind: 'blocked', messageKey: 'game.h180' }
  return { kind: 'ok' }
}
