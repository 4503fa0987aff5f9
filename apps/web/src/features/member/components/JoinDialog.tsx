import type { SmPayType } from '@hapdex/core/api/sm'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Address } from '../../../components/Address.tsx'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount, displayRate } from '../../../lib/display.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useMemberDiscount, type MemberConfig } from '../api/memberQueries.ts'
import { useMemberEntryMark, useMemberJoin } from '../api/memberJoin.ts'

const payTypes = [0, 1] as const satisfies readonly SmPayType[]
const tokenOf = (payType: SmPayType) => (payType === 1 ? 'HAP' : 'USDT')

/** The pay popup: USDT (pay_amount) or HAP (hap_pay_amount) with the account's discount, from the platform balance or on chain. */
export function JoinDialog({ config, onClose }: { config: MemberConfig; onClose: () => void }) {
  const { t } = useTranslation()
  const [payType, setPayType] = useState<SmPayType>(0)
  const discount = useMemberDiscount(payType)
  const join = useMemberJoin()
  const done = () => {
    toastSuccess(t('member.pay.done'))
    onClose()
  }
  const pay = () => {
    if (discount.data === undefined) return
    join.mutate({ pay_type: payType, pay_amount: discount.data.pay_amount }, { onSuccess: done, onError: toastActionError })
  }
  return (
    <Dialog open onClose={onClose} title={t('member.pay.title')} testId="member-pay">
      <div className="stack">
        <fieldset className="member-pay-types">
          <legend>{t('member.pay.token')}</legend>
          {payTypes.map((type) => (
            <label key={type} className="member-pay-type" data-checked={type === payType}>
              <input type="radio" name="member-pay-type" value={type} checked={type === payType} onChange={() => setPayType(type)} data-testid={`member-pay-type-${type}`} />
              <span>{tokenOf(type)}</span>
              <span className="member-note">{displayAmount(type === 1 ? config.hap_pay_amount : config.pay_amount)} {tokenOf(type)}</span>
            </label>
          ))}
        </fieldset>
        {discount.isPending ? (
          <Skeleton label={t('app.loading')} rows={2} />
        ) : discount.isError ? (
          <p className="member-note" role="alert">{t('member.loadFailed')}</p>
        ) : (
          <>
            <dl className="member-figures">
              <div>
                <dt>{t('member.pay.discount')}</dt>
                <dd data-testid="member-pay-discount">{discount.data.source === 'none' ? t('member.pay.noDiscount') : `${displayRate(discount.data.discount)} · ${t(`member.pay.source.${discount.data.source}`)}`}</dd>
              </div>
              <div>
                <dt>{t('member.pay.amount')}</dt>
                <dd data-testid="member-pay-amount">{displayAmount(discount.data.pay_amount, 18)} {discount.data.pay_token}</dd>
              </div>
            </dl>
            <p className="member-note">{t('member.pay.from')}</p>
            <Button block loading={join.isPending} onClick={pay} data-testid="member-pay-confirm">
              {t('member.pay.confirm')}
            </Button>
            <OnChain config={config} amount={discount.data.pay_amount} token={discount.data.pay_token} onJoined={done} />
          </>
        )}
        <Button block variant="secondary" onClick={onClose} disabled={join.isPending}>
          {t('member.pay.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}

/** Pay on chain instead: our receiving address, then the transaction hash (entry mark). */
function OnChain({ config, amount, token, onJoined }: { config: MemberConfig; amount: string; token: string; onJoined: () => void }) {
  const { t } = useTranslation()
  const inputId = useId()
  const [hash, setHash] = useState('')
  const entryMark = useMemberEntryMark()
  if (config.receiver === '') return null
  const contract = token === 'HAP' ? config.hap_contract : config.usdt_contract
  const report = () => {
    if (hash.trim() === '') {
      toastError(t('member.chain.hashRequired'))
      return
    }
    entryMark.mutate(hash.trim(), { onSuccess: onJoined, onError: toastActionError })
  }
  return (
    <details className="member-chain" data-testid="member-chain">
      <summary>{t('member.chain.title')}</summary>
      <div className="stack">
        <p className="member-note">{t('member.chain.send', { amount: displayAmount(amount, 18), token })}</p>
        <div className="member-chain-row">
          <span>{t('member.chain.receiver')}</span>
          <span data-testid="member-chain-receiver"><Address address={config.receiver} full /></span>
        </div>
        {contract !== '' && (
          <div className="member-chain-row">
            <span>{t('member.chain.contract', { token })}</span>
            <Address address={contract} />
          </div>
        )}
        <label htmlFor={inputId} className="member-note">{t('member.chain.hash')}</label>
        <input id={inputId} className="text-input mono" value={hash} onChange={(event) => setHash(event.target.value)} placeholder="0x…" autoComplete="off" spellCheck={false} data-testid="member-chain-hash" />
        <Button block variant="secondary" loading={entryMark.isPending} onClick={report} data-testid="member-chain-submit">
          {t('member.chain.submit')}
        </Button>
      </div>
    </details>
  )
}
