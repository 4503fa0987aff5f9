import { z } from 'zod'
import { accountAddress, amount, int4Id, int4IdQuery, text } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import type { Language } from '../i18n/languages.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount, PARENT_CHAIN_ID, recordPageQuery, tokenConfig, tokenId, txHash } from './wallet.ts'

export const withdrawConfigs = defineEndpoint({
  method: 'GET',
  path: '/withdraw/configs',
  auth: false,
  summary: 'Withdrawable tokens: minimum amount, fee rate and fee bounds; and how soon a withdrawal is usually paid',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    list: z.array(tokenConfig),
    /**
     * Seconds from placing a withdrawal to its payout on chain, as the server's payer runs (its
     * cadence and a block or two); an older server without the field: a minute. Withdrawals held
     * for an operator's review take longer, which the order's status shows.
     */
    payout_eta_seconds: z.number().int().positive().default(60),
    /** The payer signs nothing new (an operator's pause, or reconciling with the chain): orders are taken and stay queued. */
    paused: z.boolean().default(false),
  }),
  }),
})

export const withdrawCondition = defineEndpoint({
  method: 'GET',
  path: '/withdraw/order/condition',
  auth: true,
  summary: "Minimum withdrawal and fee of a token, the usable balance, and the user's 24-hour limit with what is left of it",
  schemas: () => ({
    input: z.object({ token_id: tokenId }),
    /** daily_limit: what a user may withdraw of the token in any 24 hours; daily_remaining: what is left of it now. */
    output: z.object({ min_withdraw: decimalAmount, fee_rate: decimalAmount, min_fee: decimalAmount, max_fee: decimalAmount, usable: decimalAmount, daily_limit: decimalAmount.optional(), daily_remaining: decimalAmount.optional() }),
  }),
})

/** The withdrawal's own parameters, in signing order. */
export const withdrawOrderParams = builtOnFirstUse(() =>
  z.object({
    chain_id: z.literal(PARENT_CHAIN_ID),
    token_id: int4Id,
    amount,
    address: accountAddress,
  }),
)

export function withdrawOrderSignedParams(input: z.input<ReturnType<typeof withdrawOrderParams>>): SignedActionMessageParameters['params'] {
  return [
    ['chain_id', input.chain_id],
    ['token_id', input.token_id],
    ['amount', input.amount],
    ['address', input.address],
  ]
}

/** Order statuses: 0 waiting for review, 1 queued for payout, 2 sending, 3 paid, 4 failed and refunded, 5 rejected and refunded. */
export const withdrawStatuses = { review: 0, approved: 1, sending: 2, paid: 3, failed: 4, rejected: 5 } as const
export type WithdrawStatus = (typeof withdrawStatuses)[keyof typeof withdrawStatuses]

export const withdrawStatusNames: Record<WithdrawStatus, Record<Language, string>> = {
  0: { 'en-US': 'Under review', 'zh-CN': '审核中', 'zh-HK': '審核中', 'ja-JP': '審査中', 'ko-KR': '심사 중' },
  1: { 'en-US': 'Processing', 'zh-CN': '处理中', 'zh-HK': '處理中', 'ja-JP': '処理中', 'ko-KR': '처리 중' },
  2: { 'en-US': 'Sending', 'zh-CN': '发送中', 'zh-HK': '發送中', 'ja-JP': '送信中', 'ko-KR': '전송 중' },
  3: { 'en-US': 'Completed', 'zh-CN': '已完成', 'zh-HK': '已完成', 'ja-JP': '完了', 'ko-KR': '완료' },
  4: { 'en-US': 'Failed, refunded', 'zh-CN': '失败，已退回', 'zh-HK': '失敗，已退回', 'ja-JP': '失敗（返金済み）', 'ko-KR': '실패, 환불됨' },
  5: { 'en-US': 'Rejected, refunded', 'zh-CN': '已驳回，已退回', 'zh-HK': '已駁回，已退回', 'ja-JP': '却下（返金済み）', 'ko-KR': '거절됨, 환불됨' },
}

export const withdrawOrderRecord = builtOnFirstUse(() =>
  z.object({
    id: z.number().int(),
    created_time: z.string(),
    token_id: z.number().int(),
    token_name: z.string(),
    /** Debited from the balance (fee included). */
    amount: decimalAmount,
    fee: decimalAmount,
    /** Paid on chain: amount − fee. */
    actual_amount: decimalAmount,
    address,
    status: z.number().int(),
    status_txt: z.string(),
    /** 1: outgoing, as the spec's records mark it. */
    type: z.literal(1),
    tx_hash: z.string(),
  }),
)

export const withdrawOrder = defineEndpoint({
  method: 'POST',
  path: '/withdraw/order',
  auth: true,
  summary: `Withdraw to an address, signed '${signedActionTitles.withdrawOrder}'; the fee comes out of the amount, which is frozen until paid`,
  schemas: () => ({
    input: withdrawOrderParams().extend(signedActionFields),
    output: withdrawOrderRecord(),
  }),
})

export const withdrawOrderList = defineEndpoint({
  method: 'GET',
  path: '/withdraw/order/list',
  auth: true,
  summary: 'Withdrawal orders of the signed-in user, newest first',
  schemas: () => ({
    input: recordPageQuery(),
    output: z.object({ list: z.array(withdrawOrderRecord()), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const withdrawAddress = z.lazy(() => z.object({ id: z.number().int(), address, remark: z.string(), created_time: z.string() }))
const remark = z.lazy(() => text(50, { trim: true }).default(''))

export const withdrawAddressCreate = defineEndpoint({
  method: 'POST',
  path: '/withdraw/address/create',
  auth: true,
  summary: 'Save a withdrawal address in the address book (at most 20)',
  schemas: () => ({
    input: z.object({ address: accountAddress, remark }),
    output: withdrawAddress,
  }),
})

export const withdrawAddressUpdate = defineEndpoint({
  method: 'POST',
  path: '/withdraw/address/update',
  auth: true,
  summary: 'Change an address book entry',
  schemas: () => ({
    input: z.object({ id: int4IdQuery, address: accountAddress, remark }),
    output: withdrawAddress,
  }),
})

export const withdrawAddressDelete = defineEndpoint({
  method: 'POST',
  path: '/withdraw/address/delete',
  auth: true,
  summary: 'Remove an address book entry',
  schemas: () => ({
    input: z.object({ id: int4IdQuery }),
    output: z.object({ deleted: z.boolean() }),
  }),
})

export const withdrawAddressList = defineEndpoint({
  method: 'GET',
  path: '/withdraw/address/list',
  auth: true,
  summary: 'The address book, newest first',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(withdrawAddress) }),
  }),
})

export const adminWithdrawOrder = z.lazy(() =>
  withdrawOrderRecord().extend({
    user_address: address,
    tx_hash: z.union([txHash, z.literal('')]),
    /** Why a payout failed, or the operator's reason for rejecting it; '' otherwise. */
    error: z.string(),
    /** Why the node refused the payout's latest broadcast (it stays "sending" and is sent again); '' when it took it. */
    node_refusal: z.string(),
  }),
)

export const adminWithdrawList = defineEndpoint({
  method: 'GET',
  path: '/admin/withdraw/list',
  auth: true,
  summary: 'Operators: withdrawal orders by status (default: waiting for review), with the count of each status',
  schemas: () => ({
    input: recordPageQuery().extend({ status: z.coerce.number().int().min(0).max(5).default(withdrawStatuses.review) }),
    /** total: the orders of the status asked for; counts: of every status ('0' … '5'). */
    output: z.object({ list: z.array(adminWithdrawOrder), page: z.number().int(), page_size: z.number().int(), total: z.number().int(), counts: z.record(z.string(), z.number().int()) }),
  }),
})

export const adminWithdrawApprove = defineEndpoint({
  method: 'POST',
  path: '/admin/withdraw/approve',
  auth: true,
  summary: 'Operators: release an order waiting for review to the payer',
  schemas: () => ({
    input: z.object({ id: int4Id }),
    output: adminWithdrawOrder,
  }),
})

export const adminWithdrawReject = defineEndpoint({
  method: 'POST',
  path: '/admin/withdraw/reject',
  auth: true,
  summary: 'Operators: reject an order waiting for review, with the reason the order keeps; the amount returns to the usable balance',
  schemas: () => ({
    input: z.object({ id: int4Id, reason: text(200, { trim: true }).default('') }),
    output: adminWithdrawOrder,
  }),
})

/** The payer as operators see it: whether it signs, why not, and per token the hot wallet's balance against what waits to be paid. */
export const adminPayerView = z.lazy(() =>
  z.object({
    /** The hot wallet; null when no key is configured (no payer runs). */
    address: address.nullable(),
    signing: z.boolean(),
    operator_paused: z.boolean(),
    operator_paused_by: z.string().nullable(),
    /** WITHDRAW_PAUSED is set on the worker: the console cannot lift it. */
    env_paused: z.boolean(),
    /** The payer's own reason for not signing (reconciling with the chain); null when it has none. */
    paused_reason: z.string().nullable(),
    /** The solvency check's finding while custody is short; null otherwise. */
    shortfall: z.string().nullable(),
    tokens: z.array(
      z.object({
        token_id: z.number().int(),
        token: z.string(),
        /** Payouts of approved and sending orders, in whole tokens. */
        pending: decimalAmount,
        /** What the hot wallet holds on chain; null when the node could not be read. */
        hot_balance: decimalAmount.nullable(),
        /** What the hot wallet lacks to pay every pending payout: those it cannot cover wait; null when unknown. */
        float_short: decimalAmount.nullable(),
        /** The token's ceiling on the hot wallet (0: none), and what it holds above it beyond the pending payouts: to move to cold storage. */
        ceiling: decimalAmount,
        excess: decimalAmount.nullable(),
      }),
    ),
  }),
)

export const adminPayer = defineEndpoint({
  method: 'GET',
  path: '/admin/payer',
  auth: true,
  summary: "Operators: the withdrawal payer's state (signing, or paused and why) and the hot wallet's balance against pending payouts",
  schemas: () => ({ input: z.object({}), output: adminPayerView }),
})

export const adminPayerPause = defineEndpoint({
  method: 'POST',
  path: '/admin/payer/pause',
  auth: true,
  summary: 'Operators: stop the payer signing anything new (paused: true), or let it go on (false); queued orders stay queued, sent payouts are followed',
  schemas: () => ({ input: z.object({ paused: z.boolean() }), output: adminPayerView }),
})
