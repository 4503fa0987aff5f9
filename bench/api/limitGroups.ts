/**
 * The limits case's API processes (issue 52), forked by serve.ts beside the main ones, each group
 * on a port of its own: one process counting its rate limits in memory, one counting them in
 * Redis, and two counting them in the same Redis behind one port (as two instances behind a load
 * balancer). The same code, database and session as the read case: only the store and the
 * process count differ. All three believe 127.0.0.1's X-Forwarded-For, so the runner can also
 * send every request from a client address of its own.
 */
import { randomUUID } from 'node:crypto'
import type { Worker } from 'node:cluster'
import { Redis } from 'ioredis'
import type { InstanceSetup } from './instance.ts'
import { forkInstances, freePort } from './serverKit.ts'

export const LIMIT_GROUPS = ['memory', 'redis', 'redisTwo'] as const
export type LimitGroup = (typeof LIMIT_GROUPS)[number]

export type LimitGroups = { urls: Record<LimitGroup, string>; workers: Record<LimitGroup, Worker[]> } | { skipped: string }

export const benchRedisUrl = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379'

/** Forks the three groups, or says why not: the bench needs no Redis but for this case. */
export async function forkLimitGroups(base: Pick<InstanceSetup, 'dbUrl' | 'poolMax'>): Promise<LimitGroups> {
  if (!(await answers(benchRedisUrl))) return { skipped: `no Redis answers at ${benchRedisUrl} (BENCH_REDIS_URL)` }
  // A prefix of this run's own; the keys expire a minute after its last request.
  const memoryEnv = { TRUSTED_PROXIES: '127.0.0.1' }
  const redisEnv = { ...memoryEnv, REDIS_URL: benchRedisUrl, REDIS_PREFIX: `hapdex-bench:${randomUUID()}:` }
  const plan: Record<LimitGroup, { count: number; env: Record<string, string> }> = { memory: { count: 1, env: memoryEnv }, redis: { count: 1, env: redisEnv }, redisTwo: { count: 2, env: redisEnv } }
  const urls = {} as Record<LimitGroup, string>
  const workers = {} as Record<LimitGroup, Worker[]>
  for (const group of LIMIT_GROUPS) {
    const appPort = await freePort()
    workers[group] = await forkInstances({ ...base, appPort, env: plan[group].env }, plan[group].count)
    urls[group] = `http://127.0.0.1:${appPort}`
  }
  return { urls, workers }
}

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  // The failure is connect()'s rejection; without a listener ioredis would print it as well.
  redis.on('error', () => undefined)
  try {
    await redis.connect()
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
