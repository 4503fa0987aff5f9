import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields } from './signedAction.ts'
import { PARENT_CHAIN_ID } from './wallet.ts'
import { withdrawOrderParams } from './withdraw.ts'

describe('defineEndpoint', () => {
  it('builds the schemas on the first read of either, once', () => {
    const schemas = vi.fn(() => ({ input: z.object({ id: z.number() }), output: z.object({ name: z.string() }) }))
    const endpoint = defineEndpoint({ method: 'GET', path: '/thing', auth: false, summary: 'A thing', schemas })
    expect(schemas).not.toHaveBeenCalled()
    expect(endpoint.output.parse({ name: 'a' })).toEqual({ name: 'a' })
    expect(endpoint.input.safeParse({ id: 'x' }).success).toBe(false)
    expect(endpoint.input).toBe(endpoint.input)
    expect(schemas).toHaveBeenCalledTimes(1)
    expect({ method: endpoint.method, path: endpoint.path, auth: endpoint.auth }).toEqual({ method: 'GET', path: '/thing', auth: false })
  })
})

describe('builtOnFirstUse', () => {
  it('builds the schema on the first call, once, and it extends as the schema itself', () => {
    const build = vi.fn(() => z.object({ id: z.number() }))
    const shared = builtOnFirstUse(build)
    expect(build).not.toHaveBeenCalled()
    expect(shared()).toBe(shared())
    expect(build).toHaveBeenCalledTimes(1)
    expect(shared().extend({ name: z.string() }).safeParse({ id: 1 }).success).toBe(false)
  })

  it('keeps a signed action checking its own parameters and the signature fields', () => {
    const input = withdrawOrderParams().extend(signedActionFields)
    const signed = { chain_id: PARENT_CHAIN_ID, token_id: 1, amount: '1.5', address: '0x' + '1'.repeat(40), nonce: 'a'.repeat(32), expires_at: '2026-11-25T12:00:00Z', signature: '0x' + 'b'.repeat(130) }
    expect(input.safeParse(signed).success).toBe(true)
    expect(input.safeParse({ ...signed, expires_at: 'tomorrow' }).success).toBe(false)
    expect(input.safeParse({ ...signed, nonce: 'short' }).success).toBe(false)
  })
})
