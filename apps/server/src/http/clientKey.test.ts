import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { clientKey } from './clientKey.ts'

vi.mock('@fastify/rate-limit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@fastify/rate-limit')>()
  return { ...actual, normalizeIP: vi.fn(actual.normalizeIP) }
})

const from = (ip: string) => ({ ip }) as FastifyRequest

describe('clientKey', () => {
  it('keys IPv6 clients by their /64 and IPv4 ones, mapped or not, by their address', () => {
    expect(clientKey(from('2001:db8:85a3:1234:8a2e:370:7334:1'))).toBe(clientKey(from('2001:db8:85a3:1234:ffff:1:2:3')))
    expect(clientKey(from('2001:db8:85a3:1234:8a2e:370:7334:1'))).not.toBe(clientKey(from('2001:db8:85a3:1235:8a2e:370:7334:1')))
    expect(clientKey(from('::ffff:203.0.113.7'))).toBe('203.0.113.7')
    expect(clientKey(from('203.0.113.7'))).toBe('203.0.113.7')
  })

  it('normalises an address once however many requests come from it (every API request is keyed)', () => {
    vi.mocked(normalizeIP).mockClear()
    for (let i = 0; i < 3; i++) expect(clientKey(from('2001:db8:aaaa:bbbb:1:2:3:4'))).toBe(clientKey(from('2001:db8:aaaa:bbbb::9')))
    expect(normalizeIP).toHaveBeenCalledTimes(2)
  })
})
