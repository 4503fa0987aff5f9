import { adminClock, adminSettlementRerun, adminSettlementRun, adminSettlementRuns, settlementStatuses, type settlementRun } from '@hapdex/core/api/programmes'
import { useCustom, useCustomMutation } from '@refinedev/core'
import { useTable } from '@refinedev/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { filterValue } from '../api/resources.ts'
import { dateTime, operatorZone, tokenAmount } from '../lib/format.ts'
import { fieldErrors } from '../lib/schemaForm.ts'
import { DayPriceForm, missingPrice, type PriceRequest } from './DayPriceForm.tsx'

type RunRow = z.output<typeof settlementRun>
type Clock = z.output<typeof adminClock.output>
type Runs = z.output<typeof adminSettlementRuns.output>

/** The day before `day` (YYYY-MM-DD), the last one a run may settle. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

/** Settlement runs by day: status, the prices and configuration versions each day used; a failed or underfunded day runs again, an ended day runs by hand. */
export function Settlement() {
  const { t, i18n } = useTranslation()
  const [notice, setNotice] = useState('')
  const { mutateAsync, mutation } = useCustomMutation<RunRow>()
  const rerunRef = useRef<(run: RunRow) => void>(() => undefined)
  const [priceRequest, setPriceRequest] = useState<PriceRequest>()
  const askPriceRef = useRef<(asked: { symbol: string; day: string }) => void>(() => undefined)
  askPriceRef.current = (asked) => setPriceRequest({ ...asked, seq: (priceRequest?.seq ?? 0) + 1 })
  const columns = useMemo<ColumnDef<RunRow>[]>(
    () => [
      { id: 'day', header: t('settlement.day'), accessorKey: 'day' },
      { id: 'job', header: t('settlement.job'), cell: ({ row }) => <code>{row.original.job}</code> },
      {
        id: 'status',
        header: t('settlement.status'),
        cell: ({ row }) => (
          <div className="status-cell">
            <span className={`badge run-${row.original.status}`}>{t(`settlement.statuses.${row.original.status}`)}</span>
            {row.original.detail && <span className="muted">{row.original.detail}</span>}
          </div>
        ),
      },
      { id: 'users', header: t('settlement.users'), accessorKey: 'users' },
      { id: 'totals', header: t('settlement.totals'), cell: ({ row }) => <Pairs values={row.original.totals} format={(symbol, amount) => tokenAmount(amount, symbol)} /> },
      { id: 'prices', header: t('settlement.prices'), cell: ({ row }) => <Pairs values={row.original.prices} format={(symbol, price) => `${symbol} ${price} USD`} /> },
      { id: 'config', header: t('settlement.configVersions'), cell: ({ row }) => <Pairs values={row.original.config_versions} format={(name, version) => `${name} v${version}`} /> },
      { id: 'attempts', header: t('settlement.attempts'), accessorKey: 'attempts' },
      { id: 'finished', header: t('settlement.finished'), cell: ({ row }) => (row.original.finished_at ? dateTime(row.original.finished_at, i18n.language) : '—') },
      {
        id: 'actions',
        header: t('settlement.actions'),
        cell: ({ row }) => {
          const asked = row.original.status === 'waiting' ? missingPrice(row.original.detail) : undefined
          if (asked !== undefined) {
            return (
              <div className="row-actions">
                <button type="button" onClick={() => askPriceRef.current(asked)}>
                  {t('settlement.enterPrice')}
                </button>
              </div>
            )
          }
          return (
            (row.original.status === 'failed' || row.original.status === 'underfunded') && (
              <div className="row-actions">
                <button type="button" className="primary" onClick={() => rerunRef.current(row.original)}>
                  {t('settlement.rerun')}
                </button>
              </div>
            )
          )
        },
      },
    ],
    [t, i18n.language],
  )
  const table = useTable<RunRow>({
    columns,
    refineCoreProps: { resource: 'settlement', pagination: { pageSize: 20, mode: 'server' }, filters: { mode: 'server' }, syncWithLocation: false },
  })
  // The jobs the runner knows and the clock's day, for the filters and the run form.
  const { query: jobsQuery } = useCustom<Runs>({ url: adminSettlementRuns.path, method: 'get', config: { query: { page: 1, page_size: 1 } } })
  const { query: clockQuery } = useCustom<Clock>({ url: adminClock.path, method: 'get' })
  const jobs = jobsQuery.data?.data.jobs ?? []
  const nextDays = jobsQuery.data?.data.next_days ?? {}
  const { filters, setFilters } = table.refineCore
  const setFilter = (field: 'job' | 'status', value: string) => setFilters([{ field, operator: 'eq', value }], 'merge')
  const done = async (run: RunRow, message: string) => {
    setNotice(t(message, { job: run.job, day: run.day, status: t(`settlement.statuses.${run.status}`) }))
    await table.refineCore.tableQuery.refetch()
  }
  rerunRef.current = (run) => {
    if (mutation.isPending) return
    setNotice('')
    mutateAsync({ url: adminSettlementRerun.path, method: 'post', values: { job: run.job, day: run.day } })
      .then(({ data }) => done(data, 'settlement.rerunDone'))
      .catch(() => undefined)
  }
  const clock = clockQuery.data?.data
  return (
    <section aria-labelledby="settlement-title">
      <div className="screen-head">
        <h1 id="settlement-title">{t('settlement.title')}</h1>
        <span className="muted">{clock ? t('settlement.today', { day: clock.day, now: dateTime(clock.now, i18n.language) }) : '\u00a0'}</span>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      {notice && <p role="status" className="success">{notice}</p>}
      {mutation.isError && <p role="alert" className="error">{mutation.error?.message}</p>}
      {/* Always in place (disabled until the jobs and the clock are read): nothing below it moves when they arrive. */}
      <RunDayForm
        key={clock && jobs.length > 0 ? 'ready' : 'loading'}
        jobs={jobs}
        nextDays={nextDays}
        lastDay={clock ? dayBefore(clock.day) : ''}
        onRun={async (run) => {
          await done(run, 'settlement.runDone')
          await jobsQuery.refetch()
        }}
      />
      <DayPriceForm
        request={priceRequest}
        onFixed={async (fixed) => {
          setNotice(t('settlement.priceFixed', { symbol: fixed.symbol, day: fixed.day, price: fixed.price }))
          await table.refineCore.tableQuery.refetch()
        }}
      />
      <div className="filters compact">
        <label className="field">
          <span>{t('settlement.job')}</span>
          <select value={String(filterValue(filters, 'job') ?? '')} onChange={(event) => setFilter('job', event.target.value)}>
            <option value="">{t('settlement.allJobs')}</option>
            {jobs.map((job) => (
              <option key={job} value={job}>
                {job}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('settlement.status')}</span>
          <select value={String(filterValue(filters, 'status') ?? '')} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">{t('settlement.allStatuses')}</option>
            {settlementStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`settlement.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable table={table} caption={t('settlement.title')} />
    </section>
  )
}

function Pairs({ values, format }: { values: Record<string, string | number>; format: (key: string, value: string) => string }) {
  const entries = Object.entries(values)
  if (entries.length === 0) return <span className="muted">—</span>
  return (
    <>
      {entries.map(([key, value]) => (
        <span key={key} className="change">
          {format(key, String(value))}
        </span>
      ))}
    </>
  )
}

/** Runs one job for one ended day now (days settle in order: the server names the first open one when refused). */
function RunDayForm({ jobs, nextDays, lastDay, onRun }: { jobs: string[]; nextDays: Record<string, string>; lastDay: string; onRun: (run: RunRow) => Promise<void> }) {
  const { t } = useTranslation()
  // The job's next open day when it has ended, else the last ended day (nothing is due).
  const dueDay = (name: string) => {
    const next = nextDays[name]
    return next !== undefined && next <= lastDay ? next : lastDay
  }
  const [job, setJob] = useState(jobs[0] ?? '')
  const [day, setDay] = useState(() => dueDay(jobs[0] ?? ''))
  const next = nextDays[job]
  const ready = jobs.length > 0 && lastDay !== ''
  const { mutateAsync, mutation } = useCustomMutation<RunRow>()
  const error = mutation.isError ? (mutation.error?.message ?? '') : ''
  const byField = fieldErrors(error, ['day', 'job'])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutateAsync({ url: adminSettlementRun.path, method: 'post', values: { job, day } })
      .then(({ data }) => onRun(data))
      .catch(() => undefined)
  }
  return (
    <form className="card inline-form" onSubmit={submit} noValidate aria-labelledby="run-title">
      <h2 id="run-title">{t('settlement.runTitle')}</h2>
      <label className="field">
        <span>{t('settlement.job')}</span>
        <select
          disabled={!ready}
          value={job}
          onChange={(event) => {
            setJob(event.target.value)
            setDay(dueDay(event.target.value))
          }}
        >
          {jobs.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('settlement.day')}</span>
        <input type="date" disabled={!ready} value={day} max={lastDay || undefined} onChange={(event) => setDay(event.target.value)} aria-invalid={byField.day !== undefined} aria-describedby="run-day-error" />
      </label>
      <button type="submit" className="primary" disabled={!ready || mutation.isPending}>
        {t('settlement.run')}
      </button>
      <p className="muted hint">{ready && next !== undefined ? (next <= lastDay ? t('settlement.nextOpen', { day: next }) : t('settlement.upToDate', { day: lastDay })) : '\u00a0'}</p>
      <p id="run-day-error" role="alert" className="error">
        {error}
      </p>
    </form>
  )
}
