import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase } from './db/scratchDatabase.ts'
import { startServer } from './server.ts'
import { pgliteTemplateDump } from './test/migratedTemplate.ts'
import { parsePrometheusText, sampleValue } from './test/prometheusText.ts'
import { TEST_HOST } from './test/testApp.ts'
import { startTestDevnet, type TestDevnet } from './modules/wallet/walletDevnet.ts'

const postgresUrl = process.env['TEST_DATABASE_URL']

/** startServer as main.ts and npm start run it: the metrics listener it opens, or not, in each role. */
describe('the metrics listener of a started process', () => {
  let chain: TestDevnet
  let dataDir: string
  let env: Record<string, string>
  beforeAll(async () => {
    chain = await startTestDevnet()
    dataDir = mkdtempSync(join(tmpdir(), 'hapdex-metrics-'))
    mkdirSync(join(dataDir, 'deployments'))
    writeFileSync(join(dataDir, 'deployments', '31337.json'), JSON.stringify(chain.devnet.deployment))
    // The embedded database already migrated, from the run's template: migrating anew takes half a minute on a busy machine.
    await (await PGlite.create(join(dataDir, 'db'), { loadDataDir: await pgliteTemplateDump() })).close()
    env = { HAPDEX_DATA_DIR: dataDir, RPC_URL: chain.devnet.rpcUrl, PORT: '0', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: `http://${TEST_HOST}`, WEB_DIST: '/nonexistent-web-dist', INDEXER_POLL_MS: '0', PRICE_SNAPSHOT_POLL_MS: '0' }
  })
  afterAll(async () => {
    await chain?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const scrape = async (url: string | undefined) => {
    const response = await fetch(`${url}/metrics`)
    expect(response.status).toBe(200)
    return parsePrometheusText(await response.text())
  }

  it('serves /metrics on METRICS_PORT, apart from the API, and opens no listener without it', async () => {
    const server = await startServer({ ...env, METRICS_PORT: '0' })
    const metricsUrl = server.metricsUrl
    try {
      expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(metricsUrl).not.toBe(server.url)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      // The API's port does not serve the figures.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
      const families = await scrape(metricsUrl)
      expect(sampleValue(families, 'hapdex_http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' })).toBe(1)
      expect(sampleValue(families, 'hapdex_hot_wallet_balance_tokens', { token: 'USDT' })).toBeGreaterThan(0)
      expect(sampleValue(families, 'hapdex_metric_errors_total', { collector: 'hot_wallet' })).toBe(0)
      // PGlite: no pool.
      expect(families.has('hapdex_db_pool_connections')).toBe(false)
      expect((await fetch(`${metricsUrl}/`)).status).toBe(404)
      expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(405)
    } finally {
      await server.close()
    }
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow()

    const plain = await startServer(env)
    try {
      expect(plain.metricsUrl).toBeUndefined()
    } finally {
      await plain.close()
    }
  })

  it.runIf(postgresUrl !== undefined)("serves a worker's figures, which has no HTTP: its pool's and its checks'", async () => {
    const scratch = await createScratchDatabase(postgresUrl!, 'hapdex_test')
    const worker = await startServer({ ...env, DATABASE_URL: scratch.url, HAPDEX_ROLE: 'worker', METRICS_PORT: '0', WORKER_INTERVAL_MS: '50' })
    try {
      expect(worker.url).toBeUndefined()
      const families = await scrape(worker.metricsUrl)
      expect(families.has('hapdex_http_requests_total')).toBe(false)
      expect(sampleValue(families, 'hapdex_db_pool_connections', { pool: 'hapdex-worker' })).toBeGreaterThan(0)
      // The checks' first passes run as the worker starts.
      const ok = async (check: string) => sampleValue(await scrape(worker.metricsUrl), 'hapdex_check_ok', { check })
      await expect.poll(() => ok('ledger'), { timeout: 20_000, interval: 100 }).toBe(1)
      await expect.poll(() => ok('solvency'), { timeout: 20_000, interval: 100 }).toBe(1)
    } finally {
      await worker.close()
      await scratch.drop()
    }
  })
})
