import { raiseTeamLevel } from '../../modules/invite/invite.repo.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { DevnetAccounts } from '../base/registry/defineProgramme.ts'
import { createRound, createVote } from './partnerAdmin.ts'
import { GENESIS_LEVEL } from './partnerRewards.ts'

const DAY_MS = 86_400_000
const SEED = 'devnet-seed'

/**
 * `npm start`: the demo leader heading the seeded accounts is a genesis partner, so test key 0
 * (and key 4) can buy at once while key 5, under key 4, is refused until key 4 buys; phase 1 is
 * open for 30 days, phases 2 and 3 follow; a vote is open. Keyed: a restart creates nothing.
 */
export async function seedPartnerDevnet(ctx: ProgrammeContext, accounts: DevnetAccounts): Promise<void> {
  const now = ctx.clock.now().getTime()
  await raiseTeamLevel(ctx.db, accounts.leaderId, GENESIS_LEVEL, new Date(now))
  for (const phase of [1, 2, 3]) {
    const begin = now - DAY_MS + (phase - 1) * 30 * DAY_MS
    await createRound(ctx, { phase, begin_time: iso(begin), end_time: iso(begin + 30 * DAY_MS), idempotency_key: `${SEED}:partner-round:${phase}` }, SEED).catch(keptFromBefore)
  }
  const vote = {
    title: 'Open the second phase early?',
    content: '<p>Partners decide whether <strong>phase 2</strong> opens as soon as phase 1 is full.</p>',
    begin_time: iso(now - DAY_MS),
    end_time: iso(now + 30 * DAY_MS),
    idempotency_key: `${SEED}:partner-vote:1`,
  }
  await createVote(ctx, vote, SEED).catch(keptFromBefore)
}

const iso = (ms: number) => new Date(ms).toISOString()

/** A restart computes other times for the same keys: the rows seeded before stay as they are. */
function keptFromBefore(error: unknown): void {
  if ((error as { key?: string }).key !== 'programme.idempotency_conflict') throw error
}
