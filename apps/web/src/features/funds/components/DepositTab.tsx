import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address as AddressType } from 'viem'
import { Address } from '../../../components/Address.tsx'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastError } from '../../../lib/toast.ts'
import { useReceiver } from '../api/getReceiver.ts'
import { useRechargeConfigs } from '../api/rechargeConfigs.ts'
import { depositFilter, useWalletRecords } from '../api/walletRecords.ts'
import { useDeposit } from '../hooks/useDeposit.ts'
import { useOnChainBalance } from '../hooks/useOnChainBalance.ts'
import { useRuleMessage } from '../hooks/useRuleMessage.ts'
import { displayUnits } from '../../../lib/display.ts'
import { amountProblem, checkDeposit, readAmount } from '../lib/fundsRules.ts'
import { AmountField } from './AmountField.tsx'
import { LoadingValue } from '../../../components/LoadingValue.tsx'
import { BillRow } from './BillRow.tsx'
import { RecordList } from './RecordList.tsx'
import { TokenPicker } from './TokenPicker.tsx'

export function DepositTab() {
  const { t } = useTranslation()
  const ruleMessage = useRuleMessage()
  const configs = useRechargeConfigs()
  const [tokenId, setTokenId] = useState<number>()
  const [amountText, setAmountText] = useState('')
  const tokens = configs.data?.list ?? []
  const token = tokens.find((candidate) => candidate.token_id === tokenId) ?? tokens[0]
  const receiver = useReceiver(token?.token_id)
  const contract = (receiver.data?.contract ?? token?.chain_list[0]?.contract) as AddressType | undefined
  const balance = useOnChainBalance(contract)
  const deposit = useDeposit()
  const records = useWalletRecords(depositFilter)

  if (configs.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (!token) return <p className="muted">{t('funds.loadFailed')}</p>

  // The minimum is the server's, from the recharge config (or the receiver's answer): decision 0005.
  const serverMinimum = readAmount(receiver.data?.min_amount ?? token.min_amount, token.decimals)
  const minimum = serverMinimum.ok ? serverMinimum.value : 0n
  const minimumText = displayUnits(minimum, token.decimals)
  const problem = amountProblem(amountText, token.decimals, (amount) => checkDeposit({ amount, balance: balance.data, minimum }))
  const problemText = problem ? ruleMessage(problem, { minimum: minimumText, token: token.token, decimals: token.decimals }) : null
  const submit = () => {
    const parsed = readAmount(amountText, token.decimals)
    if (!parsed.ok) return toastError(ruleMessage(parsed.code, { decimals: token.decimals }))
    const code = checkDeposit({ amount: parsed.value, balance: balance.data ?? 0n, minimum })
    if (code) return toastError(ruleMessage(code, { minimum: minimumText, token: token.token }))
    if (!receiver.data) return toastError(t('funds.noReceiver'))
    deposit.mutate(
      { contract: receiver.data.contract as AddressType, receiver: receiver.data.address as AddressType, amount: parsed.value },
      {
        onSuccess: () => setAmountText(''),
        onSettled: () => void balance.refetch(),
      },
    )
  }

  return (
    <div className="funds-tab" data-testid="deposit-tab">
      <div className="card funds-form">
        <div className="funds-field">
          <span className="field-label">{t('funds.token')}</span>
          <TokenPicker tokens={tokens} value={token} onChange={(next) => setTokenId(next.token_id)} testId="deposit-token" />
        </div>
        <AmountField
          value={amountText}
          onChange={setAmountText}
          error={problemText}
          onMax={balance.data === undefined ? undefined : () => setAmountText(displayUnits(balance.data, token.decimals, token.decimals).replaceAll(',', ''))}
          testId="deposit-amount"
          hint={
            <span data-testid="deposit-wallet-balance">
              {t('funds.walletBalance')}{t('app.colon')}
              <LoadingValue loading={balance.isLoading} testId="deposit-wallet-balance-loading">
                <span className="num">{balance.data === undefined ? '—' : displayUnits(balance.data, token.decimals)}</span>
              </LoadingValue>{' '}
              {token.token}
            </span>
          }
        />
        <div className="funds-field">
          <span className="field-label">{t('funds.receiver')}</span>
          {receiver.data ? <Address address={receiver.data.address} full /> : <Skeleton label={t('app.loading')} rows={1} />}
        </div>
        <ul className="funds-notes">
          {minimum > 0n ? <li data-testid="deposit-minimum">{t('funds.minDeposit', { minimum: minimumText, token: token.token })}</li> : null}
          <li>{t('funds.depositEta')}</li>
        </ul>
        <Button block onClick={submit} disabled={amountText.trim() === '' || problem !== null} loading={deposit.isPending} data-testid="deposit-submit">
          {amountText.trim() === '' ? t('swap10') : t('funds.deposit')}
        </Button>
      </div>
      <RecordList title={t('funds.depositRecords')} query={records} rowKey={(row) => row.id} renderRow={(row) => <BillRow row={row} />} testId="deposit-records" />
    </div>
  )
}
