import { adminExchangeDelete, adminExchangeList, adminExchangeSave, type adminExchangePair } from '@hapdex/core/api/admin'
import { adminPoolList } from '@hapdex/core/api/programmes'
import { useCustom } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { StaticTable } from '../components/DataTable.tsx'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { useAction } from '../components/useAction.ts'
import { tokenAmount } from '../lib/format.ts'
import { fieldErrors } from '../lib/schemaForm.ts'

type Pair = z.output<typeof adminExchangePair>
type Tokens = z.output<typeof adminPoolList.output>['tokens']
interface PairDraft {
  t1_id: number
  t2_id: number
  exchange_rate: string
  fee_rate: string
  min_amount: string
  max_amount: string
  enabled: boolean
}
const numbers = ['exchange_rate', 'fee_rate', 'min_amount', 'max_amount'] as const

/** Flash-exchange pairs: rate, fee, limits in the source token, on or off; a pair is saved by its two tokens. */
export function Exchange() {
  const { t } = useTranslation()
  const { query } = useCustom<{ list: Pair[] }>({ url: adminExchangeList.path, method: 'get' })
  // The token list comes with the operator's accounts (the same ids the pairs use).
  const { query: tokensQuery } = useCustom<{ tokens: Tokens }>({ url: adminPoolList.path, method: 'get' })
  const tokens = tokensQuery.data?.data.tokens ?? []
  const blank = (): PairDraft => ({ t1_id: tokens[0]?.id ?? 0, t2_id: tokens[1]?.id ?? 0, exchange_rate: '', fee_rate: '0', min_amount: '0', max_amount: '0', enabled: true })
  const [draft, setDraft] = useState<PairDraft | undefined>()
  const form = draft ?? blank()
  const action = useAction<Pair>()
  const editRef = useRef<(pair: Pair) => void>(() => undefined)
  const removeRef = useRef<(pair: Pair) => void>(() => undefined)
  const columns = useMemo<ColumnDef<Pair>[]>(
    () => [
      { id: 'pair', header: t('exchange.pair'), cell: ({ row }) => `${row.original.t1.token} → ${row.original.t2.token}` },
      { id: 'rate', header: t('exchange.exchange_rate'), accessorKey: 'exchange_rate' },
      { id: 'fee', header: t('exchange.fee_rate'), accessorKey: 'fee_rate' },
      { id: 'min', header: t('exchange.min_amount'), cell: ({ row }) => tokenAmount(row.original.min_amount, row.original.t1.token) },
      { id: 'max', header: t('exchange.max_amount'), cell: ({ row }) => (row.original.max_amount === '0' ? t('exchange.noMax') : tokenAmount(row.original.max_amount, row.original.t1.token)) },
      { id: 'enabled', header: t('exchange.enabled'), cell: ({ row }) => <span className="badge">{row.original.enabled ? t('exchange.on') : t('exchange.off')}</span> },
      {
        id: 'actions',
        header: t('exchange.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" onClick={() => editRef.current(row.original)}>
              {t('content.edit')}
            </button>
            <button type="button" className="danger" onClick={() => removeRef.current(row.original)}>
              {t('content.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t],
  )
  editRef.current = (pair) => setDraft({ t1_id: pair.t1.token_id, t2_id: pair.t2.token_id, exchange_rate: pair.exchange_rate, fee_rate: pair.fee_rate, min_amount: pair.min_amount, max_amount: pair.max_amount, enabled: pair.enabled })
  removeRef.current = (pair) => {
    if (!window.confirm(t('content.confirmDelete', { title: `${pair.t1.token} → ${pair.t2.token}` }))) return
    void action.run(adminExchangeDelete.path, { id: pair.id }, async () => {
      await query.refetch()
      return t('exchange.deleted', { pair: `${pair.t1.token} → ${pair.t2.token}` })
    })
  }
  const byField = fieldErrors(action.error, [...numbers, 't1_id', 't2_id'])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void action.run(adminExchangeSave.path, form, async (saved) => {
      setDraft(undefined)
      await query.refetch()
      return t('exchange.saved', { pair: `${saved.t1.token} → ${saved.t2.token}` })
    })
  }
  const tokenSelect = (name: 't1_id' | 't2_id') => (
    <label className="field">
      <span>{t(`exchange.${name}`)}</span>
      <select value={form[name]} onChange={(event) => setDraft({ ...form, [name]: Number(event.target.value) })}>
        {tokens.map((token) => (
          <option key={token.id} value={token.id}>
            {token.symbol}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <section aria-labelledby="exchange-title">
      <div className="screen-head">
        <h1 id="exchange-title">{t('exchange.title')}</h1>
      </div>
      <form className="card form-grid" onSubmit={submit} noValidate aria-label={t('exchange.editor')}>
        {tokenSelect('t1_id')}
        {tokenSelect('t2_id')}
        {numbers.map((name) => (
          <div key={name} className="field">
            <label htmlFor={`pair-${name}`}>{t(`exchange.${name}`)}</label>
            <input id={`pair-${name}`} inputMode="decimal" value={form[name]} onChange={(event) => setDraft({ ...form, [name]: event.target.value })} aria-invalid={byField[name] !== undefined} />
            <span role="alert" className="error">{byField[name]}</span>
          </div>
        ))}
        <label className="field inline">
          <input type="checkbox" checked={form.enabled} onChange={(event) => setDraft({ ...form, enabled: event.target.checked })} />
          <span>{t('exchange.enabled')}</span>
        </label>
        <div className="row-actions wide">
          {action.notice && <p role="status" className="success">{action.notice}</p>}
          {action.error && Object.keys(byField).length === 0 && <p role="alert" className="error">{action.error}</p>}
          <button type="button" onClick={() => setDraft(undefined)}>
            {t('content.new')}
          </button>
          <button type="submit" className="primary" disabled={action.pending || tokens.length === 0}>
            {t('content.save')}
          </button>
        </div>
      </form>
      {query.isLoading ? <p className="muted">{t('common.loading')}</p> : query.isError ? <LoadFailed message={query.error?.message} retry={() => void query.refetch()} /> : <StaticTable columns={columns} data={query.data?.data.list ?? []} caption={t('exchange.title')} />}
    </section>
  )
}
