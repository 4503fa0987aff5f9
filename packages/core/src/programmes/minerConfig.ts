import { z } from 'zod'
import { openStatusField, rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

/** The miner pool and the 918 airdrop (PROGRAMMES.md, "Miner pool and airdrops"); every (cfg) default. */
export const minerConfigSchema = z.object({
  status: openStatusField.default('1'),
  /** What miners produce and the airdrop pays. */
  mining_token: tokenSymbolField.default('HAPC'),
  /** Computing power of every user, in T. */
  units_per_user: z.number().int().min(1).max(1000).default(1),
  /** Production of one T over a whole session at the start of the schedule. */
  per_unit_per_session: tokenAmountField.default('30'),
  /** The rate is multiplied by this after every `decay_step` tokens mined. */
  decay_rate: rateField.default('0.8'),
  decay_step: tokenAmountField.default('10000000'),
  /** Mining stops when this much was mined (80 % of 2 billion). */
  total_cap: tokenAmountField.default('1600000000'),
  session_seconds: z.number().int().min(60).max(30 * 86_400).default(86_400),
  /** Bonuses on a finished session's production, to inviters whose miner ran within `active_seconds` of its end. */
  direct_bonus_rate: rateField.default('0.5'),
  indirect_bonus_rate: rateField.default('0.25'),
  active_seconds: z.number().int().min(60).max(30 * 86_400).default(86_400),
  /** The 918 airdrop: `airdrop_unit` on binding a leader, one more per `airdrop_valid_step` valid invitees, up to `airdrop_max`. */
  airdrop_unit: tokenAmountField.default('9.18'),
  airdrop_valid_step: z.number().int().min(1).max(10_000).default(10),
  airdrop_max: tokenAmountField.default('918'),
})
export type MinerConfig = z.infer<typeof minerConfigSchema>
