/**
 * The stand-in game service's books (docs/decisions/0031-game.md): game balances by address and
 * every transfer by its idempotency key. Pure and synchronous: the HTTP process persists a
 * snapshot after each change before it answers, the fault bench keeps snapshots in memory.
 *
 * A key is applied at most once, and once decided its answer never changes: a repeat gets the
 * first answer; `settle` decides a key never seen as voided, so a late attempt with it can no
 * longer apply (reconciliation relies on that to give money back safely).
 */
export type GameDirection = 'in' | 'out'

export interface GameTransferRequest {
  key: string
  address: string
  direction: GameDirection
  /** Base units: what the game balance gains ('in') or loses ('out'). */
  amount: bigint
}

export type GameTransferRecordStatus = 'applied' | 'refused' | 'voided'

export interface GameTransferRecord {
  key: string
  address: string
  direction: GameDirection
  amount: bigint
  status: GameTransferRecordStatus
  /** Why it was refused: 'insufficient' (an 'out' above the game balance). */
  reason?: string
}

/** A transfer's answer: the record, or a conflict when the key was used with other parameters (nothing recorded). */
export type GameTransferAnswer = { record: GameTransferRecord; repeated: boolean } | { conflict: true }

export interface GameBookSnapshot {
  balances: Record<string, string>
  transfers: { key: string; address: string; direction: GameDirection; amount: string; status: GameTransferRecordStatus; reason?: string }[]
}

export class GameBook {
  private readonly balances = new Map<string, bigint>()
  private readonly transfers = new Map<string, GameTransferRecord>()

  static from(snapshot: GameBookSnapshot | undefined): GameBook {
    const book = new GameBook()
    for (const [address, units] of Object.entries(snapshot?.balances ?? {})) book.balances.set(address, BigInt(units))
    for (const { amount, reason, ...rest } of snapshot?.transfers ?? []) book.transfers.set(rest.key, { ...rest, amount: BigInt(amount), ...(reason === undefined ? {} : { reason }) })
    return book
  }

  snapshot(): GameBookSnapshot {
    return {
      balances: Object.fromEntries([...this.balances].map(([address, units]) => [address, units.toString()])),
      transfers: [...this.transfers.values()].map((record) => ({ ...record, amount: record.amount.toString() })),
    }
  }

  balance(address: string): bigint {
    return this.balances.get(address.toLowerCase()) ?? 0n
  }

  /** The devnet's starting balances (npm start): sets a balance only for an address never seen. */
  seed(address: string, units: bigint): boolean {
    const owner = address.toLowerCase()
    if (this.balances.has(owner)) return false
    this.balances.set(owner, units)
    return true
  }

  transfer(request: GameTransferRequest): GameTransferAnswer {
    const address = request.address.toLowerCase()
    const known = this.transfers.get(request.key)
    if (known !== undefined) {
      // A voided key refuses whatever comes with it; any other repeat must be the same request.
      if (known.status !== 'voided' && (known.address !== address || known.direction !== request.direction || known.amount !== request.amount)) return { conflict: true }
      return { record: known, repeated: true }
    }
    if (request.amount <= 0n) return { conflict: true }
    const balance = this.balance(address)
    let record: GameTransferRecord
    if (request.direction === 'out' && balance < request.amount) {
      record = { key: request.key, address, direction: request.direction, amount: request.amount, status: 'refused', reason: 'insufficient' }
    } else {
      this.balances.set(address, request.direction === 'in' ? balance + request.amount : balance - request.amount)
      record = { key: request.key, address, direction: request.direction, amount: request.amount, status: 'applied' }
    }
    this.transfers.set(request.key, record)
    return { record, repeated: false }
  }

  record(key: string): GameTransferRecord | undefined {
    return this.transfers.get(key)
  }

  /** The record of a key, deciding one never seen as voided: after this, the key's outcome is final. */
  settle(key: string): GameTransferRecord {
    const known = this.transfers.get(key)
    if (known !== undefined) return known
    const voided: GameTransferRecord = { key, address: '', direction: 'in', amount: 0n, status: 'voided' }
    this.transfers.set(key, voided)
    return voided
  }

  /** How many times each key moved a balance (the fault bench's doubling check): always 0 or 1 by construction. */
  appliedKeys(): ReadonlySet<string> {
    return new Set([...this.transfers.values()].filter((record) => record.status === 'applied').map((record) => record.key))
  }
}
