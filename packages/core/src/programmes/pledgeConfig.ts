import { z } from 'zod'
import { openStatusField, rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

export const pledgePoolConfig = z.object({
  /** The id users send as pool_id; never reuse one for another token. */
  id: z.number().int().min(1).max(1_000_000),
  /** Pledged and rewarded in this token. */
  token: tokenSymbolField,
  min_pledge: tokenAmountField,
  /** Reward a day, of what stayed pledged the whole day. */
  daily_rate: rateField,
  /** '0' takes no new pledges; redeem and claim stay open. */
  status: openStatusField.default('1'),
})
export type PledgePoolConfig = z.infer<typeof pledgePoolConfig>

const uniqueBy = (pools: readonly PledgePoolConfig[], key: 'id' | 'token') => new Set(pools.map((pool) => pool[key])).size === pools.length

/**
 * Pledge pools (PROGRAMMES.md, "Earn"). A pool's stake and reward are the ledger accounts
 * (user, token, pledged) and (user, token, pledge_reward), so one token has at most one pool
 * (docs/decisions/0010-earn.md).
 */
export const pledgeConfigSchema = z.object({
  status: openStatusField.default('1'),
  pools: z
    .array(pledgePoolConfig)
    .max(50)
    .refine((pools) => uniqueBy(pools, 'id'), 'pool ids must be unique')
    .refine((pools) => uniqueBy(pools, 'token'), 'one pool per token')
    .default([
      { id: 1, token: 'HAP', min_pledge: '100', daily_rate: '0.002', status: '1' },
      { id: 2, token: 'BtPi', min_pledge: '10', daily_rate: '0.003', status: '1' },
      { id: 3, token: 'USDT', min_pledge: '50', daily_rate: '0.001', status: '1' },
    ]),
})
export type PledgeConfig = z.infer<typeof pledgeConfigSchema>
