import { Counter, Gauge, type Registry } from 'prom-client'
import { causeOf } from '../../workers/workerHealth.ts'

/** What a figure group logs with: pino's shape, so the process's logger is passed as it is. */
export interface MetricsLog {
  warn(object: object, message: string): void
  info(message: string): void
}

/**
 * Figures read from the database or the chain when Prometheus scrapes: a group's reads run
 * together, and what they found is set on its gauges only once all of them answered in time.
 */
export interface FigureGroup {
  /** The `collector` label of hapdex_metric_errors_total, and the name in the log. */
  name: string
  gauges: readonly Gauge[]
  /** Reads the figures; the function it resolves to sets them (the gauges are empty when it runs). */
  read: () => Promise<() => void>
}

export interface FigureRound {
  /** A gauge whose values are read in the scrape that reports them, never a scrape earlier. */
  gauge<Label extends string = never>(config: { name: string; help: string; labelNames?: readonly Label[] }): Gauge<Label>
  add(group: FigureGroup): void
}

/** A scrape answers within Prometheus's default 10 s timeout even when a node or the database hangs. */
export const FIGURE_TIMEOUT_MS = 2_000

/**
 * Every figure gauge waits for one round of reads per scrape (scrapes that overlap share it).
 * A group that fails or takes longer than `timeoutMs` leaves its gauges without values, so a
 * figure is absent rather than stale or a misleading zero; it counts in
 * hapdex_metric_errors_total, and is logged when its cause is new (a node down for an hour is one
 * line per cause, not one per scrape), the rest of the scrape unharmed.
 */
export function createFigureRound(registry: Registry, log: MetricsLog, { timeoutMs = FIGURE_TIMEOUT_MS } = {}): FigureRound {
  const groups: FigureGroup[] = []
  const lastCause = new Map<string, string>()
  let inFlight: Promise<void> | undefined
  const round = (): Promise<void> => (inFlight ??= readAll().finally(() => (inFlight = undefined)))

  const errors = new Counter({
    name: 'hapdex_metric_errors_total',
    help: 'Reads of a figure group that failed or took longer than the scrape allows, by group (collector); its gauges are absent from that scrape.',
    labelNames: ['collector'],
    registers: [registry],
    // Waits for this scrape's reads, so a failure shows in the scrape it emptied.
    collect: round,
  })

  async function readOne(group: FigureGroup): Promise<void> {
    let apply: () => void
    try {
      apply = await withinTime(group.read(), timeoutMs)
    } catch (error) {
      for (const gauge of group.gauges) clear(gauge)
      errors.inc({ collector: group.name })
      const cause = causeOf(error)
      if (lastCause.get(group.name) !== cause) log.warn({ err: error }, `metrics: ${group.name} could not be read: ${cause}`)
      lastCause.set(group.name, cause)
      return
    }
    for (const gauge of group.gauges) clear(gauge)
    apply()
    if (lastCause.delete(group.name)) log.info(`metrics: ${group.name} is read again`)
  }

  async function readAll(): Promise<void> {
    await Promise.all(groups.map(readOne))
  }

  return {
    gauge: (config) => new Gauge({ ...config, labelNames: config.labelNames ?? [], registers: [registry], collect: round }),
    add(group) {
      groups.push(group)
      // Present from the first scrape, so rate() and increase() see the first failure.
      errors.inc({ collector: group.name }, 0)
    },
  }
}

/** No values at all: prom-client's reset() leaves a label-less gauge at 0, which would read as a figure. */
function clear(gauge: Gauge): void {
  gauge.reset()
  gauge.remove({})
}

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}
