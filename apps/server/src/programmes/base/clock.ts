import { addDays } from '../../modules/token/tokenContext.ts'

/**
 * Where every time-dependent programme rule takes "now" from. Production reads the system
 * clock; tests and the devnet move an offset clock instead of sleeping.
 */
export interface Clock {
  now(): Date
}

export interface MovableClock extends Clock {
  /** Seconds this clock runs ahead of the system clock. */
  offsetSeconds(): number
  advance(seconds: number): void
}

export const systemClock: Clock = { now: () => new Date() }

/** The system clock plus an offset that only grows (time never runs backwards for a programme). */
export function offsetClock(startOffsetSeconds = 0, base: () => number = Date.now): MovableClock {
  let offset = startOffsetSeconds
  return {
    now: () => new Date(base() + offset * 1000),
    offsetSeconds: () => offset,
    advance(seconds) {
      if (!Number.isInteger(seconds) || seconds < 0) throw new RangeError('the clock only moves forward, by whole seconds')
      offset += seconds
    },
  }
}

/** A clock that stands still until moved: tests set every moment explicitly. */
export function manualClock(start: Date): MovableClock {
  let at = start.getTime()
  return {
    now: () => new Date(at),
    offsetSeconds: () => Math.round((at - start.getTime()) / 1000),
    advance(seconds) {
      if (seconds < 0) throw new RangeError('the clock only moves forward')
      at += seconds * 1000
    },
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsIn(moment: Date, zone: string) {
  let format = formatters.get(zone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    formatters.set(zone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, part.value]))
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone: a settlement day. */
export function dayIn(moment: Date, zone: string): string {
  const { year, month, day } = partsIn(moment, zone)
  return `${year}-${month}-${day}`
}

/** Milliseconds the zone's wall clock is ahead of UTC at a moment. */
function zoneOffsetMs(moment: Date, zone: string): number {
  const p = partsIn(moment, zone)
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second))
  return wall - Math.floor(moment.getTime() / 1000) * 1000
}

/** The first moment of a calendar day in a zone (DST-aware: the offset is read at that moment). */
export function dayStart(day: string, zone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  const guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc), zone)
  return new Date(midnightUtc - zoneOffsetMs(new Date(guess), zone))
}

/** [start, end) of a calendar day in a zone. */
export function dayBounds(day: string, zone: string): { start: Date; end: Date } {
  return { start: dayStart(day, zone), end: dayStart(addDays(day, 1), zone) }
}

export { addDays }
