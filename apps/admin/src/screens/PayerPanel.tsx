import { adminPayer, adminPayerPause, type adminPayerView } from '@hapdex/core/api/withdraw'
import { useCustom } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { StaticTable } from '../components/DataTable.tsx'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { useAction } from '../components/useAction.ts'
import { tokenAmount } from '../lib/format.ts'

type Payer = z.output<typeof adminPayerView>
type TokenRow = Payer['tokens'][number]

/** The payer: signing or paused and why, the operator's pause, and per token the hot wallet against what waits to be paid. */
export function PayerPanel() {
  const { t } = useTranslation()
  const { query } = useCustom<Payer>({ url: adminPayer.path, method: 'get' })
  const action = useAction<Payer>()
  const columns = useMemo<ColumnDef<TokenRow>[]>(
    () => [
      { id: 'token', header: t('payer.token'), accessorKey: 'token' },
      { id: 'pending', header: t('payer.pending'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.pending, row.original.token)}</span> },
      {
        id: 'hot',
        header: t('payer.hotBalance'),
        cell: ({ row }) => <KnownAmount amount={row.original.hot_balance} token={row.original.token} />,
      },
      {
        id: 'short',
        header: t('payer.floatShort'),
        cell: ({ row }) => <KnownAmount amount={row.original.float_short} token={row.original.token} alarm />,
      },
      {
        id: 'excess',
        header: t('payer.excess'),
        cell: ({ row }) => (
          <>
            <KnownAmount amount={row.original.excess} token={row.original.token} />{' '}
            <span className="muted">({row.original.ceiling === '0' ? t('payer.ceilingNone') : t('payer.ceiling', { amount: tokenAmount(row.original.ceiling, row.original.token) })})</span>
          </>
        ),
      },
    ],
    [t],
  )
  const payer = query.data?.data
  const toggle = (paused: boolean) => {
    if (paused && !window.confirm(t('payer.confirmPause'))) return
    void action.run(adminPayerPause.path, { paused }, async () => {
      await query.refetch()
      return paused ? t('payer.paused') : t('payer.resumed')
    })
  }
  return (
    <section aria-labelledby="payer-title" className="card">
      <div className="screen-head">
        <h2 id="payer-title">{t('payer.title')}</h2>
        {payer?.address ? (
          <button type="button" className={payer.operator_paused ? 'primary' : 'danger'} disabled={action.pending} onClick={() => toggle(!payer.operator_paused)}>
            {payer.operator_paused ? t('payer.resume') : t('payer.pause')}
          </button>
        ) : null}
      </div>
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && <p role="alert" className="error">{action.error}</p>}
      {query.isLoading ? (
        <p aria-busy="true" className="muted">{t('payer.loading')}</p>
      ) : query.isError || payer === undefined ? (
        <LoadFailed message={query.error?.message} retry={() => void query.refetch()} />
      ) : payer.address === null ? (
        <p className="muted">{t('payer.noWallet')}</p>
      ) : (
        <>
          <p role="status" className={`${payer.signing ? 'success' : 'error'} wrap-anywhere`}>
            <strong>{payer.signing ? t('payer.signing') : t('payer.notSigning')}</strong> <PauseReasons payer={payer} />
          </p>
          <StaticTable columns={columns} data={payer.tokens} caption={t('payer.title')} />
          <p className="muted">{t('payer.floatShortHint')}</p>
        </>
      )}
    </section>
  )
}

/** An amount read from the node, or why it is missing; `alarm` marks one above zero (payouts waiting). */
function KnownAmount({ amount, token, alarm = false }: { amount: string | null; token: string; alarm?: boolean }) {
  const { t } = useTranslation()
  if (amount === null) return <span className="muted">{t('payer.unknown')}</span>
  return <span className={alarm && amount !== '0' ? 'amount error' : 'amount'}>{tokenAmount(amount, token)}</span>
}

function PauseReasons({ payer }: { payer: Payer }) {
  const { t } = useTranslation()
  const reasons = [
    payer.operator_paused ? t('payer.byOperator', { address: payer.operator_paused_by ?? '' }) : undefined,
    payer.env_paused ? t('payer.byEnv') : undefined,
    payer.paused_reason ?? undefined,
    payer.shortfall === null ? undefined : t('payer.byShortfall'),
  ].filter((reason) => reason !== undefined)
  return reasons.length === 0 ? null : <span>{reasons.join(' · ')}</span>
}
