import { smJoinSignedParams, type SmPayType } from '@hapdex/core/api/sm'
import { fundJoinSignedParams } from '@hapdex/core/api/circulation'
import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { account } from '../../test/signIn.ts'
import type { programmeSuite } from '../../test/programmeTestKit.ts'

type Suite = ReturnType<typeof programmeSuite>

/**
 * The reference fee of the tests, computed here with bigint and not with smFee.ts: the discount
 * taken off rounds down, so what is paid rounds up to the base unit.
 */
export const expectedFee = (fee: bigint, discount: string) => fee - (fee * rateUnits(discount)) / RATE_SCALE

/** Helpers of the member recruit tests (not a test file itself): operator steps and signed user actions. */
export function smActions(s: Suite, admin: number) {
  const actions = {
    configure: (config: Record<string, unknown>) => s.post('/api/admin/programmes/sm', admin, { config }),
    windowAround: (beginOffsetMs: number, endOffsetMs: number) => {
      const now = s.t.clock.now().getTime()
      return actions.configure({ begin_time: new Date(now + beginOffsetMs).toISOString(), end_time: new Date(now + endOffsetMs).toISOString() })
    },
    joinBody: async (i: number, pay_type: SmPayType, pay_amount: string) => ({ pay_type, pay_amount, ...(await s.signed(i, 'SM Join', smJoinSignedParams({ pay_type, pay_amount }))) }),
    join: async (i: number, pay_type: SmPayType, pay_amount: string) => s.post('/api/sm/join', i, await actions.joinBody(i, pay_type, pay_amount)),
    discount: async (i: number, pay_type: number) => (await s.get(`/api/sm/discount?pay_type=${pay_type}`, i)).json(),
    makePartner: (i: number) => s.post('/api/admin/partner/level', admin, { address: account(i).address, team_level: 1 }),
    joinFund: async (i: number) => s.post('/api/circulation/fund/join', i, { num: 1, ...(await s.signed(i, 'Circulation Fund Join', fundJoinSignedParams({ num: 1 }))) }),
    usable: async (i: number, tokenId: number) => (await userBalances(s.db, s.ids[i]!)).get(tokenId)?.usable ?? 0n,
  }
  return actions
}
