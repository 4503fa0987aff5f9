/**
 * The limits case of bench/api/run.ts (issue 52): the authenticated read against each group of
 * limitGroups.ts, in alternated rounds. Once as the read case sends it (one session, one client
 * address: every count far from its limit) and once with a new client address a request, the
 * worst case for Redis's leases: each request's client count is a key of its own, asked of Redis.
 */
import type autocannon from 'autocannon'
import type { LimitGroup } from './limitGroups.ts'

export const LIMIT_CASES = [
  { key: 'memory', group: 'memory', fresh: false, name: 'one process, limits in memory' },
  { key: 'redis', group: 'redis', fresh: false, name: 'one process, limits in Redis' },
  { key: 'redisTwo', group: 'redisTwo', fresh: false, name: 'two processes, limits in Redis' },
  { key: 'memoryFresh', group: 'memory', fresh: true, name: 'one process, in memory, a new client a request' },
  { key: 'redisFresh', group: 'redis', fresh: true, name: 'one process, in Redis, a new client a request' },
] as const satisfies readonly { key: string; group: LimitGroup; fresh: boolean; name: string }[]
export type LimitCaseKey = (typeof LIMIT_CASES)[number]['key']

type Measure<R> = (name: string, options: autocannon.Options, group: LimitGroup) => Promise<R>

/** Each case's best round of `rounds`, the cases' order reversed every other round (ABC, CBA, …) so a drifting load favours none. */
export async function measureLimits<R extends { rps: number; name: string }>(urls: Record<LimitGroup, string>, authorization: string, rounds: number, measure: Measure<R>): Promise<Map<LimitCaseKey, R>> {
  const best = new Map<LimitCaseKey, R>()
  let address = 0
  // 10.0.0.0/8 holds 16 million addresses: more requests than any run sends.
  const nextAddress = () => {
    address++
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
  }
  for (let round = 0; round < rounds; round++) {
    for (const limitCase of round % 2 === 0 ? LIMIT_CASES : [...LIMIT_CASES].reverse()) {
      const url = `${urls[limitCase.group]}/api/wallet/list`
      const options: autocannon.Options = limitCase.fresh
        ? { url, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { authorization, 'x-forwarded-for': nextAddress() } }) }] }
        : { url, headers: { authorization } }
      const result = await measure(`${limitCase.name} (round ${round + 1})`, options, limitCase.group)
      if ((best.get(limitCase.key)?.rps ?? -1) < result.rps) best.set(limitCase.key, { ...result, name: limitCase.name })
    }
  }
  return best
}
