import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

/** The cards' tables (migration 0037): figures and cards of each settled day; money stays on the ledger. */

export interface CardsFiguresTable {
  user_id: number
  day: string
  /** USD base units (18 decimals). */
  personal: Numeric
  team: Numeric
  star: number
}

export interface CardsDaysTable {
  day: string
  user_id: number
  /** 1-5 held that day; 0 the card was given up that day. */
  star: number
  prev_star: number
  since: string | null
  card_dividend: Numeric
}

export interface CardsRunsTable {
  day: string
  volume: Numeric
  lp_dividend: Numeric
  card_dividend: Numeric
  lp_paid: Numeric
  card_paid: Numeric
  cards_held: number
  users: number
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
type CardsTables = {
  cards_figures: CardsFiguresTable
  cards_days: CardsDaysTable
  cards_runs: CardsRunsTable
}

export const cardsTables = (db: Db) => db.withTables<CardsTables>()
