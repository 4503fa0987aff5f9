/**
 * One bench worker (see serve.ts): the API and a bare Fastify route on the shared ports, and the
 * answers to the primary's control messages (counters, CPU profiles).
 */
import { writeFileSync } from 'node:fs'
import inspector from 'node:inspector'
import { promisify } from 'node:util'
import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app.ts'
import type { Config } from '../../apps/server/src/config.ts'
import { createDb } from '../../apps/server/src/db/createDb.ts'
import { walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'

export interface InstanceSetup {
  dbUrl: string
  poolMax: number
  /** None: no bare route beside this worker's API (the limits case's workers). */
  barePort?: number
  appPort: number
  /** Settings of this worker's own on top of the bench's config (REDIS_URL for the limits case). */
  env?: Record<string, string>
}

export type ControlCommand = { kind: 'counters' } | { kind: 'profile-start' } | { kind: 'profile-stop'; file: string }
export type ControlRequest = ControlCommand & { id: number }
export interface ControlReply {
  id?: number
  kind: 'ready' | 'done'
  statements?: number
  cpuMs?: number
}

export async function serveInstance(setup: InstanceSetup, config: Config): Promise<void> {
  // Every statement this worker sends (BEGIN and COMMIT included), so the runner can print round trips per request.
  let statements = 0
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
    statements++
    return query.apply(this, args)
  } as typeof query

  const db = createDb(setup.dbUrl, { poolMax: setup.poolMax })
  const bare = Fastify()
  bare.get('/bare', async () => ({ code: 200, msg: 'success', data: { list: [] } }))
  if (setup.barePort !== undefined) await bare.listen({ port: setup.barePort, host: '127.0.0.1' })
  const app = await buildApp({ config, db, chain: walletTestChain })
  await app.listen({ port: setup.appPort, host: '127.0.0.1' })

  const profiler = new inspector.Session()
  profiler.connect()
  const post = promisify(profiler.post.bind(profiler)) as (method: string, params?: object) => Promise<unknown>
  const reply = (message: ControlReply) => process.send?.(message)
  process.on('message', (request: ControlRequest) => {
    void (async () => {
      if (request.kind === 'counters') {
        const cpu = process.cpuUsage()
        reply({ id: request.id, kind: 'done', statements, cpuMs: (cpu.user + cpu.system) / 1000 })
        return
      }
      if (request.kind === 'profile-start') {
        await post('Profiler.enable')
        await post('Profiler.start')
      } else {
        const { profile } = (await post('Profiler.stop')) as { profile: object }
        writeFileSync(request.file, JSON.stringify(profile))
      }
      reply({ id: request.id, kind: 'done' })
    })()
  })
  process.on('SIGTERM', () => {
    void Promise.all([app.close(), bare.close()])
      .then(() => db.destroy())
      .then(() => process.exit(0))
  })
  reply({ kind: 'ready' })
}
