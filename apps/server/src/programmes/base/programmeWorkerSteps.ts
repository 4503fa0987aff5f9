import type { Programmes } from './createProgrammes.ts'
import { createOutboxWorkerStep } from './outbox/createOutboxWorkerStep.ts'
import { outboxHandlers } from './outbox/outboxHandler.ts'

/**
 * The programmes' part of the leader's worker pass: the outbox first (a transfer to the game
 * should not wait a minute behind a million-user settlement), the programmes' own steps (the game's
 * reconciliation), then every due settlement day.
 */
export function programmeWorkerSteps(programmes: Programmes, log: (message: string, error?: unknown) => void): (() => Promise<unknown>)[] {
  const outbox = createOutboxWorkerStep({ db: programmes.ctx.db, clock: programmes.ctx.clock, handlers: outboxHandlers(programmes.registry.outbox), log })
  return [outbox, ...programmes.registry.workerSteps, () => programmes.runner.settleDueDays()]
}
