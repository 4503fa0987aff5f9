import type { Db } from '../../../db/database.ts'
import { baseTables } from '../base.table.ts'

export async function findStoredConfig(db: Db, name: string) {
  return baseTables(db).selectFrom('programme_configs').select(['name', 'version', 'config']).where('name', '=', name).executeTakeFirst()
}

/** The stored row locked for a change; created at version 0 (the defaults) the first time. */
export async function lockStoredConfig(trx: Db, name: string, defaults: unknown) {
  await baseTables(trx)
    .insertInto('programme_configs')
    .values({ name, version: 0, config: JSON.stringify(defaults), updated_by: 'defaults' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  return baseTables(trx).selectFrom('programme_configs').select(['version', 'config']).where('name', '=', name).forUpdate().executeTakeFirstOrThrow()
}

export async function writeConfigVersion(trx: Db, change: { name: string; version: number; old: unknown; next: unknown; changedBy: string; at: Date }) {
  await baseTables(trx)
    .updateTable('programme_configs')
    .set({ version: change.version, config: JSON.stringify(change.next), updated_by: change.changedBy, updated_at: change.at })
    .where('name', '=', change.name)
    .execute()
  await baseTables(trx)
    .insertInto('programme_config_history')
    .values({ name: change.name, version: change.version, old: JSON.stringify(change.old), new: JSON.stringify(change.next), changed_by: change.changedBy, changed_at: change.at })
    .execute()
}

export async function configHistory(db: Db, name: string, limit: number) {
  return baseTables(db)
    .selectFrom('programme_config_history')
    .select(['version', 'old', 'new', 'changed_by', 'changed_at'])
    .where('name', '=', name)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute()
}

/**
 * The configuration in force at `instant`: the newest change made before it; before the first
 * change, the first change's old value; with no change at all, undefined (the stored row, or the
 * defaults, has always been in force).
 */
export async function configAt(db: Db, name: string, instant: Date): Promise<{ version: number; config: unknown } | undefined> {
  const before = await baseTables(db)
    .selectFrom('programme_config_history')
    .select(['version', 'new'])
    .where('name', '=', name)
    .where('changed_at', '<', instant)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (before !== undefined) return { version: before.version, config: jsonValue(before.new) }
  const first = await baseTables(db).selectFrom('programme_config_history').select(['version', 'old']).where('name', '=', name).orderBy('version').limit(1).executeTakeFirst()
  return first === undefined ? undefined : { version: first.version - 1, config: jsonValue(first.old) }
}

/** JSONB comes back parsed from pg, and as text from some drivers: read both. */
export function jsonValue(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value
}

