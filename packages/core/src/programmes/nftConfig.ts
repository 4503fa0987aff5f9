import { z } from 'zod'
import { openStatusField, rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

/**
 * The NFT centre (PROGRAMMES.md, "NFT centre"); every (cfg) default. The NFT types themselves
 * (name, logo, price, production, hold_limit, hapc_rate) are rows operators manage
 * (`/api/admin/nft/types`), not configuration: holdings refer to them.
 */
export const nftConfigSchema = z.object({
  status: openStatusField.default('1'),
  /** Type 0 pays the whole price in this token; type 1 pays price × hapc_rate in second_pay_token and the rest in it. */
  pay_token: tokenSymbolField.default('HAP'),
  second_pay_token: tokenSymbolField.default('HAPC'),
  /** Production, output and every reward are in this token. */
  reward_token: tokenSymbolField.default('HAP'),
  /** Static output of a held NFT a day, of its production, until nothing remains. */
  daily_rate: rateField.default('0.01'),
  /** Share reward of the direct inviter and the one above, of the invitee's static output. */
  share_rates: z.array(rateField).max(10).default(['0.1', '0.05']),
  /** The rank pool's day, in reward_token, paid from nft_rank_pool. */
  rank_daily_amount: tokenAmountField.default('1000'),
  /** How many places of the share_cp ranking the rank pool pays. */
  rank_places: z.number().int().min(1).max(1000).default(20),
  /** `equal`: each place the same; `byMetric`: each place by its share_cp. */
  rank_split: z.enum(['equal', 'byMetric']).default('equal'),
})
export type NftConfig = z.infer<typeof nftConfigSchema>
