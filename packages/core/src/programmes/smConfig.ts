import { z } from 'zod'
import { openStatusField, rateField, tokenAmountField } from './configFields.ts'

/** An instant of the window, or '' while operators have set none (no window: nobody can join). */
const windowTimeField = z.union([z.literal(''), z.iso.datetime()])

/** A discount: the fraction taken off the fee (0.1 is 10 % off), below 1 (docs/decisions/0027-member-recruit.md). */
const discountField = rateField.refine((value) => Number.parseFloat(value) < 1, 'a discount below 1')

/** Member recruit (PROGRAMMES.md, "Member recruit (SM) and childlist"); every amount is the operators' (spec 3 shows none). */
export const smConfigSchema = z
  .object({
    status: openStatusField.default('1'),
    /** The joining window, both ends inclusive (SM recruit time status 2). */
    begin_time: windowTimeField.default(''),
    end_time: windowTimeField.default(''),
    /** The fee in USDT (pay_type 0). */
    pay_amount: tokenAmountField.default('100'),
    /** The fee in HAP (pay_type 1): the HAP equivalent operators set, not a live price. */
    hap_pay_amount: tokenAmountField.default('200'),
    /** Off the fee when paying in HAP. */
    hap_discount: discountField.default('0.1'),
    /** Off the fee for a partner (either token). */
    partner_discount: discountField.default('0.2'),
    /** Off the fee for a foundation share holder (either token). */
    foundation_discount: discountField.default('0.15'),
  })
  .refine((config) => config.begin_time === '' || config.end_time === '' || Date.parse(config.end_time) > Date.parse(config.begin_time), {
    message: 'end_time must be after begin_time',
    path: ['end_time'],
  })
export type SmConfig = z.infer<typeof smConfigSchema>
