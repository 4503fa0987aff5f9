import { adminTokenList, adminTokenSave, type adminTokenSettings } from '@hapdex/core/api/admin'
import { useCustom } from '@refinedev/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { useAction } from '../components/useAction.ts'
import { fieldErrors } from '../lib/schemaForm.ts'

type Token = z.output<typeof adminTokenSettings>
const fields = ['min_deposit', 'min_withdraw', 'withdraw_fee_rate', 'withdraw_min_fee', 'withdraw_max_fee', 'transfer_fee_rate', 'min_transfer', 'withdraw_review_threshold', 'withdraw_daily_limit', 'hot_float_ceiling'] as const
type Field = (typeof fields)[number]
const rates = new Set<Field>(['withdraw_fee_rate', 'transfer_fee_rate'])

/** Each token's deposit and withdrawal minimums and fees, its transfer fee rate, its withdrawal limits per user and 24 hours and its hot wallet ceiling, in whole tokens. */
export function Tokens() {
  const { t } = useTranslation()
  const { query } = useCustom<{ list: Token[] }>({ url: adminTokenList.path, method: 'get' })
  return (
    <section aria-labelledby="tokens-title">
      <div className="screen-head">
        <h1 id="tokens-title">{t('tokens.title')}</h1>
      </div>
      <p className="muted">{t('tokens.hint')}</p>
      {query.isLoading ? (
        <p aria-busy="true" className="muted">{t('common.loading')}</p>
      ) : query.isError || query.data === undefined ? (
        <LoadFailed message={query.error?.message} retry={() => void query.refetch()} />
      ) : (
        <div className="token-grid">
          {query.data.data.list.map((token) => (
            // A saved token starts its form afresh from what the server stored.
            <TokenForm key={`${token.id}:${fields.map((field) => token[field]).join()}`} token={token} onSaved={() => void query.refetch()} />
          ))}
        </div>
      )}
    </section>
  )
}

function TokenForm({ token, onSaved }: { token: Token; onSaved: () => void }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<Record<Field, string>>(() => Object.fromEntries(fields.map((field) => [field, token[field]])) as Record<Field, string>)
  const action = useAction<Token>()
  const byField = fieldErrors(action.error, [...fields])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Only what changed is sent: the audit shows exactly those fields moving.
    const changed = Object.fromEntries(fields.filter((field) => draft[field].trim() !== token[field]).map((field) => [field, draft[field].trim()]))
    void action.run(adminTokenSave.path, { id: token.id, ...changed }, (saved) => {
      onSaved()
      return t('tokens.saved', { symbol: saved.symbol })
    })
  }
  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-labelledby={`token-${token.id}`}>
      <h2 id={`token-${token.id}`}>{token.symbol}</h2>
      {fields.map((field) => (
        <div key={field} className="field">
          <label htmlFor={`token-${token.id}-${field}`}>{rates.has(field) ? t(`tokens.${field}`) : t(`tokens.${field}`, { symbol: token.symbol })}</label>
          <input id={`token-${token.id}-${field}`} inputMode="decimal" value={draft[field]} onChange={(event) => setDraft({ ...draft, [field]: event.target.value })} aria-invalid={byField[field] !== undefined} aria-describedby={`token-${token.id}-${field}-error`} />
          <span id={`token-${token.id}-${field}-error`} role="alert" className="error">
            {byField[field]}
          </span>
        </div>
      ))}
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && Object.keys(byField).length === 0 && <p role="alert" className="error">{action.error}</p>}
      <button type="submit" className="primary" disabled={action.pending}>
        {t('tokens.save', { symbol: token.symbol })}
      </button>
    </form>
  )
}
