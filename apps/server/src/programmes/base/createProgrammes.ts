import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { createTokenContext } from '../../modules/token/tokenContext.ts'
import { createTokenCatalog } from '../../modules/wallet/tokenCatalog.ts'
import { offsetClock, systemClock, type Clock, type MovableClock } from './clock.ts'
import { chainPriceSource, type PriceSource } from './prices.ts'
import { clockMovableFor, createProgrammeContext, type ProgrammeContext, type ProgrammeServices } from './programmeContext.ts'
import { collectProgrammes, type ProgrammeRegistry } from './registry/programmeRegistry.ts'
import type { ProgrammeDefinition } from './registry/defineProgramme.ts'
import { createSettlementRunner, type SettlementRunner } from './settlement/settlementRunner.ts'

export interface Programmes {
  ctx: ProgrammeContext
  runner: SettlementRunner
  registry: ProgrammeRegistry
}

export interface CreateProgrammesParameters {
  config: Config
  db: Db
  chain: ChainConfig
  /** The programmes to run: programmes/programmeList.ts, or a test's own. */
  definitions: readonly ProgrammeDefinition[]
  /** Tests bring a manual clock; by default the system clock, movable on the devnet. */
  clock?: Clock & Partial<MovableClock>
  /** Tests bring fixed prices; by default the on-chain pairs. */
  prices?: PriceSource
  /** Tests bring replacement clients of other services (a faulty game service), by name. */
  services?: ProgrammeServices
}

/** The programme context and its settlement runner, shared by the API and the leader's worker. */
export function createProgrammes({ config, db, chain, definitions, clock, prices, services }: CreateProgrammesParameters): Programmes {
  const movable = clock === undefined ? (clockMovableFor(config) ? offsetClock() : undefined) : isMovable(clock) ? clock : undefined
  const ctx = createProgrammeContext({
    db,
    clock: clock ?? movable ?? systemClock,
    movableClock: movable,
    prices: prices ?? chainPriceSource(createTokenContext({ db, chain })),
    tokens: createTokenCatalog(db, chain),
    config,
    services,
  })
  const registry = collectProgrammes(definitions, ctx)
  for (const { name, configGuard } of definitions) if (configGuard !== undefined) ctx.configs.guard(name, configGuard)
  return { ctx, runner: createSettlementRunner(ctx, registry.jobs), registry }
}

function isMovable(clock: Clock & Partial<MovableClock>): clock is MovableClock {
  return typeof clock.advance === 'function' && typeof clock.offsetSeconds === 'function'
}
