import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gamePaths } from '../programmes/game/gameService.ts'
import { hmacOf, sameMac, verifyGameToken } from '../programmes/game/gameToken.ts'
import { GameBook, type GameTransferRecord } from './gameBook.ts'
import type { GameStore } from './gameStore.ts'

export interface GameStandInOptions {
  store: GameStore
  /** Shared with hapdex: service calls are signed with it, game tokens are checked with it. */
  secret: string
  /** The game token's amounts are shown in whole tokens with this many decimals. */
  decimals?: number
  /** Starting balances, set once per address (npm start gives the test keys something to play with). */
  seed?: ReadonlyArray<readonly [address: string, units: bigint]>
  now?: () => Date
}

export interface RunningGameStandIn {
  url: string
  server: Server
  book: () => GameBook
  close(): Promise<void>
}

const MAX_BODY = 16 * 1024

/**
 * The stand-in game service (docs/decisions/0031-game.md): getNumber as spec 1 names it,
 * transfers by idempotency key, settle (the key's record, deciding an unseen key as voided), the
 * game token's check, and a page standing for the game site. Each change is saved before the
 * answer leaves, so an answer never speaks of something a restart would forget.
 */
export async function startGameStandIn(options: GameStandInOptions, port = 0, host = '127.0.0.1'): Promise<RunningGameStandIn> {
  const { store, secret, decimals = 18, now = () => new Date() } = options
  const book = GameBook.from(store.load())
  let seeded = false
  for (const [address, units] of options.seed ?? []) seeded = book.seed(address, units) || seeded
  if (seeded) store.save(book.snapshot())

  const whole = (units: bigint) => {
    const scale = 10n ** BigInt(decimals)
    const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
    return fraction === '' ? (units / scale).toString() : `${units / scale}.${fraction}`
  }
  const recordData = (record: GameTransferRecord) => ({ key: record.key, status: record.status, ...(record.reason === undefined ? {} : { reason: record.reason }) })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && url.pathname === gamePaths.site) return sitePage(url.searchParams.get('token_value') ?? '', response)
    if (request.method !== 'POST') return send(404, { code: 404, msg: 'not found' })
    const text = await bodyOf(request)
    if (text === undefined) return send(413, { code: 413, msg: 'body too large' })
    let body: Record<string, unknown>
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      return send(400, { code: 400, msg: 'not JSON' })
    }
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '')
    switch (url.pathname) {
      case gamePaths.getNumber: {
        const address = field('address')
        if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return send(400, { code: 400, msg: 'address' })
        const units = book.balance(address)
        return send(200, { code: 200, msg: 'ok', data: { number: whole(units), units: units.toString() } })
      }
      case gamePaths.verifyToken: {
        const check = verifyGameToken(secret, field('token_value'), now())
        return check.ok ? send(200, { code: 200, msg: 'ok', data: { address: check.claims.address } }) : send(401, { code: 401, msg: check.reason })
      }
      case gamePaths.transfer:
      case gamePaths.settle: {
        if (!sameMac(String(request.headers['x-game-signature'] ?? ''), hmacOf(secret, text))) return send(401, { code: 401, msg: 'signature' })
        const key = field('key')
        if (key === '' || key.length > 200) return send(400, { code: 400, msg: 'key' })
        if (url.pathname === gamePaths.settle) {
          const record = book.settle(key)
          store.save(book.snapshot())
          return send(200, { code: 200, msg: 'ok', data: recordData(record) })
        }
        const direction = field('direction')
        const amount = field('amount')
        const address = field('address')
        if ((direction !== 'in' && direction !== 'out') || !/^[1-9]\d{0,77}$/.test(amount) || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
          return send(400, { code: 400, msg: 'transfer fields', data: { key, status: 'refused', reason: 'invalid' } })
        }
        const answer = book.transfer({ key, address, direction, amount: BigInt(amount) })
        if ('conflict' in answer) return send(409, { code: 409, msg: 'key used with other parameters', data: { key, status: 'refused', reason: 'conflict' } })
        if (!answer.repeated) store.save(book.snapshot())
        return send(200, { code: 200, msg: 'ok', data: recordData(answer.record) })
      }
      default:
        return send(404, { code: 404, msg: 'not found' })
    }
  }

  function sitePage(token: string, response: ServerResponse): void {
    const check = verifyGameToken(secret, token, now())
    const body = check.ok
      ? `<p data-testid="game-player">${check.claims.address}</p><p data-testid="game-balance">${whole(book.balance(check.claims.address))}</p>`
      : `<p data-testid="game-refused">${check.reason}</p>`
    response.writeHead(check.ok ? 200 : 401, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game (stand-in)</title></head><body><h1>Game (hapdex stand-in)</h1>${body}</body></html>`)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 500, msg: 'stand-in failed' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    server,
    book: () => book,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function bodyOf(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
