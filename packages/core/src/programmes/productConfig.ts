import { z } from 'zod'
import { openStatusField, rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

/** The old mint (`/product/*`, route zhuzao). */
export const productConfigSchema = z.object({
  status: openStatusField.default('1'),
  pay_token: tokenSymbolField.default('HAP'),
  /** Most a user may pay in, over all their records (lang.d95). */
  can_buy: tokenAmountField.default('10000'),
  /** release_amount = pay_amount × release_multiple. */
  release_multiple: rateField.default('2'),
  /** Released a day, of release_amount, until all is released. */
  daily_release_rate: rateField.default('0.01'),
})
export type ProductConfig = z.infer<typeof productConfigSchema>
