import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/**
 * Redis tests run when TEST_REDIS_URL is set, as PostgreSQL's run with TEST_DATABASE_URL: CI sets
 * both (.ci/run), and a Redis it cannot reach then fails them. Without it they are skipped and
 * everything else counts in memory.
 */
export const testRedisUrl = process.env['TEST_REDIS_URL']

export interface TestRedisNamespace {
  /** REDIS_PREFIX of the apps under test: no other test (or run) shares their counters. */
  prefix: string
  /** A client of the test's own, beside the apps', to read what they wrote. */
  redis: Redis
  /** This namespace's keys, sorted. */
  keys(): Promise<string[]>
  /** Deletes the namespace's keys and closes the client. */
  drop(): Promise<void>
}

export async function testRedisNamespace(url = testRedisUrl): Promise<TestRedisNamespace> {
  if (url === undefined) throw new Error('testRedisNamespace: TEST_REDIS_URL is not set')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  redis.on('error', () => undefined)
  try {
    await redis.connect()
  } catch (error) {
    // Stopped, or it would go on reconnecting after the tests have failed.
    redis.disconnect()
    throw new Error(`TEST_REDIS_URL: no Redis answers at ${url}`, { cause: error })
  }
  const prefix = `hapdex-test:${randomUUID()}:`
  const keys = async () => {
    const found: string[] = []
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 }) as AsyncIterable<string[]>) found.push(...batch)
    return found.sort()
  }
  return {
    prefix,
    redis,
    keys,
    drop: async () => {
      const left = await keys()
      if (left.length > 0) await redis.del(...left)
      await redis.quit()
    },
  }
}
