import { z } from 'zod'
import { rateField, tokenAmountField, tokenSymbolField } from './configFields.ts'

/**
 * The circulation market (PROGRAMMES.md, "Circulation market"; decision 0032), every (cfg)
 * default. Named `cmarket`, apart from the foundation fund (`fund`, the `circulation` system
 * account). Orders trade `token` (HAP) for `pay_token` (USDT) in units of `amount` at `price`.
 */
export const cmarketConfigSchema = z.object({
  /** The spec's switch: '1' open, '0' closed (lang.h328), '2' ended (lang.h329). */
  status: z.enum(['0', '1', '2']).default('1'),
  token: tokenSymbolField.default('HAP'),
  pay_token: tokenSymbolField.default('USDT'),
  /** Burn fuel is paid in it on completion. */
  fuel_token: tokenSymbolField.default('GOC'),
  /** One unit of an order, in whole tokens: an order's amount is a whole number of units. */
  amount: tokenAmountField.default('100'),
  /** pay_token per whole token: an order keeps the price it was published at and matches only orders of the same price. */
  price: tokenAmountField.default('0.5'),
  /** The amounts the publish popup offers (whole tokens, each a multiple of amount). */
  sell_amounts: z.array(tokenAmountField).min(1).max(12).default(['100', '200', '500', '1000']),
  /** Circulation reward of a completed buy, of its amount, from cm_pool. */
  reward_rate: rateField.default('0.05'),
  /** Burn fuel = burn_rate × reward × token price / fuel token price, in fuel_token, to burned. */
  burn_rate: rateField.default('0.1'),
  /** Days a matched order stays frozen before circulation.release completes it. */
  freeze_day: z.number().int().min(0).max(365).default(7),
  /** The most a user may have open (queuing plus frozen) on each side, in whole tokens: can_buy (lang.h330) and can_sell (lang.h331). */
  buy_quota: tokenAmountField.default('10000'),
  sell_quota: tokenAmountField.default('10000'),
  /** Team share rewards of a completed buy's circulation reward, by generation; never from the receiver's largest zone. */
  share_rates: z.array(rateField).max(10).default(['0.1', '0.05']),
})
export type CmarketConfig = z.infer<typeof cmarketConfigSchema>
