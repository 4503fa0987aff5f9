import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Registry } from 'prom-client'
import type { MetricsLog } from './figureRound.ts'

export interface MetricsListener {
  /** http://host:port, with the port actually listened on (METRICS_PORT=0 picks a free one). */
  url: string
  close(): Promise<void>
}

export interface StartMetricsListenerParameters {
  registry: Registry
  host: string
  port: number
  log: MetricsLog
}

/**
 * `GET /metrics` on a port of its own (decision 0048), apart from the API's: an operator keeps it
 * on a private network, and the figures it reads (custody balances, backlogs) never reach the
 * internet, whatever the API's proxy lets through. Nothing else is served on it.
 */
export async function startMetricsListener({ registry, host, port, log }: StartMetricsListenerParameters): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics') return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n')
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('GET /metrics\n')
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : body),
      // Each figure group answers for its own failures; this is prom-client itself failing.
      (error: unknown) => {
        log.warn({ err: error }, 'metrics: the scrape failed')
        response.writeHead(500, { 'content-type': 'text/plain' }).end('the scrape failed: see the log\n')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return { url: urlOf(server), close: () => close(server) }
}

function urlOf(server: Server): string {
  const { address, family, port } = server.address() as AddressInfo
  return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`
}

/** A scraper keeps its connection alive between scrapes: closing waits for none of them. */
function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error === undefined ? resolve() : reject(error)))
    server.closeAllConnections()
  })
}
