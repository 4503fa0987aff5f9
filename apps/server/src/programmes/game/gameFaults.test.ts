import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { claimDueJob } from '../base/outbox/outboxJobs.repo.ts'
import { faultyGameService, gameActions, useGameStandIn } from './gameTestKit.ts'
import { GAME_OUTBOX_KIND, GAME_POOL } from './gameTransfers.ts'
import { gameTables } from './game.table.ts'

const { HAP } = tokenIds
const ADMIN = 0
const START = 5_000_333_333_333_333_333_333n
const GAME_START = 4_000_777_777_777_777_777_777n

/**
 * Faults at the service boundary (issue 34): whatever fails, once everything is settled our
 * balance plus the game balance is what it was less the fees of confirmed transfers, each
 * transfer is applied by the service exactly when we confirmed it, and the ledger check holds.
 */
describe.each(testDatabases)('game transfers under faults on $name', ({ create }) => {
  // Each test moves a player of its own (1 to 7, in the tests' order): no test sees another's transfers in its sums.
  const players = [1, 2, 3, 4, 5, 6, 7]
  const game = faultyGameService()
  useGameStandIn(game, () => players.map((i) => [account(i).address, GAME_START] as const))
  const s = programmeSuite(create, {
    users: 8,
    admin: ADMIN,
    credits: players.map((i) => [i, HAP, START] as const),
    pools: [[GAME_POOL, HAP, 100_000n * e18]],
    services: { game: game.service },
    env: () => ({ GAME_SERVICE_URL: game.url() }),
  })
  const g = gameActions(s, game, HAP)

  /** After settling: nothing pending, the sum kept less confirmed fees, applied by the service ⇔ confirmed by us, the ledger check. */
  async function expectConserved(i: number) {
    const rows = await g.transfers(i)
    expect(rows.filter((row) => row.status === 'pending')).toEqual([])
    const fees = rows.filter((row) => row.status === 'confirmed').reduce((sum, row) => sum + BigInt(row.fee), 0n)
    expect((await g.usable(i)) + g.gameBalance(i)).toBe(START + GAME_START - fees)
    const applied = game.book().appliedKeys()
    for (const row of rows) expect([row.key, applied.has(row.key)]).toEqual([row.key, row.status === 'confirmed'])
    expect((await checkLedger(s.db)).problems).toEqual([])
  }
  const status = async (i: number) => (await g.transfers(i)).map((row) => row.status)

  it('service down: the transfer waits pending and is retried with its key until the service is back', async () => {
    game.setDown(true)
    expect((await g.transfer(1, 'in', '31.111111111111111111')).json().data).toMatchObject({ status: '1' })
    expect(await g.runOutbox()).toMatchObject({ retried: 1 })
    s.t.clock.advance(10)
    expect(await g.runOutbox()).toMatchObject({ retried: 1 })
    expect(await g.reconcile()).toEqual({ confirmed: 0, reversed: 0, unreachable: 1 })
    expect(await status(1)).toEqual(['pending'])
    game.setDown(false)
    s.t.clock.advance(20)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    expect(await status(1)).toEqual(['confirmed'])
    await expectConserved(1)
  })

  it('service down past the retries: reconciliation voids the key at the service and gives the money back, once', async () => {
    game.setDown(true)
    const before = await g.usable(2)
    await g.transfer(2, 'in', '42.424242424242424242')
    expect(await g.runOutbox()).toMatchObject({ retried: 1 })
    game.setDown(false)
    // The call never arrived; reconciliation decides the key as voided, and gives the money back.
    expect(await g.reconcile()).toEqual({ confirmed: 0, reversed: 1, unreachable: 0 })
    expect(await g.usable(2)).toBe(before)
    // The outbox's late attempt finds the key voided: a definite failure whose reversal is already done.
    s.t.clock.advance(10)
    expect(await g.runOutbox()).toMatchObject({ done: 0, dead: [expect.objectContaining({ reason: 'definite' })] })
    expect(await g.usable(2)).toBe(before)
    expect(await status(2)).toEqual(['reversed'])
    await expectConserved(2)
  })

  it('timeout after the service committed: the retry with the same key is answered "applied" and confirms once', async () => {
    game.next('timeout-after-commit')
    await g.transfer(3, 'out', '55.555555555555555555')
    expect(await g.runOutbox()).toMatchObject({ retried: 1 })
    expect(g.gameBalance(3)).toBe(GAME_START - 55_555_555_555_555_555_555n)
    expect(await status(3)).toEqual(['pending'])
    s.t.clock.advance(10)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    expect(await status(3)).toEqual(['confirmed'])
    // Timed out again after committing, and reconciliation came first this time.
    game.next('timeout-after-commit')
    await g.transfer(3, 'in', '12.345678901234567891')
    expect(await g.runOutbox()).toMatchObject({ retried: 1 })
    expect(await g.reconcile()).toEqual({ confirmed: 1, reversed: 0, unreachable: 0 })
    s.t.clock.advance(10)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    expect(await status(3)).toEqual(['confirmed', 'confirmed'])
    await expectConserved(3)
  })

  it('duplicate delivery and a duplicate reply: applied once, confirmed once', async () => {
    game.next('duplicate-delivery')
    await g.transfer(4, 'in', '20.000000000000000003')
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    const [row] = await g.transfers(4)
    expect(game.calls.filter((call) => call.key === row!.key)).toHaveLength(1)
    // The same reply processed a second time (a second runner, a replayed answer): the row is no longer pending, nothing posts.
    const handler = s.t.programmes.registry.outbox.find((candidate) => candidate.kind === GAME_OUTBOX_KIND)!
    await s.db.transaction().execute((trx) => handler.onDone!(trx, { id: '0', kind: GAME_OUTBOX_KIND, key: row!.key, payload: {}, attempt: 9, createdAt: new Date() }, undefined))
    expect(await status(4)).toEqual(['confirmed'])
    await expectConserved(4)
  })

  it('our process killed between the debit and the call, and again after the call: the lease brings the job back, applied once', async () => {
    await g.transfer(5, 'in', '17.171717171717171717')
    // A runner claims the job and dies before calling.
    expect(await claimDueJob(s.db, new Map([[GAME_OUTBOX_KIND, 30]]), s.t.clock.now())).toBeDefined()
    expect(await g.runOutbox()).toMatchObject({ done: 0, retried: 0 })
    s.t.clock.advance(30)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    // Killed after the service applied and before the outcome was recorded.
    await g.transfer(5, 'out', '23.232323232323232323')
    await expect(g.runOutbox({ hooks: { afterRun: () => Promise.reject(new Error('killed')) } })).rejects.toThrow('killed')
    expect(await status(5)).toEqual(['confirmed', 'pending'])
    s.t.clock.advance(30)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    expect(await status(5)).toEqual(['confirmed', 'confirmed'])
    await expectConserved(5)
  })

  it('the service restarted between committing and answering: its books survive, and the retry confirms once', async () => {
    game.next('timeout-after-commit')
    const usable = await g.usable(6)
    await g.transfer(6, 'in', '66.666666666666666667')
    expect(await g.runOutbox()).toMatchObject({ retried: 1 })
    const game6 = g.gameBalance(6)
    await game.restart()
    expect(g.gameBalance(6)).toBe(game6)
    s.t.clock.advance(10)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    expect(await g.usable(6)).toBe(usable - 66_666_666_666_666_666_667n)
    await expectConserved(6)
    const settled = await gameTables(s.db).selectFrom('game_transfers').select(['status', 'settled_by']).where('status', '=', 'pending').execute()
    expect(settled).toEqual([])
  })
  it('operators list the pending transfers and reconcile them, each settled transfer audited with before and after', async () => {
    const list = async (status: string) => (await s.get(`/api/admin/game/transfers?status=${status}`, ADMIN)).json().data
    expect((await s.get('/api/admin/game/transfers', 7)).statusCode).toBe(403)
    const reversedBefore = (await list('reversed')).counts.reversed
    // Both calls fail once: the transfers stay pending with the service never having seen them.
    game.next('down', 'down')
    await g.transfer(7, 'in', '13.131313131313131313')
    expect((await g.transfer(7, 'out', '27.272727272727272727')).json().data).toMatchObject({ status: '1' })
    expect(await g.runOutbox()).toMatchObject({ retried: 2 })
    // The operators' pass settles what was pending before its own now.
    s.t.clock.advance(1)
    const pending = await list('pending')
    expect(pending).toMatchObject({ total: 2, counts: { pending: 2 }, page: 1, page_size: 20 })
    // Oldest first: the next to reconcile on top, amounts in tokens.
    expect(pending.list.map((row: { direction: string; amount: string; token: string; status: string }) => [row.direction, row.amount, row.token, row.status])).toEqual([
      ['in', '13.131313131313131313', 'HAP', 'pending'],
      ['out', '27.272727272727272727', 'HAP', 'pending'],
    ])
    expect(pending.list[0]).toMatchObject({ address: account(7).address.toLowerCase(), settled_by: null, settled_at: null })

    // Down: nothing settles, nothing is audited.
    game.setDown(true)
    const reconcile = async () => (await s.post('/api/admin/game/reconcile', ADMIN, {})).json().data
    expect(await reconcile()).toEqual({ confirmed: 0, reversed: 0, unreachable: 2 })
    const audit = async () => (await s.get('/api/admin/audit/list?action=game.reconcile', ADMIN)).json().data
    expect((await audit()).total).toBe(0)

    game.setDown(false)
    expect(await reconcile()).toEqual({ confirmed: 0, reversed: 2, unreachable: 0 })
    expect((await list('pending')).list).toEqual([])
    const reversed = await list('reversed')
    expect(reversed.counts).toMatchObject({ pending: 0, reversed: reversedBefore + 2 })
    // Others newest first.
    expect(reversed.list.slice(0, 2).map((row: { amount: string; settled_by: string }) => [row.amount, row.settled_by])).toEqual([
      ['27.272727272727272727', 'reconciliation'],
      ['13.131313131313131313', 'reconciliation'],
    ])
    const entries = (await audit()).list
    expect(entries).toHaveLength(2)
    const first = entries.find((entry: { target: string }) => entry.target === `game_transfer:${pending.list[0].id}`)
    expect(first).toMatchObject({ actor: account(ADMIN).address, before: { status: 'pending', amount: '13.131313131313131313' }, after: { status: 'reversed', settled_by: 'reconciliation' } })
    // A second pass finds nothing pending: nothing moves, no entry.
    expect(await reconcile()).toEqual({ confirmed: 0, reversed: 0, unreachable: 0 })
    expect((await audit()).total).toBe(2)
    s.t.clock.advance(10)
    await g.runOutbox()
    await expectConserved(7)
  })
})
