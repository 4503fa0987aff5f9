import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { testChain } from './chainFixture.ts'
import type { TestDatabase } from './testDb.ts'
import { signOperatorPosts } from './operatorSigning.ts'

export const TEST_HOST = 'hapdex.test'

/** The test stack's configured origin: sign-in messages name TEST_HOST, as a browser on it would. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', PUBLIC_ORIGIN: `http://${TEST_HOST}`, ...env })
}

export async function testApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = signOperatorPosts(await buildApp({ config: testConfig(env), db, chain: testChain }))
  await app.ready()
  return app
}

/**
 * A test database and the API on it for one suite (describe block), or for each test with
 * `perTest`: made before, closed and dropped after. `env` may be a function, for settings made in
 * the same set-up hook (a data folder). The fields are read inside tests, after the hook has filled them.
 */
export function appSuite(create: () => Promise<TestDatabase>, env: Record<string, string> | (() => Promise<Record<string, string>>) = {}, { perTest = false } = {}) {
  let database: TestDatabase | undefined
  let app: FastifyInstance | undefined
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('appSuite: used before beforeAll ran')
    return value
  }
  const [setUp, tearDown] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll]
  setUp(async () => {
    database = await create()
    app = await testApp(database.db, typeof env === 'function' ? await env() : env)
  })
  tearDown(async () => {
    await app?.close()
    await database?.drop()
  })
  return {
    get app() { return built(app) },
    get db() { return built(database).db },
  }
}
