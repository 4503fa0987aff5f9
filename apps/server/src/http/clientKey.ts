import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'

const MAX_REMEMBERED = 10_000
const keysByAddress = new Map<string, string>()

/**
 * The client's address as the rate limits key it: IPv6 by its /64, as one host usually holds a
 * whole one. Every API request is keyed once or twice (client limit; session limit while
 * anonymous; sign-in), and normalizeIP parses an IPv6 address, or an IPv4 one mapped into IPv6
 * as a dual-stack listener sees it, twice with ip-address: some 10–15 µs a time. A client sends
 * many requests from one address, so each address is normalised once and remembered.
 */
export function clientKey(request: FastifyRequest): string {
  const address = request.ip
  const remembered = keysByAddress.get(address)
  if (remembered !== undefined) return remembered
  const key = normalizeIP(address, 64)
  // Bounded: anyone may come from many addresses; dropping all is simpler than an LRU and as good here.
  if (keysByAddress.size >= MAX_REMEMBERED) keysByAddress.clear()
  keysByAddress.set(address, key)
  return key
}
