import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTokenListJson, tokenList } from '@hapdex/core/chain/tokenList'
import { testChain } from '../../test/chainFixture.ts'
import { testApp } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'
import { registerTokenListRoutes } from './tokenLists.routes.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-tokenlists-'))
const written = { ...buildTokenListJson(testChain, 'v1', '2025-05-05T05:05:05.000Z'), name: 'written by the devnet' }

async function appFor(chain = testChain): Promise<FastifyInstance> {
  const app = Fastify()
  registerTokenListRoutes(app, { dataDir, chain })
  await app.ready()
  return app
}

describe('GET /tokenlists/<file>.json', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    mkdirSync(join(dataDir, 'deployments', 'tokenlists'), { recursive: true })
    writeFileSync(join(dataDir, 'deployments', 'tokenlists', '31337-v1.json'), JSON.stringify(written))
    writeFileSync(join(dataDir, 'deployments', 'tokenlists', '31337-v2.json'), '{"not":"a list"}')
    app = await appFor()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('serves the list the devnet wrote, as JSON that is revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/tokenlists/31337-v1.json' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(tokenList.parse(response.json())).toEqual(written)
  })

  it('makes an invalid file from the chain config instead', async () => {
    const response = await app.inject({ method: 'GET', url: '/tokenlists/31337-v2.json' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(buildTokenListJson(testChain, 'v2'))
  })

  it('answers other names with 404', async () => {
    for (const url of ['/tokenlists/31337-v3.json', '/tokenlists/56-v1.json', '/tokenlists/..%2F31337.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('makes public chains\' lists from the configured chain config, ignoring files', async () => {
    const bsc = { ...testChain, chainId: 56, key: 'bsc' }
    writeFileSync(join(dataDir, 'deployments', 'tokenlists', '56-v1.json'), JSON.stringify(written))
    const publicApp = await appFor(bsc)
    const response = await publicApp.inject({ method: 'GET', url: '/tokenlists/56-v1.json' })
    await publicApp.close()
    expect(tokenList.parse(response.json())).toEqual(buildTokenListJson(bsc, 'v1'))
    expect(response.json().tokens[0]).toMatchObject({ chainId: 56, symbol: 'WBNB', address: testChain.wrappedNative })
  })
})

describe('the app', () => {
  it('answers the token lists beside the API, outside the rate limit', async () => {
    const database = await testDatabases[0]!.create()
    const emptyDataDir = mkdtempSync(join(tmpdir(), 'hapdex-tokenlists-app-'))
    const app = await testApp(database.db, { HAPDEX_DATA_DIR: emptyDataDir, RATE_LIMIT_MAX: '1' })
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await app.inject({ method: 'GET', url: '/tokenlists/31337-v2.json' })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual(buildTokenListJson(testChain, 'v2'))
      }
      // The limit is on: a limited route refuses its second request.
      const config = () => app.inject({ method: 'GET', url: '/api/basic/config' })
      expect((await config()).statusCode).not.toBe(429)
      expect((await config()).statusCode).toBe(429)
    } finally {
      await app.close()
      await database.drop()
      rmSync(emptyDataDir, { recursive: true, force: true })
    }
  })
})
