import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { PublicClient } from 'viem'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'

export interface HealthContext {
  config: Config
  db: Db
  publicClient: PublicClient
  /** A devnet mines on demand: its head's age says nothing about the node. */
  devnet: boolean
}

type Check = 'ok' | string

const CHECK_TIMEOUT_MS = 2_000

/**
 * `/healthz`: the process answers. `/readyz`: it can serve — the database answers, the chain's
 * node answers with a head younger than READY_MAX_HEAD_AGE_SECONDS (off the devnet), and the
 * event loop is not overloaded (@fastify/under-pressure). Neither needs a session nor counts
 * against a rate limit: a load balancer asks every few seconds. Under pressure the API keeps
 * answering (shedding users' requests is the balancer's call, told by /readyz's 503).
 */
export async function registerHealthRoutes(app: FastifyInstance, ctx: HealthContext): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: ctx.config.readyMaxEventLoopDelayMs,
    // Measured, not enforced on every route: only /readyz reports it.
    pressureHandler: () => undefined,
  })
  const open = { config: { rateLimit: false }, schema: { hide: true } }
  app.get('/healthz', open, async () => ({ status: 'alive' }))
  app.get('/readyz', open, async (_request, reply) => {
    const [database, chain] = await Promise.all([timed(databaseCheck(ctx.db)), timed(chainCheck(ctx))])
    // Before its first sample the plugin reads the delay as Infinity: no measurement is no overload.
    const delay = app.memoryUsage().eventLoopDelay
    const overloaded = Number.isFinite(delay) && delay > ctx.config.readyMaxEventLoopDelayMs
    const checks: Record<string, Check> = { database, chain, load: overloaded ? `event loop delay ${Math.round(delay)} ms` : 'ok' }
    const ready = Object.values(checks).every((check) => check === 'ok')
    reply.code(ready ? 200 : 503)
    return { status: ready ? 'ready' : 'not ready', checks }
  })
}

async function databaseCheck(db: Db): Promise<Check> {
  await sql`select 1`.execute(db)
  return 'ok'
}

async function chainCheck(ctx: HealthContext): Promise<Check> {
  const head = await ctx.publicClient.getBlock({ blockTag: 'latest' })
  if (ctx.devnet) return 'ok'
  const age = Math.floor(Date.now() / 1000) - Number(head.timestamp)
  return age <= ctx.config.readyMaxHeadAgeSeconds ? 'ok' : `head ${head.number} is ${age} s old`
}

/** A check that fails or takes longer than CHECK_TIMEOUT_MS is its reason, never a hung probe. */
async function timed(check: Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check.catch((error: unknown) => (error instanceof Error ? error.message.split('\n')[0] ?? 'failed' : String(error))), timeout])
  } finally {
    clearTimeout(timer)
  }
}
