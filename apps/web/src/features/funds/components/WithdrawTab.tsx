import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withdrawFee } from '@hapdex/core/rules/withdrawFee'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { shortenAddress } from '../../../lib/format.ts'
import { useSession } from '../../../lib/session.ts'
import { SignatureRefusedError } from '../../../lib/signedAction.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useWithdrawCondition } from '../api/withdrawCondition.ts'
import { useWithdrawConfigs } from '../api/withdrawConfigs.ts'
import { useWithdrawOrder } from '../api/withdrawOrder.ts'
import { useWithdrawOrders } from '../api/withdrawOrderList.ts'
import { useReservedAddresses } from '../hooks/useReservedAddresses.ts'
import { useRuleMessage } from '../hooks/useRuleMessage.ts'
import { wireAmount } from '../../../lib/amountInput.ts'
import { displayAmount, displayRate, displayTime, displayUnits } from '../../../lib/display.ts'
import { displayDuration } from '../lib/displayDuration.ts'
import { amountProblem, checkAddress, checkSpend, readAmount } from '../lib/fundsRules.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { AddressField } from './AddressField.tsx'
import { AmountField } from './AmountField.tsx'
import { LoadingValue } from '../../../components/LoadingValue.tsx'
import { RecordList } from './RecordList.tsx'
import { TokenPicker } from './TokenPicker.tsx'

/** Spec 9: the minimum shown before the configs have loaded. */
const DEFAULT_MIN_WITHDRAW = '50'

export function WithdrawTab() {
  const { t, i18n } = useTranslation()
  const ruleMessage = useRuleMessage()
  const session = useSession()
  const configs = useWithdrawConfigs()
  const [tokenId, setTokenId] = useState<number>()
  const [amountText, setAmountText] = useState('')
  // Spec: the destination defaults to the own account and stays editable.
  const [addressText, setAddressText] = useState<string>()
  const tokens = configs.data?.list ?? []
  const token = tokens.find((candidate) => candidate.token_id === tokenId) ?? tokens[0]
  const condition = useWithdrawCondition(token?.token_id)
  const order = useWithdrawOrder()
  const records = useWithdrawOrders()
  const reserved = useReservedAddresses()

  if (configs.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (!token) return <p className="muted">{t('funds.loadFailed')}</p>

  const rules = condition.data ?? { min_withdraw: token.min_amount || DEFAULT_MIN_WITHDRAW, fee_rate: token.fee_rate, min_fee: token.min_fee, max_fee: token.max_fee, usable: undefined }
  const units = (wire: string) => {
    const parsed = readAmount(wire, token.decimals)
    return parsed.ok ? parsed.value : 0n
  }
  const parsed = readAmount(amountText, token.decimals)
  const fee = parsed.ok && parsed.value > 0n ? withdrawFee({ amount: parsed.value, feeRate: rules.fee_rate, minFee: units(rules.min_fee), maxFee: units(rules.max_fee) }) : undefined
  const destination = addressText ?? session?.address ?? ''
  const usable = rules.usable === undefined ? undefined : units(rules.usable)
  const problem = amountProblem(amountText, token.decimals, (amount) =>
    checkSpend({ amount, usable, minimum: units(rules.min_withdraw), fee: amount > 0n ? withdrawFee({ amount, feeRate: rules.fee_rate, minFee: units(rules.min_fee), maxFee: units(rules.max_fee) }) : 0n }),
  )
  const remaining = condition.data?.daily_remaining
  // The server refuses what passes the 24-hour limit (withdraw.daily_limit): said beside the field before signing.
  const overLimit = problem === null && parsed.ok && remaining !== undefined && parsed.value > units(remaining)
  const problemText = problem ? ruleMessage(problem, { minimum: displayAmount(rules.min_withdraw), token: token.token, decimals: token.decimals }) : overLimit ? t('funds.overDailyLimit', { remaining: displayAmount(remaining), token: token.token }) : null
  const addressProblem = destination.trim() === '' ? null : checkAddress(destination, undefined, reserved)
  const ready = amountText.trim() !== '' && destination.trim() !== '' && problem === null && !overLimit && addressProblem === null

  const submit = () => {
    if (!parsed.ok) return toastError(ruleMessage(parsed.code, { decimals: token.decimals }))
    const code =
      checkSpend({ amount: parsed.value, usable: units(rules.usable ?? '0'), minimum: units(rules.min_withdraw), fee: fee ?? 0n }) ?? checkAddress(destination, undefined, reserved)
    if (code) return toastError(ruleMessage(code, { minimum: displayAmount(rules.min_withdraw), token: token.token }))
    order.mutate(
      // The parsed value in the API's spelling: the signed text is the amount charged.
      { tokenId: token.token_id, amount: wireAmount(parsed.value, token.decimals), address: destination.trim() },
      {
        onSuccess: ({ msg }) => {
          toastSuccess(successMessage(msg, t('funds.withdrawPlaced')))
          setAmountText('')
        },
        onError: (error) => {
          if (error instanceof SignatureRefusedError) toastError(t('d186'))
        },
      },
    )
  }

  return (
    <div className="funds-tab" data-testid="withdraw-tab">
      <div className="card funds-form">
        {configs.data?.paused ? (
          <p className="funds-paused" role="status" data-testid="withdraw-paused">
            {t('funds.withdrawPaused')}
          </p>
        ) : null}
        <div className="funds-field">
          <span className="field-label">{t('funds.token')}</span>
          <TokenPicker tokens={tokens} value={token} onChange={(next) => setTokenId(next.token_id)} testId="withdraw-token" />
        </div>
        <AmountField
          value={amountText}
          onChange={setAmountText}
          error={problemText}
          onMax={rules.usable === undefined ? undefined : () => setAmountText(rules.usable ?? '')}
          testId="withdraw-amount"
          hint={
            <span data-testid="withdraw-usable">
              {t('funds.usable')}{t('app.colon')}
              <LoadingValue loading={condition.isLoading} testId="withdraw-usable-loading">
                <span className="num">{rules.usable === undefined ? '—' : displayAmount(rules.usable)}</span>
              </LoadingValue>{' '}
              {token.token}
            </span>
          }
        />
        <AddressField value={destination} onChange={setAddressText} label={t('funds.withdrawAddress')} error={addressProblem ? ruleMessage(addressProblem) : null} testId="withdraw-address" />
        <ul className="funds-notes" data-testid="withdraw-fee-hint">
          <li>{t('funds.minWithdraw', { minimum: displayAmount(rules.min_withdraw), token: token.token })}</li>
          <li>{t('funds.feeRule', { rate: displayRate(rules.fee_rate), min: displayAmount(rules.min_fee), max: displayAmount(rules.max_fee), token: token.token })}</li>
          {condition.data?.daily_limit !== undefined && remaining !== undefined ? (
            <li data-testid="withdraw-daily-limit">{t('funds.withdrawDailyLimit', { remaining: displayAmount(remaining), limit: displayAmount(condition.data.daily_limit), token: token.token })}</li>
          ) : null}
          {fee !== undefined && parsed.ok ? (
            <li className="funds-note-strong">
              {t('funds.feeAndReceive', {
                fee: displayUnits(fee, token.decimals),
                receive: displayUnits(parsed.value > fee ? parsed.value - fee : 0n, token.decimals),
                token: token.token,
              })}
            </li>
          ) : null}
          {/* While paused no payout time holds: the notice above says when it is paid. */}
          {configs.data?.paused ? null : <li data-testid="withdraw-eta">{t('funds.withdrawEta', { time: displayDuration(configs.data?.payout_eta_seconds ?? 60, i18n.language) })}</li>}
        </ul>
        <Button block onClick={submit} disabled={!ready} loading={order.isPending} data-testid="withdraw-submit">
          {amountText.trim() === '' ? t('swap10') : destination.trim() === '' ? t('funds.enterAddress') : t('funds.withdraw')}
        </Button>
      </div>
      <RecordList
        title={t('funds.withdrawRecords')}
        query={records}
        rowKey={(row) => row.id}
        testId="withdraw-records"
        renderRow={(row) => (
          <>
            <div className="funds-record-main">
              <span className="funds-record-title">{row.status_txt}</span>
              <span className="num funds-change is-out">
                −{displayAmount(row.amount)} {row.token_name}
              </span>
            </div>
            <div className="funds-record-meta">
              <span>{displayTime(row.created_time, i18n.language)}</span>
              <span className="mono">{shortenAddress(row.address)}</span>
              <span>{t('funds.feeShort', { fee: displayAmount(row.fee) })}</span>
            </div>
          </>
        )}
      />
    </div>
  )
}
