import { useTranslation } from 'react-i18next'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { ChevronDown } from 'lucide-react'
import { BALANCE_SHORTCUTS } from '@hapdex/core/rules/maxAmount'
import { TokenLogo } from '../tokens/TokenLogo.tsx'
import type { Token } from '../tokens/token.ts'

export type TokenAmountBoxProps = {
  side: 'from' | 'to'
  label: string
  token: Token | undefined
  value: string
  balance: bigint | undefined
  onType: (text: string) => void
  onPickToken: () => void
  onShortcut?: ((percent: number) => void) | undefined
  /** The add-liquidity screen's max button (spec 2). */
  onMax?: (() => void) | undefined
  computing?: boolean
}

export function TokenAmountBox({ side, label, token, value, balance, onType, onPickToken, onShortcut, onMax, computing }: TokenAmountBoxProps) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  return (
    <section className="amount-box" data-testid={`${side}-box`}>
      <div className="amount-box-top">
        <span className="muted">{label}</span>
        <span className="amount-box-balance">
          <span className="muted num" data-testid={`${side}-balance`}>
            {token && balance !== undefined ? t('exchange.swap.balance', { amount: amount(balance, token.decimals) }) : ''}
          </span>
          {/* MAX sits by the balance it fills in, so the amount keeps the row's width (issue 17: the add input was narrow). */}
          {onMax ? (
            <button type="button" className="chip chip-small" disabled={!token || balance === undefined} onClick={onMax} data-testid={`${side}-max`}>
              MAX
            </button>
          ) : null}
        </span>
      </div>
      <div className="amount-box-main">
        <input
          className={`amount-input num${computing ? ' is-computing' : ''}${value.length > 8 ? ' is-long' : ''}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          onChange={(event) => onType(event.target.value)}
          aria-label={label}
          data-testid={`${side}-amount`}
        />
        <button type="button" className="token-chip" onClick={onPickToken} data-testid={`${side}-token`}>
          {token ? <TokenLogo token={token} /> : null}
          <span>{token ? token.symbol : t('swap13')}</span>
          <ChevronDown aria-hidden="true" size={16} />
        </button>
      </div>
      {onShortcut ? (
        <div className="chip-row shortcut-row">
          {BALANCE_SHORTCUTS.map((percent) => (
            <button key={percent} type="button" className="chip" disabled={!token || balance === undefined} onClick={() => onShortcut(percent)} data-testid={`shortcut-${percent}`}>
              {percent}%
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
