import { adminPoolFund, adminPoolList, adminTreasuryCredit } from '@hapdex/core/api/programmes'
import { useCustom, useCustomMutation } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { StaticTable } from '../components/DataTable.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { tokenAmount } from '../lib/format.ts'
import { newIdempotencyKey } from '../lib/idempotencyKey.ts'
import { fieldErrors } from '../lib/schemaForm.ts'

type Accounts = z.output<typeof adminPoolList.output>
type Balance = Accounts['list'][number]
const TREASURY = 'treasury'

/** The treasury, every programme pool, burned and income per token; operators credit the treasury and fund pools from it. */
export function Pools() {
  const { t } = useTranslation()
  const { query } = useCustom<Accounts>({ url: adminPoolList.path, method: 'get' })
  const columns = useMemo<ColumnDef<Balance>[]>(
    () => [
      { id: 'account', header: t('pools.account'), cell: ({ row }) => <code>{row.original.account}</code> },
      { id: 'token', header: t('pools.token'), accessorKey: 'token' },
      { id: 'balance', header: t('pools.balance'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.balance, row.original.token)}</span> },
    ],
    [t],
  )
  return (
    <section aria-labelledby="pools-title">
      <div className="screen-head">
        <h1 id="pools-title">{t('pools.title')}</h1>
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <Loaded query={query}>
        {(accounts) => (
          <div className="split">
            <FundForm accounts={accounts} onFunded={() => void query.refetch()} />
            <div>
              <h2>{t('pools.balances')}</h2>
              <StaticTable columns={columns} data={accounts.list} caption={t('pools.balances')} />
              <OwedRewards owed={accounts.owed} />
            </div>
          </div>
        )}
      </Loaded>
    </section>
  )
}

type Owed = Accounts['owed'][number]

/** What pools still owe, oldest day first: funding the pool pays it, whole per day, on the worker's next pass. */
function OwedRewards({ owed }: { owed: readonly Owed[] }) {
  const { t } = useTranslation()
  const columns = useMemo<ColumnDef<Owed>[]>(
    () => [
      { id: 'day', header: t('pools.owedDay'), accessorKey: 'day' },
      { id: 'job', header: t('pools.owedJob'), cell: ({ row }) => <code>{row.original.job}</code> },
      { id: 'pool', header: t('pools.account'), cell: ({ row }) => <code>{row.original.pool}</code> },
      { id: 'amount', header: t('pools.owedAmount'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.amount, row.original.token)}</span> },
      { id: 'users', header: t('pools.owedUsers'), accessorKey: 'users' },
    ],
    [t],
  )
  return (
    <>
      <h2>{t('pools.owed')}</h2>
      {owed.length === 0 ? <p className="muted" data-testid="pools-owed-none">{t('pools.owedNone')}</p> : <StaticTable columns={columns} data={[...owed]} caption={t('pools.owed')} />}
    </>
  )
}

function FundForm({ accounts, onFunded }: { accounts: Accounts; onFunded: () => void }) {
  const { t } = useTranslation()
  const [target, setTarget] = useState(accounts.pools[0]?.pool ?? TREASURY)
  const [tokenId, setTokenId] = useState(accounts.tokens[0]?.id ?? 0)
  const [amount, setAmount] = useState('')
  const [memo, setMemo] = useState('')
  // One key per funding the operator means: kept across retries and double clicks, renewed after a success.
  const [key, setKey] = useState(newIdempotencyKey)
  const [notice, setNotice] = useState('')
  const { mutateAsync, mutation } = useCustomMutation<{ account: string; balance: string; treasury?: string }>()
  const error = mutation.isError ? (mutation.error?.message ?? '') : ''
  const byField = fieldErrors(error, ['amount', 'memo', 'pool', 'token_id'])
  const symbol = accounts.tokens.find((token) => token.id === tokenId)?.symbol ?? ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setNotice('')
    const values = { token_id: tokenId, amount: amount.trim(), memo, idempotency_key: key }
    const call = target === TREASURY ? { url: adminTreasuryCredit.path, values } : { url: adminPoolFund.path, values: { ...values, pool: target } }
    mutateAsync({ ...call, method: 'post' })
      .then(({ data }) => {
        setNotice(
          target === TREASURY
            ? t('pools.credited', { amount: tokenAmount(values.amount, symbol), balance: tokenAmount(data.balance, symbol) })
            : t('pools.funded', { amount: tokenAmount(values.amount, symbol), pool: target, balance: tokenAmount(data.balance, symbol), treasury: tokenAmount(data.treasury ?? '0', symbol) }),
        )
        setKey(newIdempotencyKey())
        setAmount('')
        setMemo('')
        onFunded()
      })
      .catch(() => undefined)
  }
  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-labelledby="fund-title">
      <h2 id="fund-title">{t('pools.fund')}</h2>
      <p className="muted">{t('pools.fundHint')}</p>
      <label className="field">
        <span>{t('pools.target')}</span>
        <select value={target} onChange={(event) => setTarget(event.target.value)}>
          {accounts.pools.map(({ pool, programme }) => (
            <option key={pool} value={pool}>
              {t('pools.poolOption', { pool, programme })}
            </option>
          ))}
          <option value={TREASURY}>{t('pools.treasuryOption')}</option>
        </select>
      </label>
      <label className="field">
        <span>{t('pools.token')}</span>
        <select value={tokenId} onChange={(event) => setTokenId(Number(event.target.value))}>
          {accounts.tokens.map((token) => (
            <option key={token.id} value={token.id}>
              {token.symbol}
            </option>
          ))}
        </select>
      </label>
      <div className="field">
        <label htmlFor="fund-amount">{t('pools.amount', { symbol })}</label>
        <input id="fund-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} aria-invalid={byField.amount !== undefined} aria-describedby="fund-amount-error" />
        <span id="fund-amount-error" role="alert" className="error">
          {byField.amount}
        </span>
      </div>
      <label className="field">
        <span>{t('pools.memo')}</span>
        <input value={memo} maxLength={200} onChange={(event) => setMemo(event.target.value)} />
      </label>
      {notice && <p role="status" className="success">{notice}</p>}
      {error && byField.amount === undefined && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="primary" disabled={mutation.isPending}>
        {target === TREASURY ? t('pools.credit') : t('pools.fundButton')}
      </button>
    </form>
  )
}
