import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineEndpoint } from './endpoint.ts'

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
