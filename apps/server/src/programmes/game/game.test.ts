import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_GAME_SERVICE_SECRET } from '../../config.ts'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { fundedBalance } from '../base/pools/systemBalance.ts'
import { gamePaths } from './gameService.ts'
import { signGameToken } from './gameToken.ts'
import { faultyGameService, gameActions, useGameStandIn } from './gameTestKit.ts'
import { GAME_POOL } from './gameTransfers.ts'

const { HAP } = tokenIds
const ADMIN = 0
/** Amounts that do not divide evenly: every fee below is checked to the base unit. */
const START = 1_000_123_456_789_012_345_678n
const GAME_START = 500_500_000_000_000_000_001n
const POOL = 100_000n * e18
const FEE_RATE = '0.0333'
/** fee = amount × fee_rate rounded up (the user pays it), receive = amount − fee. */
const feeOf = (amount: bigint) => (amount * 333n + 9_999n) / 10_000n

/**
 * Each test moves users of its own, so none sees another's transfers: 1 is only refused (the closed
 * market, the limits), 2 moves out and signs a link, 3 has no game balance, 4 moves in, 5 replays,
 * 6 has a transfer out refused, 7 meets the service down.
 */
const PLAYERS = [1, 2, 4, 6, 7]

describe.each(testDatabases)('game market on $name', ({ create }) => {
  const game = faultyGameService()
  useGameStandIn(game, () => PLAYERS.map((i) => [account(i).address, GAME_START] as const))
  const s = programmeSuite(create, {
    users: 8,
    admin: ADMIN,
    credits: [1, 2, 3, 4, 5, 6, 7].map((i) => [i, HAP, START] as const),
    pools: [[GAME_POOL, HAP, POOL]],
    services: { game: game.service },
    env: () => ({ GAME_SERVICE_URL: game.url() }),
  })
  const g = gameActions(s, game, HAP)
  const configure = (config: Record<string, unknown>) => s.post('/api/admin/programmes/game', ADMIN, { config })
  const error = (answer: { json(): { error?: string; code?: number; msg?: string } }) => answer.json().error ?? 'ok'
  beforeAll(async () => {
    const answer = await configure({ fee_rate: FEE_RATE, min_amount: '10', max_amount: '700', status: '1' })
    if (answer.statusCode !== 200) throw new Error(`configuring the game answered ${answer.body}`)
  })

  it('shows the config, and status 0 blocks a transfer (lang.h175) with nothing moved', async () => {
    expect((await configure({ fee_rate: FEE_RATE, min_amount: '10', max_amount: '700', status: '0' })).statusCode).toBe(200)
    expect(await s.data('/api/game/config', 1)).toEqual({ fee_rate: FEE_RATE, min_amount: '10', max_amount: '700', status: '0', token: 'HAP' })
    const refused = await g.transfer(1, 'in', '20')
    expect(refused.json()).toMatchObject({ code: 400, error: 'game.closed', msg: expect.any(String) })
    expect(await g.usable(1)).toBe(START)
    expect(await g.transfers(1)).toEqual([])
    expect((await configure({ status: '1' })).statusCode).toBe(200)
  })

  it('refuses below min, above max (lang.h176) and above the source balance (lang.h180), both ways; nothing moves', async () => {
    const calls = game.calls.length
    expect(error(await g.transfer(1, 'in', '9.999999999999999999'))).toBe('game.amount_range')
    expect(error(await g.transfer(1, 'in', '700.000000000000000001'))).toBe('game.amount_range')
    expect(error(await g.transfer(1, 'out', '9'))).toBe('game.amount_range')
    // User 3 has no game balance; user 1 more usable than the max: h180 on the source side.
    expect(error(await g.transfer(3, 'out', '10'))).toBe('game.above_balance')
    expect((await configure({ max_amount: '2000' })).statusCode).toBe(200)
    expect(error(await g.transfer(1, 'in', '1000.123456789012345679'))).toBe('game.above_balance')
    expect(error(await g.transfer(1, 'out', '500.500000000000000002'))).toBe('game.above_balance')
    expect((await configure({ max_amount: '700' })).statusCode).toBe(200)
    const badAmount = await g.transfer(1, 'in', '10.0000000000000000001')
    expect(badAmount.statusCode).toBe(400)
    expect(badAmount.json()).toMatchObject({ code: 400, msg: expect.any(String) })
    expect(await g.usable(1)).toBe(START)
    expect(g.gameBalance(1)).toBe(GAME_START)
    expect(await g.transfers(1)).toEqual([])
    expect(game.calls.slice(calls)).toEqual([])
  })

  it('moves tokens in: usable leaves at once, pending until the service confirms, then the game gets amount − fee', async () => {
    const pool = await fundedBalance(s.db, GAME_POOL, HAP)
    const amount = 123_456_789_012_345_678_901n
    const answer = await g.transfer(4, 'in', '123.456789012345678901')
    expect(answer.json().data).toMatchObject({ type: '0', status: '1', amount: '123.456789012345678901', token: 'HAP' })
    expect(await g.usable(4)).toBe(START - amount)
    expect(g.gameBalance(4)).toBe(GAME_START)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    const fee = feeOf(amount)
    expect(g.gameBalance(4)).toBe(GAME_START + amount - fee)
    expect(await g.usable(4)).toBe(START - amount)
    const list = (await s.data('/api/game/transfer/list?page=1&page_size=10&status=-1', 4)).list
    expect(list).toEqual([expect.objectContaining({ type: '0', status: '2', amount: '123.456789012345678901' })])
    expect(list[0].real_amount).toBe(decimal(amount - fee))
    expect(list[0].fee).toBe(decimal(fee))
    expect(await s.data('/api/game/number', 4)).toEqual({ number: decimal(GAME_START + amount - fee), usable: decimal(START - amount), token: 'HAP' })
    expect(await fundedBalance(s.db, GAME_POOL, HAP)).toBe(pool + amount - fee)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('moves tokens out: the pool reserves the amount, the game pays it, usable gets amount − fee', async () => {
    const usable = await g.usable(2)
    const pool = await fundedBalance(s.db, GAME_POOL, HAP)
    const amount = 77_777_777_777_777_777_777n
    const answer = await g.transfer(2, 'out', '77.777777777777777777')
    expect(answer.json().data).toMatchObject({ type: '1', status: '1' })
    expect(await fundedBalance(s.db, GAME_POOL, HAP)).toBe(pool - amount)
    expect(await g.runOutbox()).toMatchObject({ done: 1 })
    expect(g.gameBalance(2)).toBe(GAME_START - amount)
    expect(await g.usable(2)).toBe(usable + amount - feeOf(amount))
    expect((await s.data('/api/game/transfer/list?status=2', 2)).list).toEqual([expect.objectContaining({ type: '1', status: '2', real_amount: decimal(amount - feeOf(amount)) })])
    expect((await s.data('/api/game/transfer/list?status=3', 2)).list).toEqual([])
    expect(await fundedBalance(s.db, GAME_POOL, HAP)).toBe(pool - amount)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('refuses a replayed signature: the second post of one signed body moves nothing', async () => {
    const body = await g.transferBody(5, 'in', '10')
    expect((await s.post('/api/game/transfer/in', 5, body)).json().data).toMatchObject({ status: '1' })
    const replay = await s.post('/api/game/transfer/in', 5, body)
    expect(replay.json()).toMatchObject({ error: 'action.nonce_invalid', msg: expect.any(String) })
    expect(await g.usable(5)).toBe(START - 10n * e18)
    expect(await g.transfers(5)).toHaveLength(1)
    // A signature over another amount is refused too.
    const altered = { ...(await g.transferBody(5, 'in', '10')), amount: '11' }
    expect((await s.post('/api/game/transfer/in', 5, altered)).statusCode).toBeGreaterThanOrEqual(400)
    expect(await g.usable(5)).toBe(START - 10n * e18)
    await g.runOutbox()
  })

  it('gives a transfer out back when the game refuses it (the balance was spent meanwhile): status 3, the pool whole again', async () => {
    const pool = await fundedBalance(s.db, GAME_POOL, HAP)
    const usable = await g.usable(6)
    expect((await g.transfer(6, 'out', '100')).json().data).toMatchObject({ status: '1' })
    // The player spends the game balance in the game before our call arrives.
    expect(await game.service.transfer({ key: 'spent-in-game', address: account(6).address, direction: 'out', amount: g.gameBalance(6) })).toEqual({ status: 'applied' })
    expect(await g.runOutbox()).toMatchObject({ done: 0, dead: [expect.objectContaining({ reason: 'definite' })] })
    expect((await s.data('/api/game/transfer/list?status=3', 6)).list).toEqual([expect.objectContaining({ type: '1', status: '3', amount: '100' })])
    expect(await fundedBalance(s.db, GAME_POOL, HAP)).toBe(pool)
    expect(await g.usable(6)).toBe(usable)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('signs a game link the stand-in accepts; a replayed signature, a forged or an expired token are refused', async () => {
    const signed = await s.signed(2, signedActionTitles.gameEncryptAddress, [])
    const answer = await s.post('/api/game/encrypt-address', 2, signed)
    const { token, url } = answer.json().data as { token: string; url: string }
    expect(new URL(url).searchParams.get('token_value')).toBe(token)
    expect(url.startsWith(`${game.url()}${gamePaths.site}?`)).toBe(true)
    const verify = (token_value: string) => fetch(`${game.url()}${gamePaths.verifyToken}`, { method: 'POST', body: JSON.stringify({ token_value }) })
    expect(await (await verify(token)).json()).toEqual({ code: 200, msg: 'ok', data: { address: account(2).address.toLowerCase() } })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(account(2).address.toLowerCase())
    expect((await s.post('/api/game/encrypt-address', 2, signed)).json()).toMatchObject({ error: 'action.nonce_invalid' })
    const forged = signGameToken('not the shared secret at all', { address: account(2).address, expiresAt: Math.floor(Date.now() / 1000) + 300 })
    expect(await (await verify(forged)).json()).toMatchObject({ code: 401, msg: 'forged' })
    const expired = signGameToken(DEVNET_GAME_SERVICE_SECRET, { address: account(2).address, expiresAt: Math.floor(Date.now() / 1000) - 1 })
    expect(await (await verify(expired)).json()).toMatchObject({ code: 401, msg: 'expired' })
    expect((await fetch(`${game.url()}${gamePaths.site}?token_value=${expired}`)).status).toBe(401)
  })

  it('answers game.unavailable (not a 5xx) while the game service is down, moving nothing', async () => {
    game.setDown(true)
    try {
      const number = await s.get('/api/game/number', 7)
      expect(number.statusCode).toBe(409)
      expect(number.json()).toMatchObject({ error: 'game.unavailable' })
      const usable = await g.usable(7)
      expect(error(await g.transfer(7, 'out', '10'))).toBe('game.unavailable')
      expect(await g.usable(7)).toBe(usable)
    } finally {
      game.setDown(false)
    }
  })
})

/** The API's decimal form of base units (18 decimals, trailing zeros dropped). */
function decimal(units: bigint): string {
  const whole = units / e18
  const fraction = (units % e18).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`
}
