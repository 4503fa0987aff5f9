import { Migrator, type Migration } from 'kysely'
import type { Db } from './database.ts'
import * as initial from './migrations/0001_initial.ts'
import * as seedContent from './migrations/0002_seed_content.ts'
import * as ledger from './migrations/0003_ledger.ts'
import * as accountCentre from './migrations/0004_account_centre.ts'
import * as tokenChart from './migrations/0010_token_chart.ts'
import * as ledgerPost from './migrations/0011_ledger_post.ts'
import * as payoutReplacement from './migrations/0012_payout_replacement.ts'
import * as programmes from './migrations/0013_programmes.ts'
import * as miner from './migrations/0014_miner.ts'
import * as settlementSpeed from './migrations/0015_settlement_speed.ts'
import * as earn from './migrations/0016_earn.ts'
import * as accountReferences from './migrations/0017_account_references.ts'
import * as seedCorrections from './migrations/0018_seed_corrections.ts'
import * as bannerLanguages from './migrations/0019_banner_languages.ts'
import * as programmeBaseTwo from './migrations/0020_programme_base_two.ts'
import * as outbox from './migrations/0021_outbox.ts'
import * as referralZoneChild from './migrations/0022_referral_zone_child.ts'
import * as incomingSweepDue from './migrations/0023_incoming_sweep_due.ts'
import * as partner from './migrations/0024_partner.ts'
import * as ledgerAccountsRoom from './migrations/0025_ledger_accounts_room.ts'
import * as sm from './migrations/0026_sm.ts'
import * as nft from './migrations/0027_nft.ts'
import * as partnerSeatSale from './migrations/0028_partner_seat_sale.ts'
import * as operatorAudit from './migrations/0030_operator_audit.ts'
import * as game from './migrations/0031_game.ts'
import * as circulationMarket from './migrations/0032_circulation_market.ts'
import * as partnerSaleSetWise from './migrations/0035_partner_sale_set_wise.ts'
import * as cmSetWise from './migrations/0038_cm_set_wise.ts'
import * as cmMatcher from './migrations/0040_cm_matcher.ts'
import * as liquidityIndex from './migrations/0036_liquidity_index.ts'
import * as cards from './migrations/0037_cards.ts'
import * as indexerReadThrough from './migrations/0039_indexer_read_through.ts'
import * as perUserKeys from './migrations/0041_per_user_keys.ts'
import * as nodeRefusals from './migrations/0042_node_refusals.ts'
import * as workerHealth from './migrations/0043_worker_health.ts'
import * as payerState from './migrations/0044_payer_state.ts'
import * as withdrawLimits from './migrations/0045_withdraw_limits.ts'
import * as hotFloatCeiling from './migrations/0046_hot_float_ceiling.ts'
import * as owedRewardsAndDayPrices from './migrations/0047_owed_rewards_and_day_prices.ts'
import * as signedOperatorActions from './migrations/0048_signed_operator_actions.ts'
import * as uploadContent from './migrations/0049_upload_content.ts'

/** A static list, so bundling or a changed working directory can never lose a migration. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_seed_content': seedContent,
  '0003_ledger': ledger,
  '0004_account_centre': accountCentre,
  '0010_token_chart': tokenChart,
  '0011_ledger_post': ledgerPost,
  '0012_payout_replacement': payoutReplacement,
  '0013_programmes': programmes,
  '0014_miner': miner,
  '0015_settlement_speed': settlementSpeed,
  '0016_earn': earn,
  '0017_account_references': accountReferences,
  '0018_seed_corrections': seedCorrections,
  '0019_banner_languages': bannerLanguages,
  '0020_programme_base_two': programmeBaseTwo,
  '0021_outbox': outbox,
  '0022_referral_zone_child': referralZoneChild,
  '0023_incoming_sweep_due': incomingSweepDue,
  '0024_partner': partner,
  '0025_ledger_accounts_room': ledgerAccountsRoom,
  '0026_sm': sm,
  '0027_nft': nft,
  '0028_partner_seat_sale': partnerSeatSale,
  '0030_operator_audit': operatorAudit,
  '0031_game': game,
  '0032_circulation_market': circulationMarket,
  '0035_partner_sale_set_wise': partnerSaleSetWise,
  '0038_cm_set_wise': cmSetWise,
  '0040_cm_matcher': cmMatcher,
  '0036_liquidity_index': liquidityIndex,
  '0037_cards': cards,
  '0039_indexer_read_through': indexerReadThrough,
  '0041_per_user_keys': perUserKeys,
  '0042_node_refusals': nodeRefusals,
  '0043_worker_health': workerHealth,
  '0044_payer_state': payerState,
  '0045_withdraw_limits': withdrawLimits,
  '0046_hot_float_ceiling': hotFloatCeiling,
  '0047_owed_rewards_and_day_prices': owedRewardsAndDayPrices,
  '0048_signed_operator_actions': signedOperatorActions,
  '0049_upload_content': uploadContent,
}

export async function migrateToLatest(db: Db, available: Record<string, Migration> = migrations): Promise<void> {
  // Issues worked side by side reserve migration numbers up front and land in any order (0035 landed
  // before 0031 and 0032): a database that ran a later number still takes an earlier one that
  // arrived after it. Each migration touches only its own issue's objects, so their order between
  // issues does not matter; within an issue the numbers still run in order.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => available }, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
