// Seeded simulation of faults at the game service boundary (issue 34, docs/decisions/0031-game.md):
//   npx tsx bench/game-faults/run.ts [--schedules 1000] [--seed 34]
// Last line: `game faults: <n> schedules, <t> transfers, <lost> lost, <doubled> doubled`; exits 1 unless both are 0.
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { fraction } from '@hapdex/core/amount/fraction'
import { loadConfig } from '../../apps/server/src/config.ts'
import { createDb } from '../../apps/server/src/db/createDb.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'
import { manualClock } from '../../apps/server/src/programmes/base/clock.ts'
import { createProgrammes } from '../../apps/server/src/programmes/base/createProgrammes.ts'
import { creditTreasury, fundPool } from '../../apps/server/src/programmes/base/pools/pools.service.ts'
import { fixedPriceSource } from '../../apps/server/src/programmes/base/prices.ts'
import { tokenBySymbol } from '../../apps/server/src/programmes/base/programmeTokens.ts'
import { registerProgrammeAccounts } from '../../apps/server/src/programmes/base/registry/programmeRegistry.ts'
import { programmeList } from '../../apps/server/src/programmes/programmeList.ts'
import { GAME_POOL } from '../../apps/server/src/programmes/game/gameTransfers.ts'
import { seededRandom, type SeededRandom } from '../../apps/server/src/test/seededRandom.ts'
import { walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'
import type { Db } from '../../apps/server/src/db/database.ts'
import { runSchedule, type ScheduleResult } from './schedule.ts'
import { simulatedGame, type WireFault } from './simulatedGame.ts'

const { values } = parseArgs({ options: { schedules: { type: 'string', default: '1000' }, seed: { type: 'string', default: '34' } } })
const schedules = Number(values.schedules)
const seed = Number(values.seed)

async function world(db: Db, random: SeededRandom, options: { timeoutsReadAsRefusals?: boolean } = {}) {
  const clock = manualClock(new Date('2026-03-10T08:00:00Z'))
  const game = simulatedGame(random, options)
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'http://hapdex.test' })
  const programmes = createProgrammes({ config, db, chain: walletTestChain, definitions: programmeList, clock, prices: fixedPriceSource({ HAP: fraction(1n, 2n) }), services: { game: game.service } })
  await registerProgrammeAccounts(db, programmes.registry)
  return { programmes, clock, game }
}

async function runAll(db: Db, random: SeededRandom, count: number, options: { timeoutsReadAsRefusals?: boolean } = {}, onProgress?: (done: number) => Promise<void>) {
  const { programmes, clock, game } = await world(db, random, options)
  const { version } = await programmes.ctx.configs.view('game')
  await programmes.ctx.configs.save('game', { fee_rate: '0.0333', min_amount: '1', max_amount: '300' }, 'game-faults', version)
  const tokenId = (await tokenBySymbol(programmes.ctx, 'HAP')).id
  const totals: ScheduleResult = { transfers: 0, lost: 0, doubled: 0, events: 0 }
  for (let index = 0; index < count; index++) {
    const result = await runSchedule({ programmes, clock, game, tokenId }, random, index + (options.timeoutsReadAsRefusals ? 1_000_000 : 0))
    totals.transfers += result.transfers
    totals.lost += result.lost
    totals.doubled += result.doubled
    totals.events += result.events
    if ((index + 1) % 250 === 0) await onProgress?.(index + 1)
  }
  return { totals, faults: game.faults }
}

const db = createDb('memory://')
await migrateToLatest(db)
{
  // The pool backing the game balances the schedules seed (each player up to 900 HAP in the game).
  const ctx = (await world(db, seededRandom(seed))).programmes.ctx
  const hap = await tokenBySymbol(ctx, 'HAP')
  const amount = 10n ** 9n * 10n ** 18n
  await creditTreasury(ctx, { tokenId: hap.id, amount, by: 'game-faults', key: 'game-faults-pool' })
  await fundPool(ctx, { pool: GAME_POOL, tokenId: hap.id, amount, by: 'game-faults', key: 'game-faults-pool' })
}

// The check's self-test first: a client that reads a lost answer as a refusal must be caught doubling money.
const mutant = await runAll(db, seededRandom(seed + 1), 40, { timeoutsReadAsRefusals: true })
console.log(`self-test (timeouts read as refusals, 40 schedules): ${mutant.totals.transfers} transfers, ${mutant.totals.lost} lost, ${mutant.totals.doubled} doubled: the check ${mutant.totals.doubled + mutant.totals.lost > 0 ? 'catches it' : 'MISSED IT'}`)

const started = performance.now()
let ledgerProblems = 0
const { totals, faults } = await runAll(db, seededRandom(seed), schedules, {}, async (done) => {
  const check = await checkLedger(db)
  ledgerProblems += check.problems.length
  for (const problem of check.problems.slice(0, 5)) console.log(`ledger: ${problem}`)
  console.log(`  ${done} schedules, ${((performance.now() - started) / 1000).toFixed(1)} s, ledger check ${check.ok ? 'holds' : 'FAILS'}`)
})
const final = await checkLedger(db)
ledgerProblems += final.problems.length
const byFault = new Map<WireFault, number>()
for (const fault of faults) byFault.set(fault, (byFault.get(fault) ?? 0) + 1)
console.log(`seed ${seed}; ${totals.events} events; calls to the game by wire fault: ${[...byFault].map(([fault, n]) => `${fault} ${n}`).join(', ')}`)
console.log(`ledger check ${final.ok && ledgerProblems === 0 ? 'holds' : `FAILS (${ledgerProblems} problems)`}; ${((performance.now() - started) / 1000).toFixed(1)} s`)
await db.destroy()
const lost = totals.lost + (ledgerProblems > 0 ? 1 : 0)
const selfTestFailed = mutant.totals.doubled + mutant.totals.lost === 0
console.log(`game faults: ${schedules} schedules, ${totals.transfers} transfers, ${lost} lost, ${totals.doubled} doubled`)
process.exitCode = lost === 0 && totals.doubled === 0 && !selfTestFailed ? 0 : 1
