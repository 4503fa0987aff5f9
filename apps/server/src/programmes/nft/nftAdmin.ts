import type { adminNftTypeCreate, adminNftTypeUpdate } from '@hapdex/core/api/nft'
import type { z } from 'zod'
import { ApiError } from '../../http/apiError.ts'
import { parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { findNftType, listNftTypes, type NftTypeRow } from './nft.repo.ts'
import { nftTokens } from './nft.service.ts'
import { nftTables } from './nft.table.ts'

type CreateInput = z.output<(typeof adminNftTypeCreate)['input']>
type UpdateInput = z.output<(typeof adminNftTypeUpdate)['input']>

async function adminView(ctx: ProgrammeContext, row: NftTypeRow) {
  const { usd, reward } = await nftTokens(ctx)
  return { id: row.id, name: row.name, logo: row.logo, price: toDecimal(BigInt(row.price), usd), production: toDecimal(BigInt(row.production), reward), hold_limit: row.hold_limit, hapc_rate: row.hapc_rate, status: row.status === 1 ? ('1' as const) : ('0' as const) }
}

/** The stored columns of the fields given: prices in USD base units, production in the reward token's. */
async function columnsOf(ctx: ProgrammeContext, input: { [K in keyof Omit<CreateInput, 'idempotency_key'>]?: CreateInput[K] | undefined }) {
  const { usd, reward } = await nftTokens(ctx)
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
  return { list: await Promise.all((await listNftTypes(ctx.db, false)).map((row) => adminView(ctx, row))) }
}

/** Adds a type; the same idempotency key with the same content answers the type made before, with other content it is refused. */
export async function createType(ctx: ProgrammeContext, input: CreateInput, by: string) {
  const { idempotency_key, ...fields } = input
  // Every field of a new type is required by its schema, so every column is present.
  const columns = (await columnsOf(ctx, fields)) as Required<Awaited<ReturnType<typeof columnsOf>>>
  const tables = nftTables(ctx.db)
  const inserted = await tables.insertInto('nft_types').values({ ...columns, idempotency_key, created_by: by }).onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('id').executeTakeFirst()
  const id = inserted?.id ?? (await tables.selectFrom('nft_types').select('id').where('idempotency_key', '=', idempotency_key).executeTakeFirstOrThrow()).id
  const row = await findNftType(ctx.db, id)
  if (row === undefined) throw new Error('nft type vanished after insert')
  const same = (Object.keys(columns) as (keyof typeof columns)[]).every((key) => String(row[key]) === String(columns[key]))
  if (inserted === undefined && !same) throw new ApiError('programme.idempotency_conflict')
  return adminView(ctx, row)
}

/** Changes what is given; NFTs already held keep the production they were bought with. */
export async function updateType(ctx: ProgrammeContext, input: UpdateInput) {
  const { id, ...fields } = input
  const columns = await columnsOf(ctx, fields)
  if (Object.keys(columns).length > 0) await nftTables(ctx.db).updateTable('nft_types').set(columns).where('id', '=', id).execute()
  const row = await findNftType(ctx.db, id)
  if (row === undefined) throw new ApiError('nft.unknown')
  return adminView(ctx, row)
}
