import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'

export type ConnectRedisParameters = {
  url: string
  /** What the process does without Redis, for the log line that says it lost it. */
  meanwhile: string
}

export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError'
}

/**
 * A client for state that several processes share, tuned to answer at once rather than late
 * (decision 0049): a command given while disconnected fails at once instead of queueing; one sent
 * to a Redis that has gone silent fails after SOCKET_TIMEOUT_MS, and the socket is dropped so the
 * next ones do not wait too; a count caught by a disconnection is never sent twice. The client
 * reconnects on its own, forever. Redis unreachable at start is an error: a wrong REDIS_URL shows
 * at the deploy, not as limits silently per process. The connection closes with the app.
 */
export async function connectRedis(app: FastifyInstance, { url, meanwhile }: ConnectRedisParameters): Promise<Redis> {
  const log = app.log
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  })
  // Without a listener ioredis prints every error to the console; the cause goes with the warning below.
  let lastError: Error | undefined
  redis.on('error', (error: Error) => {
    lastError = error
  })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw new RedisUnreachableError(`REDIS_URL: no Redis answers at ${redactedUrl(url)} (${(error as Error).message})`, { cause: error })
  }
  // Once per outage, not once per reconnection attempt; `end` is our own quit.
  let lost = false
  redis.on('close', () => {
    if (lost || redis.status === 'end') return
    lost = true
    log.warn({ err: lastError }, `redis connection lost: ${meanwhile}`)
  })
  redis.on('ready', () => {
    if (lost) log.info('redis reachable again')
    lost = false
    lastError = undefined
  })
  // QUIT needs a connection; a client still reconnecting is just stopped.
  app.addHook('onClose', async () => (redis.status === 'ready' ? void (await redis.quit()) : redis.disconnect()))
  return redis
}

const CONNECT_TIMEOUT_MS = 2000
/** Redis answers in well under a millisecond; one silent this long is taken for gone. */
const SOCKET_TIMEOUT_MS = 500

function redactedUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password !== '') parsed.password = '***'
  return parsed.toString()
}
