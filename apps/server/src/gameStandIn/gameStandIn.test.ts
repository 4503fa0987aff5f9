import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gamePaths, httpGameService } from '../programmes/game/gameService.ts'
import { hmacOf } from '../programmes/game/gameToken.ts'
import { GameBook } from './gameBook.ts'
import { fileGameStore } from './gameStore.ts'
import { startGameStandIn } from './gameStandInServer.ts'

const secret = 'stand-in test secret, 16+'
const player = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dir = mkdtempSync(join(tmpdir(), 'hapdex-stand-in-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the game book', () => {
  it('applies a key once, answers a repeat with the first outcome, refuses other parameters under it, and voids an unseen key on settle', () => {
    const book = GameBook.from(undefined)
    book.seed(player, 100n)
    expect(book.transfer({ key: 'k1', address: player, direction: 'in', amount: 7n })).toMatchObject({ record: { status: 'applied' }, repeated: false })
    expect(book.transfer({ key: 'k1', address: player, direction: 'in', amount: 7n })).toMatchObject({ record: { status: 'applied' }, repeated: true })
    expect(book.transfer({ key: 'k1', address: player, direction: 'in', amount: 8n })).toEqual({ conflict: true })
    expect(book.balance(player)).toBe(107n)
    expect(book.transfer({ key: 'k2', address: player, direction: 'out', amount: 108n })).toMatchObject({ record: { status: 'refused', reason: 'insufficient' } })
    expect(book.settle('k3')).toMatchObject({ status: 'voided' })
    expect(book.transfer({ key: 'k3', address: player, direction: 'in', amount: 5n })).toMatchObject({ record: { status: 'voided' }, repeated: true })
    expect(book.balance(player)).toBe(107n)
    expect(GameBook.from(book.snapshot()).snapshot()).toEqual(book.snapshot())
    expect(book.seed(player, 1n)).toBe(false)
  })
})

describe('the stand-in game service over HTTP', () => {
  it('answers getNumber, signed transfers once per key, settle, and keeps its books across a restart', async () => {
    let standIn = await startGameStandIn({ store: fileGameStore(dir), secret, seed: [[player, 2_500_000_000_000_000_001n]] })
    const getNumber = await fetch(`${standIn.url}${gamePaths.getNumber}`, { method: 'POST', body: JSON.stringify({ address: player }) })
    expect(await getNumber.json()).toEqual({ code: 200, msg: 'ok', data: { number: '2.500000000000000001', units: '2500000000000000001' } })
    let client = httpGameService({ url: standIn.url, secret, timeoutMs: 2_000 })
    expect(await client.transfer({ key: 'in-1', address: player, direction: 'in', amount: 3n })).toEqual({ status: 'applied' })
    expect(await client.transfer({ key: 'in-1', address: player, direction: 'in', amount: 3n })).toEqual({ status: 'applied' })
    expect(await client.transfer({ key: 'in-1', address: player, direction: 'out', amount: 3n })).toEqual({ status: 'refused', reason: 'conflict' })
    expect(await client.settle('never-sent')).toEqual({ status: 'voided' })
    // Unsigned or wrongly signed calls move nothing.
    const body = JSON.stringify({ key: 'in-2', address: player, direction: 'in', amount: '5' })
    const unsigned = await fetch(`${standIn.url}${gamePaths.transfer}`, { method: 'POST', body, headers: { 'x-game-signature': hmacOf('another secret entirely', body) } })
    expect(unsigned.status).toBe(401)
    await expect(httpGameService({ url: standIn.url, secret: 'another secret entirely', timeoutMs: 2_000 }).transfer({ key: 'in-2', address: player, direction: 'in', amount: 5n })).rejects.toThrow('refused our signature')
    await standIn.close()
    await expect(client.balance(player)).rejects.toThrow()
    standIn = await startGameStandIn({ store: fileGameStore(dir), secret, seed: [[player, 1n]] })
    client = httpGameService({ url: standIn.url, secret, timeoutMs: 2_000 })
    expect(await client.balance(player)).toBe(2_500_000_000_000_000_004n)
    expect(await client.transfer({ key: 'in-1', address: player, direction: 'in', amount: 3n })).toEqual({ status: 'applied' })
    expect(await client.settle('never-sent')).toEqual({ status: 'voided' })
    expect(await client.balance(player)).toBe(2_500_000_000_000_000_004n)
    await standIn.close()
  })
})
