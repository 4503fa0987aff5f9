import { z } from 'zod'
import { openStatusField, rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

/** The foundation fund (PROGRAMMES.md, "Earn"): one share costs share_price, part burned, the rest pledged. */
export const fundConfigSchema = z.object({
  status: openStatusField.default('1'),
  token: tokenSymbolField.default('HAP'),
  share_price: tokenAmountField.default('20'),
  /** Of a share's price, what goes to `burned`; the rest is pledged and returned at the end. */
  burn_rate: rateField.default('0.5'),
  pledge_days: z.number().int().min(1).max(3650).default(365),
  /** Reward a day, of the pledged half, paid in the fund token while the pledge is in progress. */
  daily_rate: rateField.default('0.001'),
})
export type FundConfig = z.infer<typeof fundConfigSchema>
