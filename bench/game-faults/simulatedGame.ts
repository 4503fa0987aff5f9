import { GameBook } from '../../apps/server/src/gameStandIn/gameBook.ts'
import { memoryGameStore } from '../../apps/server/src/gameStandIn/gameStore.ts'
import { GameServiceError, type GameService, type GameTransferOutcome } from '../../apps/server/src/programmes/game/gameService.ts'
import type { SeededRandom } from '../../apps/server/src/test/seededRandom.ts'

/** What can happen to one call across the boundary. */
export type WireFault = 'ok' | 'down' | 'timeout-after-commit' | 'duplicate-delivery' | 'crash-before-save' | 'restart-after-commit'

export const wireFaults: readonly WireFault[] = ['ok', 'ok', 'ok', 'down', 'timeout-after-commit', 'duplicate-delivery', 'crash-before-save', 'restart-after-commit']

/**
 * The stand-in's books behind a wire that fails as the schedule draws: the service down (nothing
 * arrives), a timeout after it committed (the answer is lost), a request delivered twice, a crash
 * after applying but before saving (the change is lost with the answer), a restart after saving.
 * "Restarting" reloads the books from what was saved, as the HTTP process does from its file.
 * `timeoutsReadAsRefusals` is the check's self-test: a client that takes a lost answer for a
 * refusal, which must show up as doubled money.
 */
export function simulatedGame(random: SeededRandom, { timeoutsReadAsRefusals = false } = {}) {
  let store = memoryGameStore()
  let book = GameBook.from(undefined)
  const restart = () => {
    book = GameBook.from(store.load())
  }
  const faults: WireFault[] = []
  let healthy = false
  const draw = (): WireFault => (healthy ? 'ok' : random.pick(wireFaults))
  const lost = (): never => {
    throw new GameServiceError('timeout: the answer was lost')
  }
  const service: GameService = {
    async balance(address) {
      if (draw() === 'down') throw new GameServiceError('down')
      return book.balance(address)
    },
    async transfer(call): Promise<GameTransferOutcome> {
      const fault = draw()
      faults.push(fault)
      if (fault === 'down') throw new GameServiceError('down')
      const answer = book.transfer(call)
      if (fault === 'crash-before-save') {
        restart()
        throw new GameServiceError('the service crashed before saving')
      }
      if (!('conflict' in answer) && !answer.repeated) store.save(book.snapshot())
      if (fault === 'duplicate-delivery') book.transfer(call)
      if (fault === 'restart-after-commit') restart()
      if (fault === 'timeout-after-commit' || fault === 'restart-after-commit') {
        if (timeoutsReadAsRefusals) return { status: 'refused', reason: 'timeout read as a refusal' }
        return lost()
      }
      if ('conflict' in answer) return { status: 'refused', reason: 'conflict' }
      const { record } = answer
      return record.status === 'refused' ? { status: 'refused', reason: record.reason ?? 'refused' } : { status: record.status }
    },
    async settle(key) {
      const fault = draw()
      if (fault === 'down') throw new GameServiceError('down')
      const record = book.settle(key)
      store.save(book.snapshot())
      if (fault === 'timeout-after-commit') lost()
      return record.status === 'refused' ? { status: 'refused', reason: record.reason ?? 'refused' } : { status: record.status }
    },
  }
  return {
    service,
    book: () => book,
    faults,
    /** From now on every call goes through (the end of a schedule: the service is back and stays up). */
    heal: () => {
      healthy = true
    },
    /** A schedule's start: the wire fails again, and new books (each schedule has its own players; saving all of them each time would grow). */
    wound: () => {
      healthy = false
      store = memoryGameStore()
      book = GameBook.from(undefined)
    },
    seed: (address: string, units: bigint) => {
      book.seed(address, units)
      store.save(book.snapshot())
    },
  }
}
