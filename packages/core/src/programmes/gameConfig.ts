import { z } from 'zod'
import { afterFieldChecks, openStatusField, rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

/**
 * Game market (spec 3 "Game config"; PROGRAMMES.md "Game market"): fee_rate, min_amount,
 * max_amount and status are the spec's; `token` names what moves between the asset wallet and
 * the game (spec 3 shows none, so operators choose). Every number is the operators' (spec 3 shows none).
 */
export const gameConfigSchema = z
  .object({
    /** '0' blocks transfers (lang.h175). */
    status: openStatusField.default('1'),
    /** receive = amount − amount × fee_rate, in both directions. */
    fee_rate: rateField.refine((value) => Number.parseFloat(value) < 1, 'a fee rate below 1').default('0.05'),
    /** Per transfer, both ends inclusive (lang.h176). */
    min_amount: tokenAmountField.default('10'),
    max_amount: tokenAmountField.default('10000'),
    token: tokenSymbolField.default('HAP'),
    /** A transfer still pending this long after it was asked for is settled against the game service's record. */
    reconcile_after_seconds: z.number().int().min(1).max(86_400).default(600),
  })
  .refine((config) => compareDecimal(config.min_amount, config.max_amount) <= 0, { message: 'max_amount must not be below min_amount', path: ['max_amount'], ...afterFieldChecks })
export type GameConfig = z.infer<typeof gameConfigSchema>

/** Compares two canonical decimal strings exactly (no JS number for amounts). */
function compareDecimal(a: string, b: string): number {
  const [aWhole = '0', aFraction = ''] = a.split('.')
  const [bWhole = '0', bFraction = ''] = b.split('.')
  const width = Math.max(aFraction.length, bFraction.length)
  const left = BigInt(aWhole + aFraction.padEnd(width, '0'))
  const right = BigInt(bWhole + bFraction.padEnd(width, '0'))
  return left < right ? -1 : left > right ? 1 : 0
}
