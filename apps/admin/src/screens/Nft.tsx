import { adminNftTypeCreate, adminNftTypeList, adminNftTypeUpdate, type adminNftType } from '@hapdex/core/api/nft'
import { adminProgrammeConfigGet } from '@hapdex/core/api/programmes'
import { useCustom } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { StaticTable } from '../components/DataTable.tsx'
import { ImageUpload } from '../components/ImageUpload.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { useAction } from '../components/useAction.ts'
import { tokenAmount } from '../lib/format.ts'
import { newIdempotencyKey } from '../lib/idempotencyKey.ts'
import { fieldErrors } from '../lib/schemaForm.ts'

type NftType = z.output<typeof adminNftType>
interface TypeDraft {
  id?: number
  name: string
  logo: string
  price: string
  production: string
  hold_limit: string
  hapc_rate: string
  status: '0' | '1'
}
const nftConfig = adminProgrammeConfigGet('nft')
const emptyType: TypeDraft = { name: '', logo: '', price: '', production: '', hold_limit: '', hapc_rate: '0', status: '1' }
const textFields = ['name', 'price', 'production', 'hold_limit', 'hapc_rate'] as const
const allFields = [...textFields, 'logo', 'status'] as const

/** The fields an edit changed, as the update endpoint takes them: what is not sent stays as it is. */
export function editedFields(before: NftType, draft: TypeDraft): Record<string, unknown> {
  const values = valuesOf(draft)
  const changed: Record<string, unknown> = {}
  for (const field of allFields) if (String(values[field]) !== String(before[field])) changed[field] = values[field]
  return changed
}

function valuesOf(draft: TypeDraft) {
  // A count that is not a whole number goes as typed text: the schema refuses it by name.
  const holdLimit = /^\d+$/.test(draft.hold_limit.trim()) ? Number(draft.hold_limit.trim()) : draft.hold_limit
  return { name: draft.name, logo: draft.logo, price: draft.price.trim(), production: draft.production.trim(), hold_limit: holdLimit, hapc_rate: draft.hapc_rate.trim(), status: draft.status }
}

/** NFT types: price in USD, daily production in the reward token, holding limit, HAPC share, logo and sale status; held NFTs keep the production they were bought with. */
export function Nft() {
  const { t } = useTranslation()
  const { query } = useCustom<{ list: NftType[] }>({ url: adminNftTypeList.path, method: 'get' })
  // Production is in the programme's reward token (its configuration names it).
  const { query: configQuery } = useCustom<{ config: Record<string, unknown> }>({ url: nftConfig.path, method: 'get' })
  const rewardToken = String(configQuery.data?.data.config.reward_token ?? '')
  const [draft, setDraft] = useState<TypeDraft>(emptyType)
  const [key, setKey] = useState(newIdempotencyKey)
  const action = useAction<NftType>()
  const editRef = useRef<(type: NftType) => void>(() => undefined)
  const list = query.data?.data.list ?? []
  const editing = draft.id === undefined ? undefined : list.find((type) => type.id === draft.id)
  const columns = useMemo<ColumnDef<NftType>[]>(
    () => [
      { id: 'logo', header: t('nft.logo'), cell: ({ row }) => (row.original.logo ? <img className="logo" src={row.original.logo} alt="" width={40} height={40} /> : <span className="muted">—</span>) },
      { id: 'name', header: t('nft.name'), cell: ({ row }) => `${row.original.id} · ${row.original.name}` },
      { id: 'price', header: t('nft.price'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.price, 'USD')}</span> },
      { id: 'production', header: t('nft.production', { symbol: rewardToken }), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.production, rewardToken)}</span> },
      { id: 'hold_limit', header: t('nft.hold_limit'), accessorKey: 'hold_limit' },
      { id: 'hapc_rate', header: t('nft.hapc_rate'), accessorKey: 'hapc_rate' },
      { id: 'status', header: t('nft.status'), cell: ({ row }) => <span className="badge">{t(`nft.statuses.${row.original.status}`)}</span> },
      {
        id: 'actions',
        header: t('nft.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" onClick={() => editRef.current(row.original)}>
              {t('content.edit')}
            </button>
          </div>
        ),
      },
    ],
    [t, rewardToken],
  )
  editRef.current = (type) => {
    action.reset()
    setDraft({ id: type.id, name: type.name, logo: type.logo, price: type.price, production: type.production, hold_limit: String(type.hold_limit), hapc_rate: type.hapc_rate, status: type.status })
  }
  const byField = fieldErrors(action.error, [...allFields])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const done = async (saved: NftType, message: string) => {
      setDraft(emptyType)
      setKey(newIdempotencyKey())
      await query.refetch()
      return t(message, { id: saved.id, name: saved.name })
    }
    if (editing === undefined) void action.run(adminNftTypeCreate.path, { ...valuesOf(draft), idempotency_key: key }, (saved) => done(saved, 'nft.created'))
    else void action.run(adminNftTypeUpdate.path, { id: editing.id, ...editedFields(editing, draft) }, (saved) => done(saved, 'nft.updated'))
  }
  return (
    <section aria-labelledby="nft-title">
      <div className="screen-head">
        <h1 id="nft-title">{t('nft.title')}</h1>
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <form className="card form-grid" onSubmit={submit} noValidate aria-label={editing === undefined ? t('nft.newType') : t('nft.editType', { id: editing.id })}>
        <h2 className="wide">{editing === undefined ? t('nft.newType') : t('nft.editType', { id: editing.id })}</h2>
        {textFields.map((name) => (
          <div key={name} className="field">
            <label htmlFor={`nft-${name}`}>{t(`nft.${name}`, { symbol: rewardToken })}</label>
            <input
              id={`nft-${name}`}
              inputMode={name === 'name' ? undefined : name === 'hold_limit' ? 'numeric' : 'decimal'}
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              aria-invalid={byField[name] !== undefined}
              aria-describedby={`nft-${name}-error`}
            />
            <span id={`nft-${name}-error`} role="alert" className="error">
              {byField[name]}
            </span>
          </div>
        ))}
        <label className="field">
          <span>{t('nft.status')}</span>
          <select value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value === '0' ? '0' : '1' })}>
            <option value="1">{t('nft.statuses.1')}</option>
            <option value="0">{t('nft.statuses.0')}</option>
          </select>
        </label>
        <div className="field">
          <span>{t('nft.logo')}</span>
          {draft.logo ? <img className="logo" src={draft.logo} alt={t('nft.logoPreview')} width={64} height={64} /> : <span className="muted">{t('nft.noLogo')}</span>}
          <span id="nft-logo-error" role="alert" className="error">
            {byField.logo}
          </span>
        </div>
        <ImageUpload id="nft-logo-upload" label={t('nft.uploadLogo')} onUploaded={(path) => setDraft((current) => ({ ...current, logo: path }))} />
        <div className="row-actions wide">
          {action.notice && <p role="status" className="success">{action.notice}</p>}
          {action.error && Object.keys(byField).length === 0 && <p role="alert" className="error">{action.error}</p>}
          <button type="button" onClick={() => (action.reset(), setDraft(emptyType))}>
            {t('content.new')}
          </button>
          <button type="submit" className="primary" disabled={action.pending}>
            {editing === undefined ? t('nft.add') : t('content.save')}
          </button>
        </div>
      </form>
      <Loaded query={query}>{({ list: types }) => <StaticTable columns={columns} data={types} caption={t('nft.title')} />}</Loaded>
    </section>
  )
}
