import { randomUUID } from 'node:crypto'
import { fraction } from '@hapdex/core/amount/fraction'
import type { SignedActionMessageParameters } from '@hapdex/core/api/signedAction'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { buildApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { creditForTest, signAction, signInUsers, walletTestChain } from './walletTestKit.ts'
import { account } from './signIn.ts'
import { sessionClient } from './sessionClient.ts'
import { testConfig } from './testApp.ts'
import type { TestDatabase } from './testDb.ts'
import { creditTreasury, fundPool } from '../programmes/base/pools/pools.service.ts'
import { manualClock, type MovableClock } from '../programmes/base/clock.ts'
import { createProgrammes, type Programmes } from '../programmes/base/createProgrammes.ts'
import { programmeList } from '../programmes/programmeList.ts'
import { fixedPriceSource } from '../programmes/base/prices.ts'
import type { ProgrammeServices } from '../programmes/base/programmeContext.ts'
import { signOperatorPosts } from './operatorSigning.ts'

/** Test helpers of the programmes (not a test file itself). */

export const tokenIds = { HAP: 1, USDT: 2, BtPi: 5 } as const

export interface ProgrammeTestApp {
  app: FastifyInstance
  programmes: Programmes
  clock: MovableClock
  prices: ReturnType<typeof fixedPriceSource>
}

/**
 * The API with a manual clock (moved by tests or POST /api/admin/clock/advance) and fixed prices:
 * HAP 0.5 USD, BtPi 2 USD, as the devnet's pairs roughly are. On the test chain unless a test's
 * own devnet is given (payments made on chain).
 */
export async function programmeTestApp(db: Db, env: Record<string, string>, start = new Date('2026-03-10T08:00:00Z'), chain: ChainConfig = walletTestChain, services?: ProgrammeServices): Promise<ProgrammeTestApp> {
  const clock = manualClock(start)
  const prices = fixedPriceSource({ HAP: fraction(1n, 2n), BtPi: fraction(2n) })
  const config = testConfig(env)
  const programmes = createProgrammes({ config, db, chain, definitions: programmeList, clock, prices, ...(services === undefined ? {} : { services }) })
  const app = signOperatorPosts(await buildApp({ config, db, chain, programmes }))
  await app.ready()
  return { app, programmes, clock, prices }
}

export interface ProgrammeSuiteSetup {
  /** Test accounts 0..users-1 are signed in. */
  users: number
  /** This account's address is in ADMIN_ADDRESSES. */
  admin?: number
  /** [child, parent] binds, in order, through the API. */
  referrals?: ReadonlyArray<readonly [number, number]>
  /** [account, token id, amount]: credited as confirmed deposits. */
  credits?: ReadonlyArray<readonly [number, number, bigint]>
  /** [pool, token id, amount]: credited to the treasury, then funded to the pool. */
  pools?: ReadonlyArray<readonly [string, number, bigint]>
  /** Replacement clients of other services (the game service), by name. */
  services?: ProgrammeServices
  /** More settings, read when the suite starts (a service started by an earlier beforeAll). */
  env?: () => Record<string, string>
  /** Builds all of it anew for each test, for tests that move the same accounts and must not see each other's moves. */
  perTest?: boolean
}

/**
 * One programme API per suite (describe block), or per test with `perTest`: its accounts,
 * referrals, balances and funded pools set up before and dropped after; `get`/`post`/`data` act as
 * test account i. The fields are read inside tests, after the set-up hook has filled them.
 */
export function programmeSuite(create: () => Promise<TestDatabase>, setup: ProgrammeSuiteSetup) {
  const auth: string[] = []
  const ids: number[] = []
  let database: TestDatabase | undefined
  let testApp: ProgrammeTestApp | undefined
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('programmeSuite: used before beforeAll ran')
    return value
  }
  const suite = {
    auth,
    ids,
    get database() { return built(database) },
    get db() { return built(database).db },
    get t() { return built(testApp) },
    get app() { return built(testApp).app },
    ...sessionClient(() => built(testApp).app, auth),
    data: async (url: string, i: number) => (await suite.get(url, i)).json().data,
    signed: (i: number, title: string, params: SignedActionMessageParameters['params']) => signAction(suite.app, auth[i]!, account(i), title, params),
    /** Credits the treasury with the amount, then funds the pool from it. */
    fund: async (pool: string, tokenId: number, amount: bigint) => {
      const key = randomUUID()
      await creditTreasury(suite.t.programmes.ctx, { tokenId, amount, by: 'test', key })
      await fundPool(suite.t.programmes.ctx, { pool, tokenId, amount, by: 'test', key })
    },
    /** Moves the clock and runs every settlement that fell due. */
    advance: async (seconds: number) => {
      suite.t.clock.advance(seconds)
      return suite.t.programmes.runner.settleDueDays()
    },
  }

  const [setUp, tearDown] = setup.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll]
  setUp(async () => {
    auth.length = 0
    ids.length = 0
    database = await create()
    const env = { ...setup.env?.(), ...(setup.admin === undefined ? {} : { ADMIN_ADDRESSES: account(setup.admin).address }) }
    testApp = await programmeTestApp(database.db, env, undefined, undefined, setup.services)
    const users = await signInUsers(testApp.app, setup.users)
    auth.push(...users.auth)
    ids.push(...users.ids)
    for (const [child, parent] of setup.referrals ?? []) {
      const bound = await suite.post('/api/uc/bind-recommender', child, { parent_addr: account(parent).address })
      if (bound.statusCode !== 200) throw new Error(`programmeSuite: binding ${child} to ${parent} answered ${bound.body}`)
    }
    for (const [i, tokenId, amount] of setup.credits ?? []) await creditForTest(database.db, users.ids[i]!, tokenId, amount, `suite-${i}-${tokenId}-${amount}`)
    for (const [pool, tokenId, amount] of setup.pools ?? []) await suite.fund(pool, tokenId, amount)
  })
  tearDown(async () => {
    await testApp?.app.close()
    await database?.drop()
  })
  return suite
}
