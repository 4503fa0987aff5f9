import { z } from 'zod'
import { afterFieldChecks, openStatusField, rateField, tokenAmountField, tokenSymbolField, wholeUsdField } from './configFields.ts'

/** The mint centre (bp), PROGRAMMES.md "Mint centre (bp) and the old mint"; every (cfg) default. */
export const mintConfigSchema = z.object({
  status: openStatusField.default('1'),
  /** Smallest mint in whole USD; mints are whole multiples of `step`. */
  min_amount: wholeUsdField.default('100'),
  step: wholeUsdField.default('100'),
  /** Share of the USD amount paid in HAP; the rest is paid in BtPi. */
  u_rate: rateField.default('0.5'),
  day_addition_rate: rateField.default('0.05'),
  /** Extra CP addition of level-2 (super) nodes. */
  sn_addition_rate: rateField.default('0.05'),
  /** USD cap of a record: out_amount = amount × out_multiple. */
  out_multiple: rateField.default('2'),
  pay_token: tokenSymbolField.default('HAP'),
  second_pay_token: tokenSymbolField.default('BtPi'),
  reward_token: tokenSymbolField.default('HAP'),
  /** HAP emitted a day from mint_pool, shared by CP. */
  daily_emission: tokenAmountField.default('10000'),
  /** Share reward of the direct parent and the grandparent, of the child's CP reward. */
  share_rates: z.array(rateField).max(10).default(['0.1', '0.05']),
  /** Of the daily emission, split equally among level >= 1 nodes. */
  node_reward_rate: rateField.default('0.05'),
  /** Of the daily emission, split equally among level 2 nodes. */
  super_node_reward_rate: rateField.default('0.03'),
  /** Valid direct referrals (users with an active record) that make a level 1 node. */
  node_valid_directs: z.number().int().min(1).max(1000).default(10),
  /** Price of level 2 in `node_pay_token`. */
  s_pay: tokenAmountField.default('1000'),
  node_pay_token: tokenSymbolField.default('USDT'),
})
  // The stepper rounds down to a multiple of the step and never goes below the minimum; a minimum
  // between two steps would be lifted to a value the server then refuses as off-step.
  .refine((config) => BigInt(config.min_amount) % BigInt(config.step) === 0n, { path: ['min_amount'], message: 'min_amount must be a multiple of step', ...afterFieldChecks })
export type MintConfig = z.infer<typeof mintConfigSchema>
