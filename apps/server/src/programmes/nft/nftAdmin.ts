import type { adminNftTypeCreate, adminNftTypeUpdate } from '@hapdex/core/api/nft'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { audited } from '../../modules/admin/audit/operatorAudit.ts'
import { parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { findNftType, listNftTypes, type NftTypeRow } from './nft.repo.ts'
import { nftTokens } from './nft.service.ts'
import { nftTables } from './nft.table.ts'

type CreateInput = z.output<(typeof adminNftTypeCreate)['input']>
type UpdateInput = z.output<(typeof adminNftTypeUpdate)['input']>

type NftTokens = Awaited<ReturnType<typeof nftTokens>>

function adminView({ usd, reward }: NftTokens, row: NftTypeRow) {
  return { id: row.id, name: row.name, logo: row.logo, price: toDecimal(BigInt(row.price), usd), production: toDecimal(BigInt(row.production), reward), hold_limit: row.hold_limit, hapc_rate: row.hapc_rate, status: row.status === 1 ? ('1' as const) : ('0' as const) }
}

/** The stored columns of the fields given: prices in USD base units, production in the reward token's. */
function columnsOf({ usd, reward }: NftTokens, input: { [K in keyof Omit<CreateInput, 'idempotency_key'>]?: CreateInput[K] | undefined }) {
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.logo === undefined ? {} : { logo: input.logo }),
    ...(input.price === undefined ? {} : { price: parsePositiveAmount(input.price, usd).toString() }),
    ...(input.production === undefined ? {} : { production: parsePositiveAmount(input.production, reward).toString() }),
    ...(input.hold_limit === undefined ? {} : { hold_limit: input.hold_limit }),
    ...(input.hapc_rate === undefined ? {} : { hapc_rate: input.hapc_rate }),
    ...(input.status === undefined ? {} : { status: Number(input.status) }),
  }
}

export async function listTypes(ctx: ProgrammeContext) {
  const tokens = await nftTokens(ctx)
  return { list: (await listNftTypes(ctx.db, false)).map((row) => adminView(tokens, row)) }
}

/** A type as operators read it (the audit's before and after), or null when there is none. */
async function typeView(db: Db, tokens: NftTokens, id: number | undefined) {
  const row = id === undefined ? undefined : await findNftType(db, id)
  return row === undefined ? null : adminView(tokens, row)
}

const typeIdOfKey = async (db: Db, key: string) => (await nftTables(db).selectFrom('nft_types').select('id').where('idempotency_key', '=', key).executeTakeFirst())?.id

/**
 * Adds a type; the same idempotency key with the same content answers the type made before, with
 * other content it is refused. An operator's addition (`audit`) is audited in its transaction; a
 * repeat changes nothing and writes no entry. The tokens are read before the transaction opens.
 */
export async function createType(ctx: ProgrammeContext, input: CreateInput, by: string, audit?: { actor: string }) {
  const { idempotency_key, ...fields } = input
  const tokens = await nftTokens(ctx)
  // Every field of a new type is required by its schema, so every column is present.
  const columns = columnsOf(tokens, fields) as Required<ReturnType<typeof columnsOf>>
  const act = async (db: Db) => {
    const tables = nftTables(db)
    const inserted = await tables.insertInto('nft_types').values({ ...columns, idempotency_key, created_by: by }).onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('id').executeTakeFirst()
    const row = await findNftType(db, inserted?.id ?? (await typeIdOfKey(db, idempotency_key)) ?? 0)
    if (row === undefined) throw new Error('nft type vanished after insert')
    const same = (Object.keys(columns) as (keyof typeof columns)[]).every((key) => String(row[key]) === String(columns[key]))
    if (inserted === undefined && !same) throw new ApiError('programme.idempotency_conflict')
    return adminView(tokens, row)
  }
  if (audit === undefined) return act(ctx.db)
  let id = 0
  const subject = () => ({ actor: audit.actor, action: 'nft.type.create', target: `nft_type:${id}` })
  const read = async (trx: Db) => typeView(trx, tokens, await typeIdOfKey(trx, idempotency_key))
  return audited(ctx.db, subject, read, async (trx) => {
    const view = await act(trx)
    id = view.id
    return view
  }, { onlyChanges: true })
}

/** Changes what is given, audited in the same transaction; NFTs already held keep the production they were bought with. */
export async function updateType(ctx: ProgrammeContext, input: UpdateInput, actor: string) {
  const { id, ...fields } = input
  const tokens = await nftTokens(ctx)
  const columns = columnsOf(tokens, fields)
  const subject = { actor, action: 'nft.type.update', target: `nft_type:${id}` }
  return audited(ctx.db, subject, (trx) => typeView(trx, tokens, id), async (trx) => {
    if (Object.keys(columns).length > 0) await nftTables(trx).updateTable('nft_types').set(columns).where('id', '=', id).execute()
    const view = await typeView(trx, tokens, id)
    if (view === null) throw new ApiError('nft.unknown')
    return view
  }, { onlyChanges: true })
}
