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

/** A client backend's title: `postgres: [cluster: ]user database host(port) state` (or `[local]`). */
const clientBackend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/
/** The server's own long-lived processes; parallel and autovacuum workers come and go with others' queries. */
const serverProcess = /^postgres: (?:\S+: )?(?:checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|archiver)\b/

/** CPU time used so far, in ms, by process id. */
export type CpuSnapshot = ReadonlyMap<string, number>

/**
 * CPU time, in ms, of the live processes named `postgres`, by process id: the postmaster and
 * its long-lived helpers (WAL writer, checkpointer, background writer) and, when `database` is
 * given, only the client backends of that database. On a shared machine other suites' databases
 * run on the same server; their backends and parallel workers are not ours. The WAL writer and
 * checkpointer serve every database, so a busy neighbour still shows a little.
 */
export function postgresCpu(database?: string): CpuSnapshot {
  return processCpu('postgres', (pid) => {
    if (database === undefined) return true
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
    return title.startsWith('postgres: ') ? clientBackend.exec(title)?.[1] === database || serverProcess.test(title) : true
  })
}

/** CPU time, in ms, of the live `redis-server` processes by process id: what the shared rate limits cost Redis. */
export const redisCpu = (): CpuSnapshot => processCpu('redis-server')

/** CPU time, in ms, by process id, of the live processes called `name` that `ours` keeps. */
function processCpu(name: string, ours: (pid: string) => boolean = () => true): CpuSnapshot {
  const snapshot = new Map<string, number>()
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return snapshot
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const close = stat.lastIndexOf(')')
      if (stat.slice(stat.indexOf('(') + 1, close) !== name || !ours(pid)) continue
      const fields = stat.slice(close + 2).split(' ')
      snapshot.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS)
    } catch {
      // The process ended while we looked.
    }
  }
  return snapshot
}

/**
 * CPU used between two snapshots by the processes alive at the second. One that exits in
 * between takes its time with it, rather than counting against the others (a setup connection
 * closing during a case made the sum negative): the bench keeps its pool open throughout.
 */
export function cpuMsBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0)
  return total
}
