import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'
import { buildConsole, buildWebApp, startStack } from '../../scripts/stack.ts'
import { assertStackBooksBalance } from './books.ts'
import { launchBrowserServer } from './browser.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    rpcUrl: string
    dataDir: string
    browserWsEndpoint: string
  }
}

/**
 * Starts the stack the way a user does (`npm start`'s script), on a fresh data folder and free
 * ports, so the browser suite also proves the start-up path.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-e2e-'))
  const webDist = join(dataDir, 'web')
  // Built once per stack, like the web app: console.spec.ts signs in to it as the operator. The two
  // builds go side by side: each leaves a core idle for part of its time.
  const adminDist = join(dataDir, 'admin')
  await Promise.all([buildWebApp(webDist), buildConsole(adminDist)])
  const database = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'hapdex_e2e') : undefined
  const stack = await startStack(dataDir, webDist, {
    ADMIN_DIST: adminDist,
    // Test key 9 (e2e/src/browser.ts) operates content: specs create notices through /api/admin.
    // Key 6 is the second operator: above 100,000 a credit or a funding waits for the other's
    // approval (operators.spec.ts); the other specs move less and act alone.
    ADMIN_ADDRESSES: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720,0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    OPERATOR_APPROVAL_ALWAYS: '',
    OPERATOR_APPROVAL_ABOVE: 'treasury.credit=100000,pool.fund=100000',
    // Every browser of the suite is one client (127.0.0.1): its sign-ins and requests would
    // exhaust the per-client limits meant for one person (rateLimit.test.ts covers those limits).
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_CLIENT_MAX: '1000000',
    // No pool keeper: its returnToPool would move a pair's reserves between a screen's quote and the swap that specs hold to the wei.
    POOL_KEEPER_KEY: '',
    ...(database ? { DATABASE_URL: database.url } : {}),
  })
  const deployment = JSON.parse(readFileSync(join(dataDir, 'deployments', '31337.json'), 'utf8')) as {
    chain: { rpcUrls: string[] }
  }
  project.provide('baseUrl', stack.baseUrl)
  project.provide('rpcUrl', deployment.chain.rpcUrls[0] ?? '')
  project.provide('dataDir', dataDir)
  // One Chromium for the whole suite: each spec starting its own spent a launch on every file.
  const browserServer = await launchBrowserServer()
  project.provide('browserWsEndpoint', browserServer.wsEndpoint())

  return async () => {
    await browserServer.close()
    await stack.stop()
    try {
      // After the stop: PGlite's folder opens in one process at a time, and no worker posts meanwhile.
      await assertStackBooksBalance(database?.url ?? join(dataDir, 'db'))
    } finally {
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
