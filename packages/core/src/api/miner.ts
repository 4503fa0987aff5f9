import { z } from 'zod'
import { address } from '../chain/chainConfig.ts'
import type { Language } from '../i18n/languages.ts'
import { defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles } from './signedAction.ts'
import { decimalAmount, recordPageQuery, signedDecimalAmount } from './wallet.ts'

/** The miner pool and the airdrop (spec 2 "Miner and airdrop", spec 3 "Airdrop"); rules in PROGRAMMES.md. */

export const minerStatuses = { startable: 0, running: 1 } as const

export const minerInfoView = z.lazy(() =>
  z.object({
    /** 0 startable, 1 running. */
    status: z.number().int().min(0).max(1),
    /** Seconds until the running session ends; 0 when startable. */
    countdown: z.number().int().min(0),
    /** The running (or last) session; null before the first. */
    started_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    /** What the running (or last) session produces, fixed at its start. */
    production: decimalAmount,
    token: z.string(),
  }),
)

export const minerInfo = defineEndpoint({
  method: 'GET',
  path: '/miner/info',
  auth: true,
  summary: "The caller's miner: status (0 startable, 1 running), countdown in seconds, the session's production",
  schemas: () => ({
    input: z.object({}),
    output: minerInfoView,
  }),
})

export const minerSummary = defineEndpoint({
  method: 'GET',
  path: '/miner/summary',
  auth: true,
  summary: 'Airdrop balance (usable), direct invitees (share_num), computing power, the current rate per session and the total mined',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    usable: decimalAmount,
    share_num: z.number().int(),
    units: z.number().int(),
    /** What one session started now would produce. */
    rate: decimalAmount,
    total_mined: decimalAmount,
    total_cap: decimalAmount,
    token: z.string(),
  }),
  }),
})

export const minerStart = defineEndpoint({
  method: 'POST',
  path: '/miner/start',
  auth: true,
  summary: `Start a mining session (production fixed now, paid when it ends), signed '${signedActionTitles.startMiner}'`,
  schemas: () => ({
    input: z.object(signedActionFields),
    output: minerInfoView,
  }),
})

export const minerTeamList = defineEndpoint({
  method: 'GET',
  path: '/miner/team-list',
  auth: true,
  summary: "The caller's invitees by level (1 direct, 2 indirect) with how many of them mined in the last 24 h",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ level: z.number().int(), total: z.number().int(), active: z.number().int() })) }),
  }),
})

export const minerRecordList = defineEndpoint({
  method: 'GET',
  path: '/miner/wallet/record-list',
  auth: true,
  summary: 'Airdrop balance records, newest first: level 0 own production and the 918 airdrop, 1 direct-invitee bonuses, 2 indirect, -1 all (claims included)',
  schemas: () => ({
    input: recordPageQuery().extend({ level: z.coerce.number().int().min(-1).max(2).default(-1) }),
    output: z.object({
    list: z.array(z.object({ id: z.number().int(), created_at: z.string(), usable_change: signedDecimalAmount, behavior: z.number().int(), type_txt: z.string(), level: z.number().int() })),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  }),
})

export const minerBehaviors = defineEndpoint({
  method: 'GET',
  path: '/miner/wallet/behaviors',
  auth: true,
  summary: "The airdrop balance's record kinds with their names in the caller's language",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ behavior: z.number().int(), name: z.string(), level: z.number().int() })) }),
  }),
})

export const airdropSummary = defineEndpoint({
  method: 'GET',
  path: '/airdrop/summary',
  auth: true,
  summary: 'Airdrop balance (usable), direct invitees (dr_num), claimed in total (get_amount)',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ usable: decimalAmount, dr_num: z.number().int(), get_amount: decimalAmount, token: z.string() }),
  }),
})

export const airdropClaim = defineEndpoint({
  method: 'POST',
  path: '/airdrop/claim',
  auth: true,
  summary: 'Move the whole airdrop balance to the wallet (once however many requests race)',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ amount: decimalAmount, token: z.string() }),
  }),
})

export const airdropChildrenList = defineEndpoint({
  method: 'GET',
  path: '/airdrop/children-list',
  auth: true,
  summary: "Invitees of one level (1 direct, 2 indirect), newest first: whether they received airdrops, and whether their miner ran in the last 24 h",
  schemas: () => ({
    input: recordPageQuery().extend({ level: z.coerce.number().int().min(1).max(2).default(1) }),
    output: z.object({
    list: z.array(z.object({ address, is_get: z.number().int().min(0).max(1), miner_status: z.number().int().min(0).max(1), miner_status_txt: z.string() })),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  }),
})

/** `miner_status_txt`: 1 when the invitee's miner ran in the last 24 h. */
export const minerStatusTexts: Record<0 | 1, Record<Language, string>> = {
  1: { 'en-US': 'Mining', 'zh-CN': '挖矿中', 'zh-HK': '挖礦中', 'ja-JP': 'マイニング中', 'ko-KR': '채굴 중' },
  0: { 'en-US': 'Not mining', 'zh-CN': '未挖矿', 'zh-HK': '未挖礦', 'ja-JP': '未稼働', 'ko-KR': '채굴 안 함' },
}
