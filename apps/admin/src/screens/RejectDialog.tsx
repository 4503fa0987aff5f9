import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { tokenAmount } from '../lib/format.ts'
import type { WithdrawRow } from './Withdrawals.tsx'

/** Asks for the reason a withdrawal is rejected; the server's message shows next to the field. */
export function RejectDialog({ order, pending, error, onCancel, onReject }: { order: WithdrawRow; pending: boolean; error: string | undefined; onCancel: () => void; onReject: (reason: string) => Promise<void> }) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === '') return setMissing(true)
    onReject(reason.trim()).catch(() => undefined)
  }
  return (
    <div className="backdrop">
      <form role="dialog" aria-modal="true" aria-labelledby="reject-title" className="card dialog" onSubmit={submit}>
        <h2 id="reject-title">{t('withdrawals.rejectTitle', { id: order.id })}</h2>
        <p>{tokenAmount(order.amount, order.token_name)}</p>
        <label className="field">
          <span>{t('withdrawals.reason')}</span>
          <textarea value={reason} maxLength={200} rows={3} autoFocus aria-invalid={missing || error !== undefined} aria-describedby="reject-hint reject-error" onChange={(event) => setReason(event.target.value)} />
        </label>
        <p id="reject-hint" className="muted">{t('withdrawals.reasonHint')}</p>
        <p id="reject-error" role="alert" className="error">{missing ? t('withdrawals.reasonRequired') : error}</p>
        <div className="row-actions">
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="danger" disabled={pending}>
            {t('withdrawals.reject')}
          </button>
        </div>
      </form>
    </div>
  )
}
