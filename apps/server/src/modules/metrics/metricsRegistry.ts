import { collectDefaultMetrics, Registry } from 'prom-client'

/**
 * One registry per process (per startServer), never prom-client's global one: tests build several
 * apps in one process, and each scrape must show its own process's figures only. prom-client's
 * process figures (CPU, memory, event loop lag, GC) are gathered at each scrape under our prefix.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'hapdex_' })
  return registry
}
