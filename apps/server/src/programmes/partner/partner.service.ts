import type { Db } from '../../db/database.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { hasSeat, latestSeats, listRounds, teamLevel, type RoundRow } from './partner.repo.ts'

const LATEST_PARTNERS = 10

/** can_buy: the round still sells, now or later (spec 3's round status reads it with the clock and the count). */
async function roundView(ctx: ProgrammeContext, round: RoundRow, now: Date, open: boolean) {
  const token = await ctx.tokens.byId(round.token_id)
  return {
    id: round.id,
    phase: round.phase,
    begin_time: round.begin_at.toISOString(),
    end_time: round.end_at.toISOString(),
    pay_amount: toDecimal(BigInt(round.pay_amount), token),
    pay_token: token.symbol,
    max_recruit: round.max_recruit,
    recruited: round.recruited,
    can_buy: open && now <= round.end_at,
  }
}

/** The rounds, and whether the caller holds a seat (anonymous callers hold none). */
export async function partnerConfigs(ctx: ProgrammeContext, userId: number | undefined) {
  const config = await ctx.configs.get('partner')
  const now = ctx.clock.now()
  const [rounds, holdsSeat, level] = await Promise.all([
    listRounds(ctx.db),
    userId === undefined ? false : hasSeat(ctx.db, userId),
    userId === undefined ? 0 : teamLevel(ctx.db, userId),
  ])
  return {
    status: config.status,
    team_level: level,
    bought: holdsSeat,
    now: now.toISOString(),
    list: await Promise.all(rounds.map((round) => roundView(ctx, round, now, config.status === '1'))),
    rules: {
      referral_rate: config.referral_rate,
      genesis_referral_rate: config.genesis_referral_rate,
      team_rate: config.team_rate,
      genesis_directs: config.genesis_directs,
      airdrop_token: config.airdrop_token,
      daily_airdrop: config.daily_airdrop,
      phases: config.phases.map(({ seats, seat_airdrop }) => ({ seats, seat_airdrop })),
    },
  }
}

export async function partnerLatest(ctx: ProgrammeContext) {
  const rows = await latestSeats(ctx.db as Db, LATEST_PARTNERS)
  return {
    list: await Promise.all(rows.map(async (row) => {
      const token = await ctx.tokens.byId(row.token_id)
      return { address: row.address, pay_amount: toDecimal(BigInt(row.pay_amount), token), pay_token: token.symbol }
    })),
  }
}
