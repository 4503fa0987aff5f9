import { partnerBuySignedParams, partnerVoteSignedParams } from '@hapdex/core/api/partner'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { account } from '../../test/signIn.ts'
import type { programmeSuite } from '../../test/programmeTestKit.ts'

type Suite = ReturnType<typeof programmeSuite>

/** Helpers of the partner tests (not a test file itself): operator steps and signed user actions. */
export function partnerActions(s: Suite, admin: number) {
  const actions = {
    level: (i: number, team_level: number) => s.post('/api/admin/partner/level', admin, { address: account(i).address, team_level }),
    round: async (fields: { phase?: number; begin: Date; end: Date; max_recruit?: number; pay_amount?: string; key?: string }) => {
      const body = {
        phase: fields.phase ?? 1,
        begin_time: fields.begin.toISOString(),
        end_time: fields.end.toISOString(),
        ...(fields.max_recruit === undefined ? {} : { max_recruit: fields.max_recruit }),
        ...(fields.pay_amount === undefined ? {} : { pay_amount: fields.pay_amount }),
        idempotency_key: fields.key ?? `round-${Math.random().toString(36).slice(2)}`,
      }
      return s.post('/api/admin/partner/rounds', admin, body)
    },
    vote: (fields: { begin: Date; end: Date; title?: string; content?: string }) =>
      s.post('/api/admin/partner/votes', admin, {
        title: fields.title ?? 'Open phase 2 early?',
        content: fields.content ?? '<p>yes or no</p>',
        begin_time: fields.begin.toISOString(),
        end_time: fields.end.toISOString(),
        idempotency_key: `vote-${Math.random().toString(36).slice(2)}`,
      }),
    buyBody: async (i: number, round_id: number, pay_amount: string) => ({ round_id, pay_amount, ...(await s.signed(i, 'Partner Buy', partnerBuySignedParams({ round_id, pay_amount }))) }),
    buy: async (i: number, round_id: number, pay_amount: string) => s.post('/api/partner/buy', i, await actions.buyBody(i, round_id, pay_amount)),
    voteBody: async (i: number, view_point: string) => ({ view_point, ...(await s.signed(i, 'Partner Vote', partnerVoteSignedParams({ view_point: view_point as '0' | '1' }))) }),
    castVote: async (i: number, view_point: string) => s.post('/api/partner/vote/do', i, await actions.voteBody(i, view_point)),
    usable: async (i: number, tokenId: number) => (await userBalances(s.db, s.ids[i]!)).get(tokenId)?.usable ?? 0n,
  }
  return actions
}
