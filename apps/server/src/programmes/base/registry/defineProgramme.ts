import type { ProgrammeName } from '@hapdex/core/programmes/programmeConfigs'
import type { FastifyInstance } from 'fastify'
import type { adminEndpoints } from '../../../modules/admin/adminGuard.ts'
import type { OutboxHandler } from '../outbox/outboxHandler.ts'
import type { ConfigGuard } from '../config/programmeConfigStore.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import type { SettlementJob } from '../settlement/settlementJob.ts'
import type { DepositTransfers } from '../deposits/confirmedTransfers.ts'
import type { StandingDefinition, StandingReader } from '../standings/standing.ts'

/** A pool the devnet funds from its treasury at start, so a new user can try the programme at once. */
export interface DevnetPoolFunding {
  pool: string
  symbol: string
  /** Whole tokens, as a decimal string. */
  amount: string
}

/**
 * Everything the base needs to know of a programme, declared in one file of the programme's own
 * folder (`<name>.programme.ts`), collected by the list in programmes/programmeList.ts. Adding a
 * programme is a folder and a line in that list: no base file changes (docs/programmes-base.md).
 */
export interface ProgrammeDefinition {
  /** Its configuration's name: the zod schema with every (cfg) default is core's (packages/core/src/programmes/), shared with the web app and the console. */
  name: ProgrammeName
  /** User ledger purposes it moves besides usable: reward balances, stakes. */
  purposes: readonly string[]
  /** Its funded system accounts (`<programme>_pool`): they pay only what an operator put in. */
  pools: readonly string[]
  /** Its daily jobs, in the order a settlement pass runs them. */
  jobs: readonly SettlementJob[]
  /**
   * Its work retried across a service boundary (the outbox), by job kind; a function of the
   * context when its handlers call a service whose client the context gives (programmeService).
   */
  outbox?: readonly OutboxHandler[] | ((ctx: ProgrammeContext) => readonly OutboxHandler[])
  /** Work of the leader's worker pass besides the outbox and the daily jobs (a reconciliation), run every pass after the outbox. */
  workerSteps?: (ctx: ProgrammeContext) => readonly ProgrammeWorkerStep[]
  /** Facts about a user it knows and other programmes read through the base (base/standings). */
  standings?: readonly StandingDefinition[]
  /** What a configuration change must respect besides its schema: what users hold under the current one. */
  configGuard?: ConfigGuard
  /** Its user endpoints, and its operator endpoints through `tools.admin` (admin session checked first). */
  routes(app: FastifyInstance, ctx: ProgrammeContext, tools: ProgrammeRouteTools): void
  /**
   * What `npm start` sets up on the devnet: configuration overrides applied once, pool funding,
   * and `seed`, run after the seeded accounts exist (rounds, windows, levels); it must be idempotent.
   */
  devnet?: { config?: Record<string, unknown>; pools?: readonly DevnetPoolFunding[]; seed?: (ctx: ProgrammeContext, accounts: DevnetAccounts) => Promise<void> }
}

/** One step of the worker pass; it must not throw for a failure it can wait out (log and return). */
export type ProgrammeWorkerStep = () => Promise<unknown>

/** What a programme's routes get besides the app and the context. */
export interface ProgrammeRouteTools {
  /** Registers an operator endpoint: a session whose address is in ADMIN_ADDRESSES, checked before the input is read. */
  admin: ReturnType<typeof adminEndpoints>
  /** Facts other programmes declare about a user (a partner, a foundation share holder). */
  standings: StandingReader
  /** Our receiving address, and a reported transaction's transfers to it as the deposit watcher credits them. */
  deposits: DepositTransfers
}

/** The devnet's seeded users, by test key index, and the demo leader heading them. */
export interface DevnetAccounts {
  leaderId: number
  byIndex: ReadonlyMap<number, number>
}

export function defineProgramme(definition: ProgrammeDefinition): ProgrammeDefinition {
  return definition
}
