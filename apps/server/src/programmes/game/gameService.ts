import { hmacOf } from './gameToken.ts'

/**
 * Our client of the game service (the stand-in on the devnet, the real one in production): the
 * three calls a transfer needs and the spec's getNumber. The paths are the stand-in's contract
 * (docs/decisions/0031-game.md); only getNumber's is the spec's.
 */
export type GameDirection = 'in' | 'out'

export interface GameTransferCall {
  /** Our idempotency key, the same on every attempt. */
  key: string
  address: string
  direction: GameDirection
  /** Base units the game balance gains ('in') or loses ('out'). */
  amount: bigint
}

/** What the service decided for a key: applied once, refused (its reason), or voided by a settle before any attempt arrived. */
export type GameTransferOutcome = { status: 'applied' } | { status: 'refused'; reason: string } | { status: 'voided' }

export interface GameService {
  /** The spec's getNumber: the game balance, in base units. */
  balance(address: string, signal?: AbortSignal): Promise<bigint>
  /** Applies the transfer once per key; a repeat answers the first outcome. Throws when no answer came (retry with the same key). */
  transfer(call: GameTransferCall, signal?: AbortSignal): Promise<GameTransferOutcome>
  /** The key's outcome, deciding an unseen key as voided: after it the key can no longer apply. */
  settle(key: string, signal?: AbortSignal): Promise<GameTransferOutcome>
}

/** The service answered without deciding (a 5xx, a body we cannot read): retry. */
export class GameServiceError extends Error {
  override name = 'GameServiceError'
}

export const gamePaths = {
  getNumber: '/blade-kill/app/web/game/kill/user/getNumber',
  transfer: '/blade-kill/app/web/game/kill/user/transfer',
  settle: '/blade-kill/app/web/game/kill/user/transfer/settle',
  verifyToken: '/blade-kill/app/web/game/kill/user/verifyToken',
  /** The game site's page the game link opens with token_value. */
  site: '/game',
} as const

export interface HttpGameServiceParameters {
  url: string
  secret: string
  timeoutMs: number
  fetch?: typeof fetch
}

interface Envelope {
  code?: unknown
  msg?: unknown
  data?: { units?: unknown; status?: unknown; reason?: unknown } | null
}

export function httpGameService({ url, secret, timeoutMs, fetch: fetchImpl = fetch }: HttpGameServiceParameters): GameService {
  const base = url.replace(/\/+$/, '')
  async function call(path: string, body: Record<string, string>, signal: AbortSignal | undefined): Promise<Envelope> {
    const text = JSON.stringify(body)
    const timeout = AbortSignal.timeout(timeoutMs)
    const response = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-game-signature': hmacOf(secret, text) },
      body: text,
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    })
    if (response.status >= 500) throw new GameServiceError(`game service answered ${response.status}`)
    let envelope: Envelope
    try {
      envelope = (await response.json()) as Envelope
    } catch (error) {
      throw new GameServiceError('game service answered a body that is not JSON', { cause: error })
    }
    if (response.status === 401 || envelope.code === 401) throw new GameServiceError('game service refused our signature (GAME_SERVICE_SECRET differs)')
    return envelope
  }
  const outcomeOf = (envelope: Envelope): GameTransferOutcome => {
    const status = envelope.data?.status
    if (status === 'applied' || status === 'voided') return { status }
    if (status === 'refused') return { status, reason: typeof envelope.data?.reason === 'string' ? envelope.data.reason : String(envelope.msg ?? 'refused') }
    throw new GameServiceError(`game service answered no outcome: ${JSON.stringify(envelope).slice(0, 200)}`)
  }
  return {
    async balance(address, signal) {
      const envelope = await call(gamePaths.getNumber, { address }, signal)
      const units = envelope.data?.units
      if (envelope.code !== 200 || typeof units !== 'string' || !/^\d{1,78}$/.test(units)) throw new GameServiceError(`getNumber answered ${JSON.stringify(envelope).slice(0, 200)}`)
      return BigInt(units)
    },
    async transfer({ key, address, direction, amount }, signal) {
      return outcomeOf(await call(gamePaths.transfer, { key, address, direction, amount: amount.toString() }, signal))
    },
    async settle(key, signal) {
      return outcomeOf(await call(gamePaths.settle, { key }, signal))
    },
  }
}
