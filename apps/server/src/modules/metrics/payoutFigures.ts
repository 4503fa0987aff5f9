import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { catalogToken } from '../wallet/tokenCatalog.ts'
import type { FigureGroup, FigureRound } from './figureRound.ts'
import { secondsSince, type FigureSources } from './figureSources.ts'
import { wholeTokens } from './wholeTokens.ts'

/** The orders not yet final on the payer's side: waiting for an operator, for the payer (or the float), or sent and not yet at depth. */
const pendingStatuses = { review: withdrawStatuses.review, approved: withdrawStatuses.approved, sending: withdrawStatuses.sending } as const
type PendingStatus = keyof typeof pendingStatuses
const statusNames = new Map(Object.entries(pendingStatuses).map(([name, status]) => [status as number, name as PendingStatus]))

/** Payouts waiting, what they come to and how long the oldest has waited; and why the payer is paused, if it is. */
export function payoutFigures(round: FigureRound, sources: FigureSources): FigureGroup {
  const orders = round.gauge({
    name: 'hapdex_payouts_pending',
    help: 'Withdrawal orders not yet final, by status: review (waits for an operator), approved (waits for the payer or the float), sending (sent, not yet at depth).',
    labelNames: ['status'],
  })
  const amount = round.gauge({
    name: 'hapdex_payouts_pending_amount_tokens',
    help: 'What the pending orders will send (amount less fee), by status and token, in whole tokens (float64: about 15 significant digits).',
    labelNames: ['status', 'token'],
  })
  const oldest = round.gauge({
    name: 'hapdex_payouts_oldest_pending_age_seconds',
    help: 'Age of the oldest order in each pending status, from when the user placed it; absent for a status with no order.',
    labelNames: ['status'],
  })
  const paused = round.gauge({
    name: 'hapdex_payer_paused',
    help: 'Whether the payer signs nothing new, by reason: config (WITHDRAW_PAUSED), operator (the console), reconciling (the chain shows payouts the database does not know), shortfall (the solvency check found custody short). Absent without a hot wallet.',
    labelNames: ['reason'],
  })
  return {
    name: 'payouts',
    gauges: [orders, amount, oldest, paused],
    async read() {
      const [rows, tokens, state] = await Promise.all([pendingOrders(sources), sources.tokens.all(), payerState(sources)])
      const now = sources.now()
      return () => {
        for (const status of Object.keys(pendingStatuses)) {
          orders.set({ status }, 0)
          for (const token of tokens) if (token.contract !== undefined) amount.set({ status, token: token.symbol }, 0)
        }
        const oldestOf = new Map<PendingStatus, Date>()
        for (const row of rows) {
          const status = statusNames.get(row.status)
          if (status === undefined) continue
          const token = catalogToken(tokens, row.token_id)
          orders.inc({ status }, Number(row.orders))
          amount.set({ status, token: token.symbol }, wholeTokens(BigInt(row.payout ?? '0'), token))
          const since = oldestOf.get(status)
          if (since === undefined || row.oldest < since) oldestOf.set(status, row.oldest)
        }
        for (const [status, since] of oldestOf) oldest.set({ status }, secondsSince(since, now))
        if (state === undefined) return
        paused.set({ reason: 'config' }, sources.withdrawPaused ? 1 : 0)
        paused.set({ reason: 'operator' }, state.operator_paused ? 1 : 0)
        paused.set({ reason: 'reconciling' }, state.paused_reason === null ? 0 : 1)
        paused.set({ reason: 'shortfall' }, state.shortfall === null ? 0 : 1)
      }
    },
  }
}

/** Per status and token; the status index keeps it to the pending orders however many are paid. */
function pendingOrders({ db }: FigureSources) {
  return db
    .selectFrom('withdraw_orders')
    .select(['status', 'token_id'])
    .select((eb) => [eb.fn.countAll<string>().as('orders'), eb.fn.sum<string>(eb('amount', '-', eb.ref('fee'))).as('payout'), eb.fn.min<Date>('created_at').as('oldest')])
    .where('status', 'in', Object.values(pendingStatuses))
    .groupBy(['status', 'token_id'])
    .execute()
}

/** The hot wallet's payer state; a payer that never stored one is paused by nothing but its configuration. Undefined: no payer. */
async function payerState({ db, hotWalletAddress }: FigureSources) {
  if (hotWalletAddress === undefined) return undefined
  const row = await db.selectFrom('payer_state').select(['operator_paused', 'paused_reason', 'shortfall']).where('address', '=', hotWalletAddress.toLowerCase()).executeTakeFirst()
  return row ?? { operator_paused: false, paused_reason: null, shortfall: null }
}
