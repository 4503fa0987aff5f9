import type { Db } from '../../../db/database.ts'
import type { OutboxHandler } from '../outbox/outboxHandler.ts'
import type { SettlementJob } from '../settlement/settlementJob.ts'
import { registerSystemPurposes } from '../../../modules/wallet/systemPurposes.ts'
import type { ProgrammeDefinition, ProgrammeWorkerStep } from './defineProgramme.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import type { StandingDefinition } from '../standings/standing.ts'

/** The programmes of this deployment, checked and indexed. */
export interface ProgrammeRegistry {
  programmes: readonly ProgrammeDefinition[]
  /** Every daily job, programme by programme in list order. */
  jobs: readonly SettlementJob[]
  pools: readonly { pool: string; programme: string }[]
  outbox: readonly OutboxHandler[]
  workerSteps: readonly ProgrammeWorkerStep[]
  standings: readonly StandingDefinition[]
}

export class ProgrammeRegistryError extends Error {
  override name = 'ProgrammeRegistryError'
}

const poolName = /^[a-z][a-z0-9_]*_pool$/
const purposeName = /^[a-z][a-z0-9_]*$/
/** The account centre's own user purposes: no programme may declare them as its own. */
const accountCentrePurposes = new Set(['usable', 'frozen', 'usable_incoming'])

/**
 * Collects the declarations, refusing at start what would fail later: two programmes with one
 * name, a pool, purpose or job claimed twice, a pool not named `<x>_pool`, a job declared under
 * another programme. Outbox handlers and worker steps declared as functions of the context are
 * built with `ctx`; without one (a test of the declarations alone) they are left out.
 */
export function collectProgrammes(programmes: readonly ProgrammeDefinition[], ctx?: ProgrammeContext): ProgrammeRegistry {
  const outboxOf = (programme: ProgrammeDefinition): readonly OutboxHandler[] => {
    const declared = programme.outbox ?? []
    if (typeof declared !== 'function') return declared
    return ctx === undefined ? [] : declared(ctx)
  }
  const outbox = new Map(programmes.map((programme) => [programme.name, outboxOf(programme)]))
  const owners = new Map<string, string>()
  const claim = (what: string, name: string, programme: string) => {
    const owner = owners.get(`${what}:${name}`)
    if (owner !== undefined) throw new ProgrammeRegistryError(`${what} ${name} is declared by ${owner} and ${programme}`)
    owners.set(`${what}:${name}`, programme)
  }
  for (const programme of programmes) {
    claim('programme', programme.name, programme.name)
    for (const pool of programme.pools) {
      if (!poolName.test(pool)) throw new ProgrammeRegistryError(`${programme.name}: pool ${pool} must be named <name>_pool`)
      claim('pool', pool, programme.name)
    }
    for (const purpose of programme.purposes) {
      if (!purposeName.test(purpose) || accountCentrePurposes.has(purpose) || purpose.endsWith('_pool')) throw new ProgrammeRegistryError(`${programme.name}: ${purpose} cannot be a programme's purpose`)
      claim('purpose', purpose, programme.name)
    }
    for (const job of programme.jobs) {
      if (job.programme !== programme.name) throw new ProgrammeRegistryError(`${programme.name}: job ${job.name} says it belongs to ${job.programme}`)
      claim('job', job.name, programme.name)
    }
    for (const handler of outbox.get(programme.name) ?? []) claim('outbox kind', handler.kind, programme.name)
    for (const standing of programme.standings ?? []) claim('standing', standing.name, programme.name)
  }
  return {
    programmes,
    jobs: programmes.flatMap((programme) => programme.jobs),
    pools: programmes.flatMap((programme) => programme.pools.map((pool) => ({ pool, programme: programme.name }))),
    outbox: programmes.flatMap((programme) => outbox.get(programme.name) ?? []),
    workerSteps: ctx === undefined ? [] : programmes.flatMap((programme) => programme.workerSteps?.(ctx) ?? []),
    standings: programmes.flatMap((programme) => programme.standings ?? []),
  }
}

/** Writes the registry's pools into the database's system_purposes, which the ledger check and the bulk poster read. */
export async function registerProgrammeAccounts(db: Db, registry: ProgrammeRegistry): Promise<void> {
  await registerSystemPurposes(db, registry.pools.map(({ pool, programme }) => ({ purpose: pool, kind: 'funded', programme })))
}
