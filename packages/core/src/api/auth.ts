import { z } from 'zod'
import { text } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { defineEndpoint } from './endpoint.ts'

export const authNonce = defineEndpoint({
  method: 'GET',
  path: '/auth/nonce',
  auth: false,
  summary: 'A single-use nonce for a Sign-In with Ethereum message',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ nonce: z.string(), expires_at: z.string() }),
  }),
})

export const authLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  auth: false,
  summary: 'Verify a signed EIP-4361 message and open a session',
  schemas: () => ({
    input: z.object({ message: text(4000, { min: 1 }), signature: z.string().max(4000).regex(/^0x[0-9a-fA-F]+$/) }),
    output: z.object({ token: z.string(), address, expires_at: z.string() }),
  }),
})

export const authLogout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  auth: true,
  summary: 'End the current session',
  schemas: () => ({
    input: z.object({}),
    output: z.null(),
  }),
})
