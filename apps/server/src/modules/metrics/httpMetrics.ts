import type { FastifyInstance } from 'fastify'
import { Counter, Histogram, type Registry } from 'prom-client'

/** The route label of a request no route matched: one series for every unknown path, whatever was asked. */
export const UNMATCHED_ROUTE = 'unmatched'

const labelNames = ['method', 'route', 'status_code'] as const

/**
 * Counts every answer and times it, by method, route pattern and status. The pattern
 * (`/tokenlists/:file`), never the URL asked: a client choosing paths or query strings must not
 * choose how many series Prometheus keeps. Errors are the 5xx of the same counter.
 * Added before any route, so the hook covers every route and plugin registered after it.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'hapdex_http_requests_total',
    help: 'HTTP answers by method, route pattern and status code (5xx: server errors).',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'hapdex_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route pattern and status code.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) }
    requests.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
  })
}
