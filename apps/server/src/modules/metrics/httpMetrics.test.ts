import { tokenListFileName } from '@hapdex/core/chain/tokenList'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { parsePrometheusText, sampleValue } from '../../test/prometheusText.ts'
import { walletTestChain } from '../../test/walletTestKit.ts'
import { createMetricsRegistry } from './metricsRegistry.ts'
import { UNMATCHED_ROUTE } from './httpMetrics.ts'

// The HTTP figures read no table: one database kind is enough.
const [pglite] = testDatabases

describe('HTTP request metrics', () => {
  let database: TestDatabase
  let registry: Registry
  let app: FastifyInstance
  beforeAll(async () => {
    database = await pglite!.create()
    registry = createMetricsRegistry()
    app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '3', RATE_LIMIT_CLIENT_MAX: '3' }), db: database.db, chain: walletTestChain, metrics: registry })
    app.get('/test/fails', async () => {
      throw new Error('a handler that fails')
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  it('counts and times each answer by method, route pattern and status, never by the URL asked', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url })
    expect((await get('/healthz')).statusCode).toBe(200)
    expect((await get('/healthz?probe=1')).statusCode).toBe(200)
    expect((await get(`/tokenlists/${tokenListFileName(31337, 'v1')}?cache=no`)).statusCode).toBe(200)
    // A route that hands the request to the not-found handler answers as no route would.
    expect((await get('/tokenlists/31337-v9.json')).statusCode).toBe(404)
    expect((await get('/no/such/page?x=1')).statusCode).toBe(404)
    expect((await get('/test/fails')).statusCode).toBe(500)
    // Past the rate limit of 3 a minute: the 429s are counted under their route too.
    const limited = []
    for (let n = 0; n < 4; n++) limited.push((await get('/api/basic/config')).statusCode)
    expect(limited).toEqual([200, 200, 200, 429])

    const families = parsePrometheusText(await registry.metrics())
    const requests = families.get('hapdex_http_requests_total')
    expect(requests?.type).toBe('counter')
    expect(requests?.help).toBe('HTTP answers by method, route pattern and status code (5xx: server errors).')
    expect(requests?.samples.map((sample) => [sample.labels, sample.value])).toEqual(
      expect.arrayContaining([
        [{ method: 'GET', route: '/healthz', status_code: '200' }, 2],
        [{ method: 'GET', route: '/tokenlists/:file', status_code: '200' }, 1],
        [{ method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' }, 2],
        [{ method: 'GET', route: '/test/fails', status_code: '500' }, 1],
        [{ method: 'GET', route: '/api/basic/config', status_code: '200' }, 3],
        [{ method: 'GET', route: '/api/basic/config', status_code: '429' }, 1],
      ]),
    )
    expect(requests?.samples).toHaveLength(6)
    const duration = families.get('hapdex_http_request_duration_seconds')
    expect(duration?.type).toBe('histogram')
    const healthz = { method: 'GET', route: '/healthz', status_code: '200' }
    expect(sampleValue(families, 'hapdex_http_request_duration_seconds_count', healthz)).toBe(2)
    expect(sampleValue(families, 'hapdex_http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' })).toBe(2)
    expect(sampleValue(families, 'hapdex_http_request_duration_seconds_sum', healthz)).toBeGreaterThan(0)
    // The process's own figures are there, under our prefix, with their event loop lag.
    expect(families.get('hapdex_nodejs_eventloop_lag_seconds')?.type).toBe('gauge')
    expect(sampleValue(families, 'hapdex_process_cpu_seconds_total')).toBeGreaterThan(0)
  })

  it('keeps each registry to its own app: a second app in the process counts apart', async () => {
    const other = createMetricsRegistry()
    const second = await buildApp({ config: testConfig(), db: database.db, chain: walletTestChain, metrics: other })
    try {
      await second.inject({ method: 'GET', url: '/healthz' })
      const families = parsePrometheusText(await other.metrics())
      expect(sampleValue(families, 'hapdex_http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' })).toBe(1)
    } finally {
      await second.close()
    }
  })
})
