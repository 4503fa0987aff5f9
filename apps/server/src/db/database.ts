import type { Kysely } from 'kysely'
import type { AuthNoncesTable, SessionsTable } from '../auth/auth.table.ts'
import type { ActivityJoinsTable } from '../modules/activity/activity.table.ts'
import type { BannersTable, NoticesTable } from '../modules/basic/basic.table.ts'
import type { ReferralPathsTable, UsersTable } from '../modules/user/user.table.ts'
import type { DepositsTable } from '../modules/recharge/recharge.table.ts'
import type { ActionNoncesTable, BillsTable, LedgerAccountsTable, LedgerEntriesTable, LedgerTransactionsTable, TokensTable, WorkerCursorsTable, WorkerHealthTable } from '../modules/wallet/wallet.table.ts'
import type { PayerStateTable, WithdrawAddressesTable, WithdrawOrdersTable } from '../modules/withdraw/withdraw.table.ts'
import type { ExchangeOrdersTable, ExchangePairsTable } from '../modules/exchange/exchange.table.ts'
import type { FeedbackRepliesTable, FeedbacksTable } from '../modules/feedback/feedback.table.ts'
import type { PartnerLevelsTable } from '../modules/invite/invite.table.ts'
import type { UploadsTable } from '../modules/upload/upload.table.ts'
import type { IndexedPairsTable, PairCandlesTable, PairEventsTable, TokenPriceSnapshotsTable } from '../modules/token/token.table.ts'
import type { LiquidityEventsTable, LiquidityPairsTable, LiquidityStakingTable, TradeTaxEventsTable } from '../modules/token/liquidity.table.ts'

export interface Database {
  users: UsersTable
  auth_nonces: AuthNoncesTable
  sessions: SessionsTable
  banners: BannersTable
  notices: NoticesTable
  activity_joins: ActivityJoinsTable
  tokens: TokensTable
  ledger_accounts: LedgerAccountsTable
  ledger_transactions: LedgerTransactionsTable
  ledger_entries: LedgerEntriesTable
  bills: BillsTable
  action_nonces: ActionNoncesTable
  worker_cursors: WorkerCursorsTable
  worker_health: WorkerHealthTable
  deposits: DepositsTable
  withdraw_orders: WithdrawOrdersTable
  withdraw_addresses: WithdrawAddressesTable
  payer_state: PayerStateTable
  uploads: UploadsTable
  feedbacks: FeedbacksTable
  feedback_replies: FeedbackRepliesTable
  exchange_pairs: ExchangePairsTable
  exchange_orders: ExchangeOrdersTable
  partner_levels: PartnerLevelsTable
  indexed_pairs: IndexedPairsTable
  pair_events: PairEventsTable
  pair_candles: PairCandlesTable
  token_price_snapshots: TokenPriceSnapshotsTable
  referral_paths: ReferralPathsTable
  liquidity_pairs: LiquidityPairsTable
  liquidity_staking: LiquidityStakingTable
  liquidity_events: LiquidityEventsTable
  trade_tax_events: TradeTaxEventsTable
}

export type Db = Kysely<Database>
