import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { OutgoingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'

/** Values that change from one response to the next, or with a dependency's files, are left out. */
const VOLATILE = new Set(['date', 'etag', 'last-modified', 'content-length', 'x-ratelimit-remaining', 'x-ratelimit-reset'])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Volatile headers left out; the request id, new on every answer, pinned as being a UUID. */
function stableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const stable = Object.entries(headers).filter(([name]) => !VOLATILE.has(name))
  return Object.fromEntries(stable.map(([name, value]) => [name, name === 'x-request-id' && UUID.test(String(value)) ? '<uuid>' : value]))
}

// Headers do not depend on the database kind: one is enough.
const pglite = testDatabases[0]

// The whole header set is pinned, not only the security headers: precomputing them must neither
// drop one nor let one displace a header the route sets itself (docs CSP, cache-control). Pages
// (HTML) carry helmet's whole set; every other answer the two headers a browser reads on it.
describe('response headers', () => {
  let database: TestDatabase
  let app: FastifyInstance
  const webDist = mkdtempSync(join(tmpdir(), 'hapdex-web-headers-'))

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'))
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>hapdex</title>')
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)')
    if (pglite === undefined) throw new Error('no test database')
    database = await pglite.create()
    app = await testApp(database.db, { WEB_DIST: webDist })
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    rmSync(webDist, { recursive: true, force: true })
  })

  const get = async (url: string) => stableHeaders((await app.inject({ method: 'GET', url })).headers)

  it('on an API answer', async () => {
    expect(await get('/api/basic/banner/list')).toMatchInlineSnapshot(`
      {
        "connection": "keep-alive",
        "content-type": "application/json; charset=utf-8",
        "cross-origin-resource-policy": "same-origin",
        "x-content-type-options": "nosniff",
        "x-ratelimit-limit": "600",
        "x-request-id": "<uuid>",
      }
    `)
  })

  it('on an API error', async () => {
    expect(await get('/api/wallet/list')).toMatchInlineSnapshot(`
      {
        "connection": "keep-alive",
        "content-type": "application/json; charset=utf-8",
        "cross-origin-resource-policy": "same-origin",
        "x-content-type-options": "nosniff",
        "x-ratelimit-limit": "600",
        "x-request-id": "<uuid>",
      }
    `)
  })

  it('on an unknown API route', async () => {
    expect(await get('/api/nope')).toMatchInlineSnapshot(`
      {
        "connection": "keep-alive",
        "content-type": "application/json; charset=utf-8",
        "cross-origin-resource-policy": "same-origin",
        "x-content-type-options": "nosniff",
        "x-ratelimit-limit": "600",
        "x-request-id": "<uuid>",
      }
    `)
  })

  it("on the web app's index", async () => {
    expect(await get('/')).toMatchInlineSnapshot(`
      {
        "accept-ranges": "bytes",
        "cache-control": "no-cache",
        "connection": "keep-alive",
        "content-security-policy": "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' http://127.0.0.1:8545",
        "content-type": "text/html; charset=utf-8",
        "cross-origin-opener-policy": "same-origin-allow-popups",
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "no-referrer",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "vary": "accept-encoding",
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-frame-options": "SAMEORIGIN",
        "x-permitted-cross-domain-policies": "none",
        "x-request-id": "<uuid>",
        "x-xss-protection": "0",
      }
    `)
  })

  it("on the web app's assets", async () => {
    expect(await get('/assets/index-abc123.js')).toMatchInlineSnapshot(`
      {
        "accept-ranges": "bytes",
        "cache-control": "public, max-age=31536000, immutable",
        "connection": "keep-alive",
        "content-type": "application/javascript; charset=utf-8",
        "cross-origin-resource-policy": "same-origin",
        "vary": "accept-encoding",
        "x-content-type-options": "nosniff",
        "x-request-id": "<uuid>",
      }
    `)
  })

  it('on the API docs, which keep their own CSP', async () => {
    expect(await get('/api/docs/')).toMatchInlineSnapshot(`
      {
        "connection": "keep-alive",
        "content-security-policy": "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ;",
        "content-type": "text/html; charset=utf-8",
        "cross-origin-opener-policy": "same-origin-allow-popups",
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "no-referrer",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-frame-options": "SAMEORIGIN",
        "x-permitted-cross-domain-policies": "none",
        "x-ratelimit-limit": "600",
        "x-request-id": "<uuid>",
        "x-xss-protection": "0",
      }
    `)
  })
})
