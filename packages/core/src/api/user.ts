import { z } from 'zod'
import { accountAddress, text } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { defineEndpoint } from './endpoint.ts'

export const register = defineEndpoint({
  method: 'POST',
  path: '/register',
  auth: true,
  summary: 'Register the signed-in address (idempotent; called on connect)',
  schemas: () => ({
    input: z.object({ address: accountAddress }),
    output: z.object({ id: z.number().int(), address, created: z.boolean() }),
  }),
})

export const userInfo = defineEndpoint({
  method: 'GET',
  path: '/uc/info',
  auth: true,
  summary: 'The signed-in user: invite code and bound parent (0 when none)',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    id: z.number().int(),
    address,
    invite_code: z.string(),
    parent_id: z.number().int(),
    nickname: z.string(),
  }),
  }),
})

export const bindRecommender = defineEndpoint({
  method: 'POST',
  path: '/uc/bind-recommender',
  auth: true,
  summary: 'Bind a referrer by address or invite code, only while none is bound',
  schemas: () => ({
    /** The spec submits the entered text as is; an invite code is accepted too, as links carry one. */
    input: z.object({ parent_addr: text(64, { trim: true, min: 1 }) }),
    output: z.object({ parent_id: z.number().int(), parent_address: address }),
  }),
})

export const recommender = defineEndpoint({
  method: 'GET',
  path: '/uc/recommender',
  auth: true,
  summary: 'The bound referrer, or null',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ recommender: address.nullable() }),
  }),
})

export const inviteInfo = defineEndpoint({
  method: 'GET',
  path: '/uc/invite/info',
  auth: true,
  summary: 'Invite code and the count of direct invitees',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ invite_code: z.string(), direct_count: z.number().int(), parent_address: address.nullable() }),
  }),
})

export const editUser = defineEndpoint({
  method: 'POST',
  path: '/uc/edit',
  auth: true,
  summary: 'Edit the profile (nickname)',
  schemas: () => ({
    input: z.object({ nickname: text(32, { trim: true, min: 1 }) }),
    output: z.object({ nickname: z.string() }),
  }),
})

export const activityJoin = defineEndpoint({
  method: 'POST',
  path: '/activity/join',
  auth: true,
  summary: 'Record the signed-in address as joined to the current activity (idempotent)',
  schemas: () => ({
    input: z.object({ address: accountAddress }),
    output: z.object({ joined: z.boolean() }),
  }),
})
