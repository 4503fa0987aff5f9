import { z } from 'zod'
import { rateField } from './configFields.ts'

/** Settings every programme shares (PROGRAMMES.md, "Daily settlement" and "Prices"). */
export const settlementConfigSchema = z.object({
  /** IANA zone whose calendar days are settlement days. */
  time_zone: z
    .string()
    .default('UTC')
    .refine((zone) => isTimeZone(zone), 'an IANA time zone such as UTC or Asia/Shanghai'),
  /** A signed request priced by the client is refused when the server's price differs by more. */
  price_tolerance: rateField.default('0.01'),
})
export type SettlementConfig = z.infer<typeof settlementConfigSchema>

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
