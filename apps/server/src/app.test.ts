import type { FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as authApi from '@hapdex/core/api/auth'
import * as basicApi from '@hapdex/core/api/basic'
import * as userApi from '@hapdex/core/api/user'
import type { Endpoint } from '@hapdex/core/api/endpoint'
import { buildApp } from './app.ts'
import { testChain } from './test/chainFixture.ts'
import { testApp, testConfig } from './test/testApp.ts'
import { testDatabases, type TestDatabase } from './test/testDb.ts'

const endpoints = [authApi, basicApi, userApi].flatMap((module) =>
  Object.values(module).filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value),
)

describe.each(testDatabases)('app on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await create()
    app = await testApp(database.db)
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  it('answers unknown /api routes with the 404 envelope in the Lang language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope', headers: { lang: 'ko-KR' } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: '찾을 수 없습니다', data: null, error: 'not_found' })
  })

  it('answers malformed JSON with bad_request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, error: 'bad_request', data: null })
  })

  it('names every invalid field of the input', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { message: '', signature: 'xyz' } })
    const { msg } = response.json()
    expect(msg).toContain('body.message')
    expect(msg).toContain('body.signature')
  })

  it('lists every core endpoint in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const { paths } = response.json() as { paths: Record<string, Record<string, { security?: unknown }>> }
    expect(endpoints.length).toBeGreaterThanOrEqual(15)
    for (const endpoint of endpoints) {
      const operation = paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()]
      expect(operation, endpoint.path).toBeDefined()
      expect(operation?.security !== undefined, endpoint.path).toBe(endpoint.auth)
    }
  })

  it('serves the docs UI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
  })

  it('limits the request rate with the rate_limited envelope', async () => {
    const limited = await testApp(database.db, { RATE_LIMIT_MAX: '2' })
    try {
      const hit = () => limited.inject({ method: 'GET', url: '/api/basic/banner/list' })
      expect((await hit()).statusCode).toBe(200)
      expect((await hit()).statusCode).toBe(200)
      const third = await hit()
      expect(third.statusCode).toBe(429)
      expect(third.json()).toMatchObject({ code: 429, error: 'rate_limited', data: null })
      // Files outside /api (the app's assets) are never limited, whatever the count.
      for (let i = 0; i < 4; i++) expect((await limited.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).not.toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('hides internals of server errors', async () => {
    const broken = await buildApp({ config: testConfig(), db: database.db, chain: testChain })
    broken.get('/api/boom', async () => {
      throw new Error('secret connection string')
    })
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/boom' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ code: 500, msg: 'Server error, please try again later', data: null, error: 'internal' })
    } finally {
      await broken.close()
    }
  })
})

describe.each(testDatabases)('web app on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  const webDist = mkdtempSync(join(tmpdir(), 'hapdex-web-'))

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'))
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>hapdex</title>')
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)')
    database = await create()
    app = await testApp(database.db, { WEB_DIST: webDist })
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    rmSync(webDist, { recursive: true, force: true })
  })

  it('sends the page security headers with a CSP for the SPA and its RPC', async () => {
    const response = await app.inject({ method: 'GET', url: '/' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['strict-transport-security']).toBeDefined()
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('serves index.html at / without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>hapdex</title>')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('caches fingerprinted assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('still answers unknown /api routes with the JSON envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.json()).toMatchObject({ code: 404, error: 'not_found' })
  })
})
