import { minerStatusTexts } from '@hapdex/core/api/miner'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviorNames, billBehaviors, type BillBehavior } from '@hapdex/core/api/wallet'
import type { Language } from '@hapdex/core/i18n/languages'
import { sessionProduction } from '@hapdex/core/rules/minerSchedule'
import { randomUUID } from 'node:crypto'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedAction } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { billSums, listBillsOfBehaviors } from '../base/programmeBills.ts'
import { teamCounts } from '../../modules/user/referralPaths.ts'
import { purposeBalances } from '../base/rewardBalances.ts'
import { claimableAmount, postRewardClaim } from '../base/rewardClaim.ts'
import { insertSession, invitees, latestSession, lockTotalMined, lockUserRow, teamActivity, totalMined } from './miner.repo.ts'
import { minerSettings } from './minerSettings.ts'

type Session = NonNullable<Awaited<ReturnType<typeof latestSession>>>

/** Airdrop balance records by level: 0 own production and the 918 airdrop, 1 direct bonuses, 2 indirect. */
const behaviorsByLevel: Record<number, BillBehavior[]> = {
  0: [billBehaviors.minerProduction, billBehaviors.airdrop918],
  1: [billBehaviors.minerDirectBonus],
  2: [billBehaviors.minerIndirectBonus],
}
const levelOf = (behavior: number) => Number(Object.entries(behaviorsByLevel).find(([, list]) => list.includes(behavior as BillBehavior))?.[0] ?? 0)

async function infoView(ctx: ProgrammeContext, session: Session | undefined) {
  const { token } = await minerSettings(ctx)
  const now = ctx.clock.now().getTime()
  const running = session !== undefined && session.ends_at.getTime() > now
  return {
    status: running ? 1 : 0,
    countdown: running ? Math.ceil((session.ends_at.getTime() - now) / 1000) : 0,
    started_at: session?.started_at.toISOString() ?? null,
    ends_at: session?.ends_at.toISOString() ?? null,
    production: toDecimal(BigInt(session?.production ?? 0), token),
    token: token.symbol,
  }
}

export async function minerInfo(ctx: ProgrammeContext, userId: number) {
  return infoView(ctx, await latestSession(ctx.db, userId))
}

export async function minerSummary(ctx: ProgrammeContext, userId: number) {
  const { config, token, schedule } = await minerSettings(ctx)
  const [balances, team, mined] = await Promise.all([purposeBalances(ctx.db, userId, token.id, ['airdrop_usable']), teamCounts(ctx.db, userId), totalMined(ctx.db)])
  return {
    usable: toDecimal(balances.airdrop_usable, token),
    share_num: team.direct,
    units: config.units_per_user,
    rate: toDecimal(sessionProduction(schedule, mined, config.units_per_user), token),
    total_mined: toDecimal(mined, token),
    total_cap: toDecimal(schedule.cap, token),
    token: token.symbol,
  }
}

/** `Start Miner`: a session of session_seconds whose production is fixed now; one at a time per user. */
export async function startMiner(ctx: ProgrammeContext, user: SessionUser, signed: { nonce: string; expires_at: string; signature: string }) {
  const { config, schedule } = await minerSettings(ctx)
  if (config.status !== '1') throw new ApiError('programme.closed')
  const action = { title: signedActionTitles.startMiner, params: [], signed }
  const session = await requireSignedAction(ctx.db, user, action, async (trx) => {
    await lockUserRow(trx, user.id)
    const now = ctx.clock.now()
    const last = await latestSession(trx, user.id)
    if (last !== undefined && last.ends_at.getTime() > now.getTime()) throw new ApiError('miner.running')
    const production = sessionProduction(schedule, await lockTotalMined(trx), config.units_per_user)
    if (production === 0n) throw new ApiError('miner.exhausted')
    return insertSession(trx, { userId: user.id, units: config.units_per_user, production, startedAt: now, endsAt: new Date(now.getTime() + config.session_seconds * 1000) })
  })
  return infoView(ctx, session)
}

export async function teamList(ctx: ProgrammeContext, userId: number) {
  const { config } = await minerSettings(ctx)
  const now = ctx.clock.now()
  const found = await teamActivity(ctx.db, userId, new Date(now.getTime() - config.active_seconds * 1000), now)
  return { list: [1, 2].map((level) => found.find((row) => row.level === level) ?? { level, total: 0, active: 0 }) }
}

export async function childrenList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number; level: number }, language: Language) {
  const { config } = await minerSettings(ctx)
  const now = ctx.clock.now()
  const rows = await invitees(ctx.db, userId, query.level, new Date(now.getTime() - config.active_seconds * 1000), now, query.page_size, (query.page - 1) * query.page_size)
  return {
    list: rows.map((row) => {
      const status = row.active ? 1 : 0
      return { address: row.address, is_get: row.received ? 1 : 0, miner_status: status, miner_status_txt: minerStatusTexts[status][language] }
    }),
    page: query.page,
    page_size: query.page_size,
  }
}

export async function recordList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number; level: number }, language: Language) {
  const { token } = await minerSettings(ctx)
  const behaviors = query.level === -1 ? [...Object.values(behaviorsByLevel).flat(), billBehaviors.airdropClaim] : (behaviorsByLevel[query.level] ?? [])
  const rows = await listBillsOfBehaviors(ctx.db, userId, behaviors, query.page_size, (query.page - 1) * query.page_size)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      created_at: row.created_at.toISOString(),
      usable_change: toDecimal(row.behavior === billBehaviors.airdropClaim ? -BigInt(row.amount) : BigInt(row.amount), token),
      behavior: row.behavior,
      type_txt: billBehaviorNames[row.behavior as BillBehavior]?.[language] ?? String(row.behavior),
      level: levelOf(row.behavior),
    })),
    page: query.page,
    page_size: query.page_size,
  }
}

export function behaviors(language: Language) {
  return {
    list: [...Object.entries(behaviorsByLevel).flatMap(([level, list]) => list.map((behavior) => ({ behavior, level: Number(level) }))), { behavior: billBehaviors.airdropClaim, level: -1 }].map(
      ({ behavior, level }) => ({ behavior, level, name: billBehaviorNames[behavior][language] }),
    ),
  }
}

export async function airdropSummary(ctx: ProgrammeContext, userId: number) {
  const { token } = await minerSettings(ctx)
  const [balances, team, claimed] = await Promise.all([
    purposeBalances(ctx.db, userId, token.id, ['airdrop_usable']),
    teamCounts(ctx.db, userId),
    billSums(ctx.db, userId, [billBehaviors.airdropClaim]),
  ])
  return { usable: toDecimal(balances.airdrop_usable, token), dr_num: team.direct, get_amount: toDecimal(claimed.get(billBehaviors.airdropClaim) ?? 0n, token), token: token.symbol }
}

/** The whole airdrop balance to usable; of racing claims one posts, the rest find nothing left. */
export async function claimAirdrop(ctx: ProgrammeContext, userId: number) {
  const { token } = await minerSettings(ctx)
  const amount = await claimableAmount(ctx.db, userId, token.id, 'airdrop_usable')
  await postRewardClaim(ctx.db, { userId, tokenId: token.id, purpose: 'airdrop_usable', behavior: billBehaviors.airdropClaim, key: `airdrop-claim:${randomUUID()}`, kind: 'airdrop_claim' }, amount)
  return { amount: toDecimal(amount, token), token: token.symbol }
}
