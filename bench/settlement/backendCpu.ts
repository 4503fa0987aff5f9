import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import type { Db } from '../../apps/server/src/db/database.ts'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux build we run on). */
const TICK_MS = 10

function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return undefined
  }
}

/**
 * CPU time of the PostgreSQL backends serving this database (the server runs on this machine).
 * Wall time moves with whatever else the shared 2-core machine runs; the backends' CPU much less,
 * so it is the figure to compare between changes. Empty when /proc does not show them (a remote server).
 */
export async function databaseCpuMs(db: Db): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db)
  const times = new Map<number, number>()
  for (const { pid } of rows) {
    const ms = processCpuMs(pid)
    if (ms !== undefined) times.set(pid, ms)
  }
  return times
}

/** CPU used between two readings; a backend that started in between counts from zero. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number | undefined {
  if (after.size === 0) return undefined
  let total = 0
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0)
  return total
}
