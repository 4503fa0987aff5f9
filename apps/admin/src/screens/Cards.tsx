import type { adminCardsRow } from '@hapdex/core/api/cards'
import { useTable } from '@refinedev/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { shortHex, tokenAmount } from '../lib/format.ts'

type CardRow = z.output<typeof adminCardsRow>
const stars = [0, 1, 2, 3, 4, 5] as const
const sorts = ['star', 'personal'] as const

/** Equity cards (issue 38): the last settled day's stars and cards, sorted by star or personal liquidity on the server, filtered by star. */
export function Cards() {
  const { t } = useTranslation()
  const columns = useMemo<ColumnDef<CardRow>[]>(
    () => [
      { id: 'user', header: t('cards.user'), accessorKey: 'user_id' },
      { id: 'address', header: t('cards.address'), cell: ({ row }) => <code title={row.original.address}>{shortHex(row.original.address)}</code> },
      { id: 'star', header: t('cards.star'), cell: ({ row }) => (row.original.star === 0 ? <span className="muted">{t('cards.noStar')}</span> : t('cards.starValue', { star: row.original.star })) },
      { id: 'personal', header: t('cards.personal'), cell: ({ row }) => tokenAmount(row.original.personal_liquidity, 'USD') },
      { id: 'team', header: t('cards.team'), cell: ({ row }) => tokenAmount(row.original.team_liquidity, 'USD') },
      { id: 'card', header: t('cards.card'), cell: ({ row }) => (row.original.holds_card ? t('cards.heldSince', { day: row.original.card_since ?? '' }) : <span className="muted">{t('cards.noCard')}</span>) },
    ],
    [t],
  )
  const table = useTable<CardRow>({
    columns,
    refineCoreProps: {
      resource: 'cards',
      pagination: { pageSize: 20, mode: 'server' },
      filters: { mode: 'server' },
      sorters: { mode: 'server', initial: [{ field: 'star', order: 'desc' }] },
      syncWithLocation: false,
    },
  })
  const { setFilters, setSorters, sorters, filters, result, tableQuery } = table.refineCore
  const counts = (tableQuery.data as { counts?: Record<string, number> } | undefined)?.counts
  const sort = sorters[0]?.field === 'personal' ? 'personal' : 'star'
  const order = sorters[0]?.order ?? 'desc'
  const starFilter = filters.find((filter) => 'field' in filter && filter.field === 'star')
  const star = starFilter && 'value' in starFilter ? String(starFilter.value) : ''
  return (
    <section aria-labelledby="cards-title">
      <div className="screen-head">
        <h1 id="cards-title">{t('cards.title')}</h1>
        <span className="muted">{t('cards.total', { count: result.total ?? 0 })}</span>
        {counts?.held !== undefined && counts.max !== undefined && <span className="muted">{t('cards.held', { held: counts.held.toLocaleString('en-US'), max: counts.max.toLocaleString('en-US') })}</span>}
      </div>
      <div className="filters">
        <label className="field">
          <span>{t('cards.star')}</span>
          <select value={star} onChange={(event) => setFilters([{ field: 'star', operator: 'eq', value: event.target.value }], 'replace')}>
            <option value="">{t('cards.allStars')}</option>
            {stars.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t('cards.noStar') : t('cards.starValue', { star: value })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('cards.sort')}</span>
          <select value={sort} onChange={(event) => setSorters([{ field: event.target.value === 'personal' ? 'personal' : 'star', order }])}>
            {sorts.map((value) => (
              <option key={value} value={value}>
                {t(`cards.sorts.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('cards.order')}</span>
          <select value={order} onChange={(event) => setSorters([{ field: sort, order: event.target.value === 'asc' ? 'asc' : 'desc' }])}>
            <option value="desc">{t('cards.orders.desc')}</option>
            <option value="asc">{t('cards.orders.asc')}</option>
          </select>
        </label>
      </div>
      <DataTable table={table} caption={t('cards.title')} />
    </section>
  )
}
