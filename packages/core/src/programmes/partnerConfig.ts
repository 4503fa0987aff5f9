import { z } from 'zod'
import { openStatusField, rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

/** One phase of the genesis recruitment: its seats, its price and each of its seats' daily airdrop. */
export const partnerPhaseConfig = z.object({
  seats: z.number().int().min(1).max(1_000_000),
  pay_amount: tokenAmountField,
  /** Daily airdrop of each seat bought in this phase, on top of every partner's daily_airdrop (docs/decisions/0024-partner.md). */
  seat_airdrop: tokenAmountField,
})
export type PartnerPhaseConfig = z.infer<typeof partnerPhaseConfig>

/** Partner recruitment and vote (PROGRAMMES.md, "Partner recruitment and vote"). */
export const partnerConfigSchema = z.object({
  status: openStatusField.default('1'),
  /** Seats are paid in this token from the custodial balance; referral and team rewards are paid in it too. */
  pay_token: tokenSymbolField.default('USDT'),
  referral_rate: rateField.default('0.2'),
  genesis_referral_rate: rateField.default('0.3'),
  team_rate: rateField.default('0.1'),
  /** Direct partners that make a partner a genesis partner (automatic, never undone automatically). */
  genesis_directs: z.number().int().min(1).max(10_000).default(5),
  airdrop_token: tokenSymbolField.default('HAPC'),
  daily_airdrop: tokenAmountField.default('10'),
  /** The phases a new round takes its seats, price and airdrop from (the rules text's 16 / 11 / 6). */
  phases: z
    .array(partnerPhaseConfig)
    .min(1)
    .max(20)
    .default([
      { seats: 30, pay_amount: '1000', seat_airdrop: '16' },
      { seats: 60, pay_amount: '1000', seat_airdrop: '11' },
      { seats: 110, pay_amount: '1000', seat_airdrop: '6' },
    ]),
})
export type PartnerConfig = z.infer<typeof partnerConfigSchema>
