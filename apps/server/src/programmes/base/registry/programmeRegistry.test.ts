import { describe, expect, it } from 'vitest'
import { defineOutboxHandler } from '../outbox/outboxHandler.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import { programmeService } from '../programmeContext.ts'
import { defineProgramme } from './defineProgramme.ts'
import { collectProgrammes } from './programmeRegistry.ts'
import type { Config } from '../../../config.ts'

const base = { purposes: [], pools: [], jobs: [], routes: () => undefined }
const ctxWith = (services: Record<string, unknown> = {}) => ({ config: { chainId: 31337 } as Config, services }) as unknown as ProgrammeContext

describe('programmes declared with the context', () => {
  it('builds outbox handlers and worker steps from the context, and claims their kinds', async () => {
    const seen: string[] = []
    const game = defineProgramme({
      ...base,
      name: 'game',
      outbox: (ctx) => [defineOutboxHandler({ kind: `game.call.${ctx.config.chainId}`, run: async () => undefined })],
      workerSteps: () => [async () => seen.push('step')],
    })
    const registry = collectProgrammes([game], ctxWith())
    expect(registry.outbox.map((handler) => handler.kind)).toEqual(['game.call.31337'])
    for (const step of registry.workerSteps) await step()
    expect(seen).toEqual(['step'])
    // Declarations alone (no context): the built parts are left out.
    expect(collectProgrammes([game])).toMatchObject({ outbox: [], workerSteps: [] })
    const twice = defineProgramme({ ...base, name: 'sm', outbox: [defineOutboxHandler({ kind: 'game.call.31337', run: async () => undefined })] })
    expect(() => collectProgrammes([game, twice], ctxWith())).toThrow('outbox kind game.call.31337 is declared by game and sm')
  })

  it("gives a programme a test's replacement client, or builds its own from config once per context", () => {
    let builds = 0
    const build = (config: Config) => ({ chain: config.chainId, build: ++builds })
    const ctx = ctxWith()
    expect(programmeService(ctx, 'game', build)).toEqual({ chain: 31337, build: 1 })
    expect(programmeService(ctx, 'game', build)).toEqual({ chain: 31337, build: 1 })
    expect(programmeService(ctxWith({ game: 'replacement' }), 'game', build)).toBe('replacement')
    expect(builds).toBe(1)
  })
})
