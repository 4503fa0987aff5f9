import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { useSession } from '../../../lib/session.ts'
import { SignatureRefusedError } from '../../../lib/signedAction.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useTransferConfigs } from '../api/transferConfigs.ts'
import { useTransferOut } from '../api/transferOut.ts'
import { useTransferRecords } from '../api/transferRecordList.ts'
import { useWalletInfo } from '../api/walletInfo.ts'
import { useReservedAddresses } from '../hooks/useReservedAddresses.ts'
import { useRuleMessage } from '../hooks/useRuleMessage.ts'
import { wireAmount } from '../../../lib/amountInput.ts'
import { displayAmount, displayRate, displayUnits } from '../../../lib/display.ts'
import { amountProblem, checkAddress, checkSpend, readAmount, transferFee } from '../lib/fundsRules.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { AddressField } from './AddressField.tsx'
import { AmountField } from './AmountField.tsx'
import { LoadingValue } from '../../../components/LoadingValue.tsx'
import { BillRow } from './BillRow.tsx'
import { RecordList } from './RecordList.tsx'
import { TokenPicker } from './TokenPicker.tsx'

export function TransferTab() {
  const { t } = useTranslation()
  const ruleMessage = useRuleMessage()
  const session = useSession()
  const configs = useTransferConfigs()
  const [tokenId, setTokenId] = useState<number>()
  const [amountText, setAmountText] = useState('')
  const [toAddress, setToAddress] = useState('')
  const tokens = configs.data?.list ?? []
  const token = tokens.find((candidate) => candidate.token_id === tokenId) ?? tokens[0]
  const wallet = useWalletInfo(token?.token_id)
  const transfer = useTransferOut()
  const records = useTransferRecords()
  const reserved = useReservedAddresses()

  if (configs.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (!token) return <p className="muted">{t('funds.loadFailed')}</p>

  const units = (wire: string) => {
    const parsed = readAmount(wire, token.decimals)
    return parsed.ok ? parsed.value : 0n
  }
  const parsed = readAmount(amountText, token.decimals)
  const fee = parsed.ok && parsed.value > 0n ? transferFee(parsed.value, token.fee_rate) : undefined
  const usable = wallet.data ? units(wallet.data.usable) : undefined
  const problem = amountProblem(amountText, token.decimals, (amount) => checkSpend({ amount, usable, minimum: units(token.min_amount) }))
  const problemText = problem ? ruleMessage(problem, { minimum: displayAmount(token.min_amount), token: token.token, decimals: token.decimals }) : null
  const addressProblem = toAddress.trim() === '' ? null : checkAddress(toAddress, session?.address, reserved)
  const ready = amountText.trim() !== '' && toAddress.trim() !== '' && problem === null && addressProblem === null

  const submit = () => {
    if (!parsed.ok) return toastError(ruleMessage(parsed.code, { decimals: token.decimals }))
    const code = checkSpend({ amount: parsed.value, usable: units(wallet.data?.usable ?? '0'), minimum: units(token.min_amount) }) ?? checkAddress(toAddress, session?.address, reserved)
    if (code) return toastError(ruleMessage(code, { minimum: displayAmount(token.min_amount), token: token.token }))
    transfer.mutate(
      // The parsed value in the API's spelling: the signed text is the amount charged.
      { tokenId: token.token_id, amount: wireAmount(parsed.value, token.decimals), toAddress: toAddress.trim() },
      {
        onSuccess: ({ msg }) => {
          toastSuccess(successMessage(msg, t('funds.transferDone')))
          setAmountText('')
        },
        onError: (error) => {
          if (error instanceof SignatureRefusedError) toastError(t('d186'))
        },
      },
    )
  }

  return (
    <div className="funds-tab" data-testid="transfer-tab">
      <div className="card funds-form">
        <div className="funds-field">
          <span className="field-label">{t('funds.token')}</span>
          <TokenPicker tokens={tokens} value={token} onChange={(next) => setTokenId(next.token_id)} testId="transfer-token" />
        </div>
        <AmountField
          value={amountText}
          onChange={setAmountText}
          error={problemText}
          onMax={wallet.data ? () => setAmountText(wallet.data.usable) : undefined}
          testId="transfer-amount"
          hint={
            <span data-testid="transfer-usable">
              {t('funds.usable')}{t('app.colon')}
              <LoadingValue loading={wallet.isLoading} testId="transfer-usable-loading">
                <span className="num">{wallet.data ? displayAmount(wallet.data.usable) : '—'}</span>
              </LoadingValue>{' '}
              {token.token}
            </span>
          }
        />
        <AddressField value={toAddress} onChange={setToAddress} label={t('funds.toAddress')} error={addressProblem ? ruleMessage(addressProblem) : null} testId="transfer-address" />
        <ul className="funds-notes" data-testid="transfer-fee-hint">
          <li>{t('funds.transferRate', { rate: displayRate(token.fee_rate) })}</li>
          {fee !== undefined && parsed.ok ? (
            <li className="funds-note-strong">
              {t('funds.feeAndArrive', { fee: displayUnits(fee, token.decimals), receive: displayUnits(parsed.value - fee, token.decimals), token: token.token })}
            </li>
          ) : null}
        </ul>
        <Button block onClick={submit} disabled={!ready} loading={transfer.isPending} data-testid="transfer-submit">
          {amountText.trim() === '' ? t('swap10') : toAddress.trim() === '' ? t('funds.enterAddress') : t('funds.transfer')}
        </Button>
      </div>
      <RecordList title={t('funds.transferRecords')} query={records} rowKey={(row) => row.id} renderRow={(row) => <BillRow row={row} />} testId="transfer-records" />
    </div>
  )
}
