import { formatAmount } from '@hapdex/core/amount/formatAmount'

/** Digits shown of a payment; the signed request carries every decimal. */
const PAY_DIGITS = 4

/** What a user pays, rounded up on display so the shown cost is never less than the real one. */
export function PayAmount({ value, decimals, token }: { value: bigint; decimals: number; token: string }) {
  return (
    <span className="mint-pay-amount">
      {formatAmount(value, decimals, { maxFractionDigits: PAY_DIGITS, rounding: 'up', grouping: true })} {token}
    </span>
  )
}
