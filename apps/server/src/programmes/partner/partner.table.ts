import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface PartnerRoundsTable {
  id: Generated<number>
  phase: number
  begin_at: Date
  end_at: Date
  token_id: number
  pay_amount: Numeric
  max_recruit: number
  recruited: Generated<number>
  idempotency_key: string
  created_by: string
}

export interface PartnerSeatsTable {
  user_id: number
  round_id: number
  phase: number
  token_id: number
  pay_amount: Numeric
  bought_at: Date
  transaction_id: string
}

export interface PartnerVotesTable {
  id: Generated<number>
  title: string
  content: string
  begin_at: Date
  end_at: Date
  idempotency_key: string
  created_by: string
}

export interface PartnerBallotsTable {
  vote_id: number
  user_id: number
  view_point: number
  voted_at: Date
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type PartnerTables = {
  partner_rounds: PartnerRoundsTable
  partner_seats: PartnerSeatsTable
  partner_votes: PartnerVotesTable
  partner_ballots: PartnerBallotsTable
}

/** Rounds, seats, votes and ballots (migration 0024). */
export const partnerTables = (db: Db) => db.withTables<PartnerTables>()
