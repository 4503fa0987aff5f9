import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount, displayRate } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useProductConfig } from '../api/productConfig.ts'
import { useProductMint } from '../api/productMint.ts'
import { useHapInfo } from '../api/walletInfo.ts'
import { oldMintAmount, oldMintAmountProblem, oldMintProblem, type OldMintProblem } from '../lib/oldMintRules.ts'

/** Amount in HAP, the limits, and the mint button: client checks first, then the `Mint` signature. */
export function OldMintForm() {
  const { t } = useTranslation()
  const config = useProductConfig()
  const hap = useHapInfo()
  const mint = useProductMint()
  const [text, setText] = useState('')
  if (config.isPending || hap.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (!config.data || !hap.data) {
    return (
      <div className="list-state" role="alert" data-testid="old-mint-form-error">
        <p className="muted">{t('oldMint.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void Promise.all([config.refetch(), hap.refetch()])} loading={config.isFetching || hap.isFetching}>
          {t('app.retry')}
        </Button>
      </div>
    )
  }
  const { can_buy: canBuy, token, status, release_multiple: multiple, daily_release_rate: rate, parent_id: parentId } = config.data
  const messages: Record<OldMintProblem, string> = {
    d94: t('d94'),
    d95: t('d95', { amount: displayAmount(canBuy) }),
    invalid: t('oldMint.invalidAmount'),
    zero: t('oldMint.zeroAmount'),
  }

  const submit = () => {
    if (mint.isPending) return
    const problem = oldMintProblem({ text, decimals: hap.data.decimals, parentId, canBuy })
    if (problem) return toastError(messages[problem])
    mint.mutate(oldMintAmount(text, hap.data.decimals), {
      onSuccess: ({ msg }) => {
        toastSuccess(successMessage(msg, t('oldMint.minted')))
        setText('')
      },
      onError: toastActionError,
    })
  }

  const closed = status === '0'
  const empty = text.trim() === ''
  // Checked as the user types, so the button says what is wrong before anyone taps it; the
  // referrer is left to the tap, where its toast leads to binding one.
  const amountProblem = empty ? undefined : oldMintAmountProblem({ text, decimals: hap.data.decimals, canBuy })
  const label = closed ? t('swap65') : empty ? t('swap10') : amountProblem ? messages[amountProblem] : t('oldMint.mint')

  return (
    <section className="card old-mint-form" data-testid="old-mint-form">
      <label className="field-label" htmlFor="old-mint-amount">
        {t('oldMint.amount', { token })}
      </label>
      <div className="old-mint-input">
        <input
          id="old-mint-amount"
          className="text-input num"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder="0"
          onChange={(event) => setText(event.target.value)}
          aria-invalid={amountProblem !== undefined}
          data-testid="old-mint-amount"
        />
        <span className="old-mint-token">{token}</span>
      </div>
      <dl className="old-mint-lines">
        <div>
          <dt>{t('oldMint.usable')}</dt>
          <dd className="num" data-testid="old-mint-usable">{displayAmount(hap.data.usable)} {token}</dd>
        </div>
        <div>
          <dt>{t('oldMint.canBuy')}</dt>
          <dd className="num" data-testid="old-mint-can-buy">{displayAmount(canBuy)} {token}</dd>
        </div>
      </dl>
      <p className="muted old-mint-terms">{t('oldMint.terms', { multiple: displayAmount(multiple), rate: displayRate(rate) })}</p>
      <Button block onClick={submit} disabled={closed || empty || amountProblem !== undefined} loading={mint.isPending} data-testid="old-mint-submit">
        {label}
      </Button>
    </section>
  )
}
