import { loadConfig, type Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import type { TokenCatalog } from '../../modules/wallet/tokenCatalog.ts'
import type { Clock, MovableClock } from './clock.ts'
import { createProgrammeConfigStore, type ProgrammeConfigStore } from './config/programmeConfigStore.ts'
import type { PriceSource } from './prices.ts'

/** What every programme and the settlement runner share. */
export interface ProgrammeContext {
  db: Db
  clock: Clock
  /** Set on the devnet only: operators may move it forward (POST /api/admin/clock/advance). */
  movableClock: MovableClock | undefined
  prices: PriceSource
  tokens: TokenCatalog
  configs: ProgrammeConfigStore
  /** The validated environment: a programme that calls another service reads its URL and secret here. */
  config: Config
  /** Clients of services beyond our database, by name, that tests bring instead of the real ones (see programmeService). */
  services: ProgrammeServices
}

/** Replacement clients by service name: a programme's client is built from `config` unless one is given here. */
export type ProgrammeServices = Readonly<Record<string, unknown>>

const builtServices = new WeakMap<ProgrammeContext, Map<string, unknown>>()

/**
 * The client of another service a programme calls (the game service): the test's replacement
 * when createProgrammes was given one under `name`, else `build(config)`, built once per context.
 */
export function programmeService<T>(ctx: ProgrammeContext, name: string, build: (config: Config) => T): T {
  if (name in ctx.services) return ctx.services[name] as T
  let built = builtServices.get(ctx)
  if (built === undefined) builtServices.set(ctx, (built = new Map()))
  if (!built.has(name)) built.set(name, build(ctx.config))
  return built.get(name) as T
}

export interface ProgrammeContextParameters {
  db: Db
  clock: Clock
  movableClock?: MovableClock | undefined
  prices: PriceSource
  tokens: TokenCatalog
  /** By default the devnet's defaults (a bench or a test that calls no other service needs none). */
  config?: Config
  services?: ProgrammeServices | undefined
}

export function createProgrammeContext({ db, clock, movableClock, prices, tokens, config = loadConfig({ LOG_LEVEL: 'silent' }), services = {} }: ProgrammeContextParameters): ProgrammeContext {
  return { db, clock, movableClock, prices, tokens, configs: createProgrammeConfigStore(db, clock), config, services }
}

/** The devnet's clock can be moved forward by operators; production runs on the system clock. */
export function clockMovableFor(config: Config): boolean {
  return config.chainId === 31337
}
