import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux build we run on). */
const TICK_MS = 10

/** Busy CPU time of the whole machine, in ms, from /proc/stat (0 where there is no /proc). */
export function machineBusyMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? []
    // Steal (the hypervisor running someone else) is not this machine's work.
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields
    return (user + nice + system + irq + softirq) * TICK_MS
  } catch {
    return 0
  }
}

/**
 * CPU time, in ms, of the live processes named `postgres` (server and backends). A backend that
 * exits between two readings takes its time with it: the bench keeps its pool open throughout.
 */
export function postgresCpuMs(): number {
  let total = 0
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return 0
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const close = stat.lastIndexOf(')')
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue
      const fields = stat.slice(close + 2).split(' ')
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS
    } catch {
      // The process ended while we looked.
    }
  }
  return total
}
