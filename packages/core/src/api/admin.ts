import { z } from 'zod'
import { accountAddress, amount, int4, int4Id, int4IdQuery, pageNumber, pageSize, pattern, text } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { languages } from '../i18n/languages.ts'
import { banner } from './basic.ts'
import { defineEndpoint } from './endpoint.ts'
import { exchangeToken } from './exchange.ts'
import { feedbackItem, feedbackReply } from './feedback.ts'
import { decimalAmount, signedDecimalAmount } from './wallet.ts'

/** Operator calls: a signed-in session whose address is in ADMIN_ADDRESSES; others get 403. */

/** Notice HTML is stored as given (clients sanitize with DOMPurify); 100 kB keeps pages sane. */
export const NOTICE_MAX_BYTES = 100_000

/** UTF-8 byte length without TextEncoder (core has no DOM or Node types). */
function utf8Length(text: string): number {
  let bytes = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

export const adminSession = defineEndpoint({
  method: 'GET',
  path: '/admin/session',
  auth: true,
  summary: "The operator console's check: answers the operator's address, 403 to any other session, 401 signed out",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ address }),
  }),
})

const page = z.lazy(() => z.object({ page: pageNumber, page_size: pageSize(20) }))
const ok = z.lazy(() => z.object({ ok: z.literal(true) }))
const idInput = z.lazy(() => z.object({ id: int4Id }))
/** Exact decimal fractions such as '10' or '0.003'. */
const rate = z.lazy(() => pattern(/^\d{1,30}(\.\d{1,18})?$/, 'decimal rate'))

export const adminSessionEndAll = defineEndpoint({
  method: 'POST',
  path: '/admin/session/end-all',
  auth: true,
  summary: "Sign out everywhere: ends every session of the operator's address, this one included",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ ended: z.number().int() }),
  }),
})

export const adminFeedbackList = defineEndpoint({
  method: 'GET',
  path: '/admin/feedback/list',
  auth: true,
  summary: 'All feedback, newest first, with the author and the replies',
  schemas: () => ({
    input: page,
    output: z.object({
    list: z.array(feedbackItem().extend({ address, replies: z.array(feedbackReply) })),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  }),
})

export const adminFeedbackReply = defineEndpoint({
  method: 'POST',
  path: '/admin/feedback/reply',
  auth: true,
  summary: 'Reply to a feedback entry',
  schemas: () => ({
    input: z.object({ id: int4Id, content: text(2000, { trim: true, min: 1 }) }),
    output: feedbackReply,
  }),
})

/** An operator's banner: shown in `lang` only, or in every language when lang is null. */
const adminBanner = z.lazy(() => banner().extend({ sort_order: z.number().int(), lang: z.enum(languages).nullable() }))

export const adminBannerList = defineEndpoint({
  method: 'GET',
  path: '/admin/banner/list',
  auth: true,
  summary: 'Banners with their sort order',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(adminBanner) }),
  }),
})

export const adminBannerSave = defineEndpoint({
  method: 'POST',
  path: '/admin/banner/save',
  auth: true,
  summary: 'Create a banner, or update it when id is given',
  schemas: () => ({
    input: z.object({
    id: int4Id.optional(),
    title: text(200, { trim: true, min: 1 }),
    // Same-origin paths or https URLs: a banner image never runs script.
    image: text(500, { trim: true }).regex(/^(\/[^/\\]|https:\/\/)/, 'a /path or https URL'),
    link: text(500, { trim: true }).regex(/^($|#\/|\/[^/\\]|https:\/\/)/, 'empty, #/route, /path or https URL').default(''),
    sort_order: int4.default(0),
    lang: z.enum(languages).nullable().default(null),
  }),
    output: adminBanner,
  }),
})

export const adminBannerDelete = defineEndpoint({
  method: 'POST',
  path: '/admin/banner/delete',
  auth: true,
  summary: 'Delete a banner',
  schemas: () => ({
    input: idInput,
    output: ok,
  }),
})

export const adminNotice = z.lazy(() =>
  z.object({
    id: z.number().int(),
    group: z.number().int(),
    lang: z.enum(languages),
    title: z.string(),
    content: z.string(),
    created_at: z.string(),
  }),
)

export const adminNoticeList = defineEndpoint({
  method: 'GET',
  path: '/admin/notice/list',
  auth: true,
  summary: 'Notices of every language, newest group first',
  schemas: () => ({
    input: page,
    output: z.object({ list: z.array(adminNotice), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const adminNoticeSave = defineEndpoint({
  method: 'POST',
  path: '/admin/notice/save',
  auth: true,
  summary: 'Create or replace the notice of a group in one language; without group a new group is started',
  schemas: () => ({
    input: z.object({
    group: int4Id.optional(),
    lang: z.enum(languages),
    title: text(200, { trim: true, min: 1 }),
    content: text(NOTICE_MAX_BYTES).refine((html) => utf8Length(html) <= NOTICE_MAX_BYTES, `at most ${NOTICE_MAX_BYTES} bytes`),
  }),
    output: adminNotice,
  }),
})

export const adminNoticeDelete = defineEndpoint({
  method: 'POST',
  path: '/admin/notice/delete',
  auth: true,
  summary: 'Delete a notice group in one language, or in every language without lang',
  schemas: () => ({
    input: z.object({ group: int4Id, lang: z.enum(languages).optional() }),
    output: z.object({ deleted: z.number().int() }),
  }),
})

export const adminExchangePair = z.lazy(() =>
  z.object({
    id: z.number().int(),
    t1: exchangeToken,
    t2: exchangeToken,
    exchange_rate: decimalAmount,
    fee_rate: decimalAmount,
    min_amount: decimalAmount,
    max_amount: decimalAmount,
    enabled: z.boolean(),
  }),
)

export const adminExchangeList = defineEndpoint({
  method: 'GET',
  path: '/admin/exchange/list',
  auth: true,
  summary: 'Every exchange pair, enabled or not',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(adminExchangePair) }),
  }),
})

export const adminExchangeSave = defineEndpoint({
  method: 'POST',
  path: '/admin/exchange/save',
  auth: true,
  summary: 'Create or update the pair t1 → t2 (amounts in whole source tokens; max 0 means none)',
  schemas: () => ({
    input: z.object({
    t1_id: int4Id,
    t2_id: int4Id,
    exchange_rate: rate,
    fee_rate: rate,
    min_amount: amount,
    max_amount: amount,
    enabled: z.boolean().default(true),
  }),
    output: adminExchangePair,
  }),
})

export const adminExchangeDelete = defineEndpoint({
  method: 'POST',
  path: '/admin/exchange/delete',
  auth: true,
  summary: 'Delete an exchange pair (its history stays)',
  schemas: () => ({
    input: idInput,
    output: ok,
  }),
})

export const adminPartnerLevel = defineEndpoint({
  method: 'POST',
  path: '/admin/partner/level',
  auth: true,
  summary: 'Set the partner level (0, 1 partner, 2 genesis partner) of a registered address',
  schemas: () => ({
    input: z.object({ address: accountAddress, team_level: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
    output: z.object({ address, team_level: z.number().int() }),
  }),
})

/** One operator action: who, what, to which record, when, and the record before and after it. */
export const adminAuditEntry = z.lazy(() =>
  z.object({
    id: z.number().int(),
    actor: z.string(),
    /** 'area.verb': withdraw.approve, withdraw.reject, deposit.release, ... */
    action: z.string(),
    /** 'kind:id' of the record the action changed. */
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    /** The operators' EIP-712 signatures that authorised it (requester, then approver); none for a worker's entry. */
    signatures: z.array(operatorSignatureView),
    /** Its link in the log's hash chain. */
    entry_hash: z.string(),
    created_at: z.string(),
  }),
)

export const operatorSignatureView = z.lazy(() =>
  z.object({
    role: z.enum(['requester', 'approver']),
    signer: z.string(),
    action: z.string(),
    payload: z.string(),
    nonce: z.string(),
    expires: z.string(),
    signature: z.string(),
    chain_id: z.number().int(),
  }),
)

export const adminAuditCheck = defineEndpoint({
  method: 'GET',
  path: '/admin/audit/check',
  auth: true,
  summary: 'Walks the audit log: every entry hash recomputed from the one before it, every stored signature recovered',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      ok: z.boolean(),
      entries: z.number().int(),
      signatures: z.number().int(),
      problems: z.array(z.object({ id: z.number().int(), kind: z.enum(['hash', 'signature', 'head']), detail: z.string() })),
    }),
  }),
})

export const adminAuditList = defineEndpoint({
  method: 'GET',
  path: '/admin/audit/list',
  auth: true,
  summary: 'The audit log of operator actions, newest first; filter by action, operator or target',
  schemas: () => ({
    input: z.object({
      action: text(60, { trim: true, min: 1 }).optional(),
      actor: text(42, { trim: true, min: 1 }).optional(),
      target: text(100, { trim: true, min: 1 }).optional(),
      order: z.enum(['asc', 'desc']).default('desc'),
      page: pageNumber,
      page_size: pageSize(20),
    }),
    output: z.object({ list: z.array(adminAuditEntry), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
  }),
})

/** One token's side of the ledger check, in whole tokens: what users, fees, held deposits and the house hold against custody and operator funding. */
export const ledgerTokenTotals = z.lazy(() =>
  z.object({
    token_id: z.number().int(),
    token: z.string(),
    entries: signedDecimalAmount,
    users: signedDecimalAmount,
    fees: signedDecimalAmount,
    held: signedDecimalAmount,
    programmes: signedDecimalAmount,
    operator_funding: signedDecimalAmount,
    custody: signedDecimalAmount,
    on_chain_net: signedDecimalAmount,
  }),
)

export const adminLedgerCheck = defineEndpoint({
  method: 'GET',
  path: '/admin/ledger/check',
  auth: true,
  summary: "Runs the ledger's invariants now, as `npm run ledger:check` does: ok, each problem found, and every token's totals",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ ok: z.boolean(), problems: z.array(z.string()), checked_at: z.string(), tokens: z.array(ledgerTokenTotals) }),
  }),
})

/** A worker loop as its last pass left it: failing while `failures` > 0, since `failing_since`, with the latest cause. */
export const workerHealth = z.lazy(() =>
  z.object({
    name: z.string(),
    failures: z.number().int(),
    failing_since: z.string().nullable(),
    last_error: z.string().nullable(),
    last_ok_at: z.string().nullable(),
    updated_at: z.string(),
  }),
)

export const adminWorkers = defineEndpoint({
  method: 'GET',
  path: '/admin/workers',
  auth: true,
  summary: "Each worker loop's state (passing, or failing since when and why) and each chain reader's cursor: the next block it reads",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(workerHealth), cursors: z.array(z.object({ name: z.string(), next_block: z.string() })) }),
  }),
})

export const adminSolvency = defineEndpoint({
  method: 'GET',
  path: '/admin/solvency',
  auth: true,
  summary: 'Per token, what custody owes (users, held deposits, pools) against what its addresses hold on chain and what is in flight, read now',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      checked_at: z.string(),
      /** Null while the node cannot be read: the figures are then unknown, not zero. */
      tokens: z.array(z.object({ token_id: z.number().int(), token: z.string(), owed: decimalAmount, on_chain: decimalAmount, in_flight: decimalAmount, shortfall: decimalAmount })).nullable(),
      /** Why the chain could not be read. */
      error: z.string().nullable(),
    }),
  }),
})

/** A token's operator settings in whole tokens: deposit and withdrawal minimums and fees, the transfer fee rate. */
export const adminTokenSettings = z.lazy(() =>
  z.object({
    id: z.number().int(),
    symbol: z.string(),
    decimals: z.number().int(),
    min_deposit: decimalAmount,
    min_withdraw: decimalAmount,
    /** Of the amount, e.g. '0.005'; the fee is then held between the minimum and maximum fee. */
    withdraw_fee_rate: z.string(),
    withdraw_min_fee: decimalAmount,
    withdraw_max_fee: decimalAmount,
    transfer_fee_rate: z.string(),
    min_transfer: decimalAmount,
    /** What a user's withdrawals of the token may come to in 24 hours before an operator reviews them. */
    withdraw_review_threshold: decimalAmount,
    /** What a user may withdraw of the token in any 24 hours. */
    withdraw_daily_limit: decimalAmount,
    /** The hot wallet's balance above which the excess should go to cold storage; 0: none. */
    hot_float_ceiling: decimalAmount,
  }),
)

export const adminTokenList = defineEndpoint({
  method: 'GET',
  path: '/admin/token/list',
  auth: true,
  summary: "Every token's minimums and fees, in whole tokens",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(adminTokenSettings) }),
  }),
})

/** A fee rate below 1: a fee never takes the whole amount. */
const feeRate = z.lazy(() => pattern(/^0(\.\d{1,18})?$/, 'a fee rate below 1 such as 0.005'))

export const adminTokenSave = defineEndpoint({
  method: 'POST',
  path: '/admin/token/save',
  auth: true,
  summary: "Change a token's minimums and fees (the fields given); the minimum fee may not exceed the maximum. Applies within seconds (the token cache).",
  schemas: () => ({
    input: z.object({
      id: int4Id,
      min_deposit: amount.optional(),
      min_withdraw: amount.optional(),
      withdraw_fee_rate: feeRate.optional(),
      withdraw_min_fee: amount.optional(),
      withdraw_max_fee: amount.optional(),
      transfer_fee_rate: feeRate.optional(),
      min_transfer: amount.optional(),
      withdraw_review_threshold: amount.optional(),
      withdraw_daily_limit: amount.optional(),
      hot_float_ceiling: amount.optional(),
    }),
    output: adminTokenSettings,
  }),
})

/** A user as operators look them up: referral parent, team, partner level and balances. */
export const adminUser = z.lazy(() =>
  z.object({
    id: z.number().int(),
    address,
    created_at: z.string(),
    /** '' without a referrer. */
    parent_address: z.string(),
    directs: z.number().int(),
    team_size: z.number().int(),
    team_level: z.number().int(),
    balances: z.array(z.object({ token: z.string(), token_id: z.number().int(), usable: decimalAmount, frozen: decimalAmount })),
  }),
)

export const adminUserList = defineEndpoint({
  method: 'GET',
  path: '/admin/users/list',
  auth: true,
  summary: 'Users, newest first, searched by a part of the address, with the count of all matches',
  schemas: () => ({
    input: z.object({ address: pattern(/^(0x)?[0-9a-fA-F]{1,40}$/, 'a part of an address in hex').optional(), page: pageNumber, page_size: pageSize(20) }),
    output: z.object({ list: z.array(adminUser), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const adminUserBills = defineEndpoint({
  method: 'GET',
  path: '/admin/users/bills',
  auth: true,
  summary: "A user's bills, newest first, amounts in whole tokens",
  schemas: () => ({
    input: z.object({ user_id: int4IdQuery, page: pageNumber, page_size: pageSize(20) }),
    output: z.object({
      list: z.array(z.object({ id: z.number().int(), token: z.string(), behavior: z.number().int(), type: z.number().int(), amount: signedDecimalAmount, usable_change: signedDecimalAmount, counterparty: z.string(), tx_hash: z.string(), created_at: z.string() })),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  }),
})
