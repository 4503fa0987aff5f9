import { defaultProgrammeConfig, programmeConfigSchemas, type ProgrammeConfig, type ProgrammeName } from '@hapdex/core/programmes/programmeConfigs'
import type { Db } from '../../../db/database.ts'
import { inTransaction } from '../../../db/inTransaction.ts'
import { ApiError } from '../../../http/apiError.ts'
import type { Clock } from '../clock.ts'
import { configAt, configHistory, findStoredConfig, jsonValue, lockStoredConfig, writeConfigVersion } from './programmeConfig.repo.ts'

export interface ProgrammeConfigView {
  name: ProgrammeName
  version: number
  config: Record<string, unknown>
  history: { version: number; changed_by: string; changed_at: string; old: Record<string, unknown>; new: Record<string, unknown> }[]
}

export interface ProgrammeConfigStore {
  /** The programme's configuration now: the stored one read through its schema (new fields get their defaults). */
  get<N extends ProgrammeName>(name: N): Promise<ProgrammeConfig<N>>
  /** The configuration in force at `instant` and its version (history first, so a day settled late reads its own day's values). */
  at<N extends ProgrammeName>(name: N, instant: Date): Promise<{ version: number; config: ProgrammeConfig<N> }>
  /** With `trx`, read in that transaction (an operator's change not yet committed shows). */
  view(name: ProgrammeName, trx?: Db): Promise<ProgrammeConfigView>
  /**
   * Merges `patch` over the current configuration, validates the whole, and appends the change to
   * the history; with `trx`, inside that transaction (an operator's change commits with its audit entry).
   */
  save(name: ProgrammeName, patch: Record<string, unknown>, changedBy: string, expectedVersion?: number, trx?: Db): Promise<ProgrammeConfigView>
  /** Adds a check a change must pass besides the schema, against what users hold (a programme's `configGuard`). */
  guard(name: ProgrammeName, check: ConfigGuard): void
  /** Drops the cached configuration of `name` (changed by another process), or all of them. */
  forget(name?: string): void
}

/**
 * Refuses a change the schema allows but users' holdings do not (removing a pool that holds
 * stakes): throws an ApiError naming the field. Runs in the save's transaction, the config row locked.
 */
export type ConfigGuard = (trx: Db, change: { old: Record<string, unknown>; next: Record<string, unknown> }) => Promise<void>

// An operator's change reaches every process at once through the notifications (forget); this
// bounds what a missed one costs.
const CACHE_MS = 2_000
const HISTORY_SHOWN = 50

export function createProgrammeConfigStore(db: Db, clock: Clock): ProgrammeConfigStore {
  const cache = new Map<ProgrammeName, { at: number; config: Promise<unknown> }>()
  const guards = new Map<ProgrammeName, ConfigGuard[]>()

  const load = async (name: ProgrammeName) => {
    const stored = await findStoredConfig(db, name)
    return parseConfig(name, stored === undefined ? {} : jsonValue(stored.config))
  }

  const store: ProgrammeConfigStore = {
    get<N extends ProgrammeName>(name: N) {
      const hit = cache.get(name)
      if (hit !== undefined && Date.now() - hit.at < CACHE_MS) return hit.config as Promise<ProgrammeConfig<N>>
      const config = load(name)
      cache.set(name, { at: Date.now(), config })
      config.catch(() => cache.delete(name))
      return config as Promise<ProgrammeConfig<N>>
    },
    async at<N extends ProgrammeName>(name: N, instant: Date) {
      const historic = await configAt(db, name, instant)
      if (historic !== undefined) return { version: historic.version, config: parseConfig(name, historic.config) as ProgrammeConfig<N> }
      const stored = await findStoredConfig(db, name)
      return { version: stored?.version ?? 0, config: parseConfig(name, stored === undefined ? {} : jsonValue(stored.config)) as ProgrammeConfig<N> }
    },
    async view(name, trx = db) {
      const [stored, history] = await Promise.all([findStoredConfig(trx, name), configHistory(trx, name, HISTORY_SHOWN)])
      return {
        name,
        version: stored?.version ?? 0,
        config: parseConfig(name, stored === undefined ? {} : jsonValue(stored.config)),
        history: history.map((row) => ({
          version: row.version,
          changed_by: row.changed_by,
          changed_at: row.changed_at.toISOString(),
          old: jsonValue(row.old) as Record<string, unknown>,
          new: jsonValue(row.new) as Record<string, unknown>,
        })),
      }
    },
    async save(name, patch, changedBy, expectedVersion, outer = db) {
      await inTransaction(outer, async (trx) => {
        const current = await lockStoredConfig(trx, name, defaultProgrammeConfig(name))
        if (expectedVersion !== undefined && expectedVersion !== current.version) throw new ApiError('programme.config_version', { detail: `current version ${current.version}` })
        const old = parseConfig(name, jsonValue(current.config))
        const next = parseConfig(name, { ...old, ...patch })
        if (JSON.stringify(next) === JSON.stringify(old)) return
        for (const check of guards.get(name) ?? []) await check(trx, { old, next })
        await writeConfigVersion(trx, { name, version: current.version + 1, old, next, changedBy, at: clock.now() })
      })
      cache.delete(name)
      return store.view(name, outer)
    },
    guard(name, check) {
      guards.set(name, [...(guards.get(name) ?? []), check])
    },
    forget(name) {
      if (name === undefined) cache.clear()
      else cache.delete(name as ProgrammeName)
    },
  }
  return store
}

/** The schema's output, or a 400 that names every bad field (nothing is saved). */
function parseConfig(name: ProgrammeName, value: unknown): Record<string, unknown> {
  const result = programmeConfigSchemas[name].safeParse(value)
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.') || name}: ${issue.message}`).join('; ')
    throw new ApiError('bad_request', { detail })
  }
  return result.data as Record<string, unknown>
}
