import type { Db } from '../../db/database.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { hasSeat, latestSeats, listRounds, teamLevel, type RoundRow } from './partner.repo.ts'

const LATEST_PARTNERS = 10

async function roundView(ctx: ProgrammeContext, round: RoundRow, now: Date, holdsSeat: boolean) {
  const token = await ctx.tokens.byId(round.token_id)
  const selling = round.begin_at <= now && now <= round.end_at && round.recruited < round.max_recruit
  return {
    id: round.id,
    phase: round.phase,
    begin_time: round.begin_at.toISOString(),
    end_time: round.end_at.toISOString(),
    pay_amount: toDecimal(BigInt(round.pay_amount), token),
    pay_token: token.symbol,
    max_recruit: round.max_recruit,
    recruited: round.recruited,
    can_buy: selling && !holdsSeat,
  }
}

/** The rounds with the caller's can_buy (anonymous callers see what sells). */
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
    now: now.toISOString(),
    list: await Promise.all(rounds.map((round) => roundView(ctx, round, now, holdsSeat || config.status !== '1'))),
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
