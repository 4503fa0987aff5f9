import { z } from 'zod'
import { pageNumber, pageSize, text } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { defineEndpoint } from './endpoint.ts'
import { bindRecommender } from './user.ts'

/** Partner levels of the invitation page's three cards. */
export const teamLevels = [0, 1, 2] as const
export const teamLevel = z.lazy(() => z.union([z.literal(0), z.literal(1), z.literal(2)]))

export const invitee = z.lazy(() =>
  z.object({
    address,
    team_level: teamLevel,
    /** Direct invitees of this invitee at level 1 (partner). */
    dr_partner: z.number().int(),
    /** Direct invitees of this invitee at level 2 (genesis partner). */
    dr_genesis_partner: z.number().int(),
    created_time: z.string(),
  }),
)

const childrenQuery = z.lazy(() =>
  z.object({
    page: pageNumber,
    page_size: pageSize(10),
    /** Part of an invitee's address, case-insensitive. */
    address: z.string().trim().max(42).regex(/^(0x)?[0-9a-fA-F]*$/, 'hex address part').optional(),
  }),
)

const childrenOutput = z.lazy(() => z.object({ list: z.array(invitee), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }))

export const userCenterChildrenList = defineEndpoint({
  method: 'GET',
  path: '/user-center/children-list',
  auth: true,
  summary: 'Direct invitees of the signed-in user, newest first; address filters by a part of it',
  schemas: () => ({
    input: childrenQuery,
    output: childrenOutput,
  }),
})

export const partnerChildrenList = defineEndpoint({
  method: 'GET',
  path: '/partner/children-list',
  auth: true,
  summary: 'Direct invitees with their partner levels (same list as /user-center/children-list)',
  schemas: () => ({
    input: childrenQuery,
    output: childrenOutput,
  }),
})

export const levelInfo = z.lazy(() => z.object({ team_level: teamLevel, dr_partner: z.number().int(), dr_genesis_partner: z.number().int(), direct_count: z.number().int() }))

export const partnerLevelInfo = defineEndpoint({
  method: 'GET',
  path: '/partner/level-info',
  auth: true,
  summary: 'The signed-in user\'s partner level and direct-invitee counts',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ level_info: levelInfo }),
  }),
})

export const parentLevelInfo = defineEndpoint({
  method: 'GET',
  path: '/partner/parent-level-info',
  auth: true,
  summary: 'The bound referrer\'s partner level (null when none is bound)',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ parent_address: address.nullable(), level_info: levelInfo.nullable() }),
  }),
})

export const userCenterInviteInfo = defineEndpoint({
  method: 'GET',
  path: '/user-center/invite-info',
  auth: true,
  summary: 'Invite code, referrer and partner level for the invitation page',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    invite_code: z.string(),
    parent_id: z.number().int(),
    parent_address: address.nullable(),
    direct_count: z.number().int(),
    team_level: teamLevel,
  }),
  }),
})

export const userCenterInviteEdit = defineEndpoint({
  method: 'POST',
  path: '/user-center/invite-edit',
  auth: true,
  summary: 'Replace the invite code: a chosen one (8 characters of the invite alphabet) or, without one, a new random code',
  schemas: () => ({
    input: z.object({ invite_code: text(16, { trim: true }).optional() }),
    output: z.object({ invite_code: z.string() }),
  }),
})

export const userCenterBind = defineEndpoint({
  method: 'POST',
  path: '/user-center/bind',
  auth: true,
  summary: 'Bind a referrer by address or invite code, only while none is bound (same rules as /uc/bind-recommender)',
  schemas: () => ({
    input: bindRecommender.input,
    output: bindRecommender.output,
  }),
})
