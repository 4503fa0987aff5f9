import type { adminPartnerRoundCreate, adminPartnerVoteCreate } from '@hapdex/core/api/partner'
import type { Insertable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { findRound } from './partner.repo.ts'
import { partnerTables, type PartnerRoundsTable, type PartnerVotesTable } from './partner.table.ts'

type RoundInput = z.output<(typeof adminPartnerRoundCreate)['input']>
type VoteInput = z.output<(typeof adminPartnerVoteCreate)['input']>

function windowOf(input: { begin_time: string; end_time: string }) {
  const begin = new Date(input.begin_time)
  const end = new Date(input.end_time)
  if (!(end > begin)) throw new ApiError('partner.window_invalid')
  return { begin, end }
}

/** The same key with the same content answers the row made before; with other content it is refused. */
function sameOrConflict<T>(existing: T, matches: boolean): T {
  if (!matches) throw new ApiError('programme.idempotency_conflict')
  return existing
}

/** Opens a round of a configured phase; seats and price come from the phase unless the operator gives them. */
export async function createRound(ctx: ProgrammeContext, input: RoundInput, by: string) {
  const prepared = await prepareRound(ctx, input)
  return saveRound(ctx.db, prepared, input.idempotency_key, by)
}

/**
 * What a round needs from the configuration and the token catalog, read before any transaction
 * opens (inside one, only its own connection may be used: PGlite has one).
 */
export async function prepareRound(ctx: ProgrammeContext, input: RoundInput) {
  const config = await ctx.configs.get('partner')
  const phase = config.phases[input.phase - 1]
  if (phase === undefined) throw new ApiError('partner.phase_unknown')
  const token = await tokenBySymbol(ctx, config.pay_token)
  const { begin, end } = windowOf(input)
  const row = {
    phase: input.phase,
    begin_at: begin,
    end_at: end,
    token_id: token.id,
    pay_amount: parsePositiveAmount(input.pay_amount ?? phase.pay_amount, token).toString(),
    max_recruit: input.max_recruit ?? phase.seats,
  }
  return { row, token }
}

export type PreparedRound = Awaited<ReturnType<typeof prepareRound>>

/** The round of an idempotency key as operators read it (the audit's before and after), or null before it exists. */
export async function roundByKey(db: Db, key: string, token: PreparedRound['token']) {
  const found = await partnerTables(db).selectFrom('partner_rounds').select('id').where('idempotency_key', '=', key).executeTakeFirst()
  const round = found === undefined ? undefined : await findRound(db, found.id)
  return round === undefined ? null : roundView(round, token)
}

function roundView(round: NonNullable<Awaited<ReturnType<typeof findRound>>>, token: PreparedRound['token']) {
  return { id: round.id, phase: round.phase, begin_time: round.begin_at.toISOString(), end_time: round.end_at.toISOString(), pay_amount: toDecimal(BigInt(round.pay_amount), token), pay_token: token.symbol, max_recruit: round.max_recruit, recruited: round.recruited, can_buy: false }
}

/** Inserts the prepared round in `db` (the operator's audited transaction, or the devnet seed's connection). */
export async function saveRound(db: Db, { row, token }: PreparedRound, key: string, by: string) {
  const inserted = await insertRound(db, { ...row, idempotency_key: key, created_by: by })
  const round = await findRound(db, inserted.id)
  if (round === undefined) throw new Error('partner round vanished after insert')
  const same = inserted.fresh || (round.phase === row.phase && round.begin_at.getTime() === row.begin_at.getTime() && round.end_at.getTime() === row.end_at.getTime() && round.pay_amount === row.pay_amount && round.max_recruit === row.max_recruit)
  return sameOrConflict(roundView(round, token), same)
}

/** Publishes a vote, which becomes the current one. */
export async function createVote(ctx: ProgrammeContext, input: VoteInput, by: string, db: Db = ctx.db) {
  const { begin, end } = windowOf(input)
  const inserted = await insertVote(db, { title: input.title, content: input.content, begin_at: begin, end_at: end, idempotency_key: input.idempotency_key, created_by: by })
  const vote = await voteByKey(db, input.idempotency_key)
  if (vote === null) throw new Error('partner vote vanished after insert')
  const same = inserted.fresh || (vote.title === input.title && vote.content === input.content && vote.begin_time === begin.toISOString() && vote.end_time === end.toISOString())
  return sameOrConflict(vote, same)
}

/** The vote of an idempotency key as operators read it, or null before it exists. */
export async function voteByKey(db: Db, key: string) {
  const vote = await partnerTables(db).selectFrom('partner_votes').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
  if (vote === undefined) return null
  return { id: vote.id, title: vote.title, content: vote.content, begin_time: vote.begin_at.toISOString(), end_time: vote.end_at.toISOString() }
}

/** Inserts unless the idempotency key exists (its unique index decides a race); the row's id either way. */
async function insertOnce(insert: () => Promise<{ id: number } | undefined>, find: () => Promise<{ id: number }>) {
  const inserted = await insert()
  return inserted === undefined ? { id: (await find()).id, fresh: false } : { id: inserted.id, fresh: true }
}

function insertRound(db: Db, values: Insertable<PartnerRoundsTable>) {
  const tables = partnerTables(db)
  return insertOnce(
    () => tables.insertInto('partner_rounds').values(values).onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('id').executeTakeFirst(),
    () => tables.selectFrom('partner_rounds').select('id').where('idempotency_key', '=', values.idempotency_key).executeTakeFirstOrThrow(),
  )
}

function insertVote(db: Db, values: Insertable<PartnerVotesTable>) {
  const tables = partnerTables(db)
  return insertOnce(
    () => tables.insertInto('partner_votes').values(values).onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('id').executeTakeFirst(),
    () => tables.selectFrom('partner_votes').select('id').where('idempotency_key', '=', values.idempotency_key).executeTakeFirstOrThrow(),
  )
}
