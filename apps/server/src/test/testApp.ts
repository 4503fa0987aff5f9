import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { testChain } from './chainFixture.ts'

export const TEST_HOST = 'hapdex.test'

/** The test stack's configured origin: sign-in messages name TEST_HOST, as a browser on it would. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', PUBLIC_ORIGIN: `http://${TEST_HOST}`, ...env })
}

export async function testApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db, chain: testChain })
  await app.ready()
  return app
}
