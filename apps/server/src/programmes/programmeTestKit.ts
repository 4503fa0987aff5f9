import { fraction } from '@hapdex/core/amount/fraction'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { walletTestChain } from '../modules/wallet/walletTestKit.ts'
import { testConfig } from '../test/testApp.ts'
import { manualClock, type MovableClock } from './clock.ts'
import { createProgrammes, type Programmes } from './createProgrammes.ts'
import { fixedPriceSource } from './prices.ts'

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
 * HAP 0.5 USD, BtPi 2 USD, as the devnet's pairs roughly are.
 */
export async function programmeTestApp(db: Db, env: Record<string, string>, start = new Date('2026-03-10T08:00:00Z')): Promise<ProgrammeTestApp> {
  const clock = manualClock(start)
  const prices = fixedPriceSource({ HAP: fraction(1n, 2n), BtPi: fraction(2n) })
  const config = testConfig(env)
  const programmes = createProgrammes({ config, db, chain: walletTestChain, clock, prices })
  const app = await buildApp({ config, db, chain: walletTestChain, programmes })
  await app.ready()
  return { app, programmes, clock, prices }
}
