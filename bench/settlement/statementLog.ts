import type { LogEvent } from 'kysely'

export interface TimedStatement {
  ms: number
  sql: string
}

/**
 * Kysely's query log, switched on only around the timed run: the statements of the job, with
 * their time, so a slow day names its slow statements without a second run.
 */
export function createStatementLog() {
  let recording: TimedStatement[] | undefined
  return {
    logger(event: LogEvent) {
      recording?.push({ ms: event.queryDurationMillis, sql: event.query.sql })
    },
    start() {
      recording = []
    },
    stop(): TimedStatement[] {
      const recorded = recording ?? []
      recording = undefined
      return recorded
    },
  }
}

/** The statements that took at least `minMs`, slowest first, each on one line. */
export function slowStatements(statements: TimedStatement[], minMs: number, width = 150): string[] {
  return statements
    .filter((statement) => statement.ms >= minMs)
    .sort((a, b) => b.ms - a.ms)
    .map((statement) => {
      const oneLine = statement.sql.replace(/\s+/g, ' ').trim()
      return `${(statement.ms / 1000).toFixed(1).padStart(7)} s  ${oneLine.length > width ? `${oneLine.slice(0, width)}…` : oneLine}`
    })
}
