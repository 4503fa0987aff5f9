import { cmCancelSignedParams, cmPublishSignedParams } from '@hapdex/core/api/circulationMarket'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { purposeBalances } from '../base/rewardBalances.ts'
import { orderView } from './cm.service.ts'
import { runBook } from './cmOrders.ts'
import type { programmeSuite } from '../../test/programmeTestKit.ts'

type Suite = ReturnType<typeof programmeSuite>

/** Helpers of the circulation market's tests (not a test file itself): signed publishes and cancels, balances. */
export function cmActions(s: Suite) {
  const actions = {
    publishBody: async (i: number, type: 0 | 1, amount: string) => ({ type, amount, ...(await s.signed(i, 'Circulation Order Publish', cmPublishSignedParams({ type, amount }))) }),
    publish: async (i: number, type: 0 | 1, amount: string) => s.post('/api/circulation/order/publish', i, await actions.publishBody(i, type, amount)),
    cancelBody: async (i: number, type: 0 | 1, id: number) => ({ type, id, ...(await s.signed(i, 'Circulation Order Cancel', cmCancelSignedParams({ type, id }))) }),
    cancel: async (i: number, type: 0 | 1, id: number) => s.post('/api/circulation/order/cancel', i, await actions.cancelBody(i, type, id)),
    usable: async (i: number, tokenId: number) => (await userBalances(s.db, s.ids[i]!)).get(tokenId)?.usable ?? 0n,
    held: async (i: number, tokenId: number) => purposeBalances(s.db, s.ids[i]!, tokenId, ['cm_reserved', 'circ_frozen', 'usable_incoming']),
    /** Resolves once the matcher has matched every order queued before the call (publishes only wake it). */
    drain: () => runBook(s.t.programmes.ctx),
    /** Test user i's order as the order page would show its state now. */
    view: (i: number, id: number) => orderView(s.t.programmes.ctx, s.ids[i]!, id),
  }
  return actions
}
