import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerWebApp } from './webApp.ts'

describe('web app files', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'hapdex-web-files-'))
  const script = `console.log(${JSON.stringify('x'.repeat(2000))})`
  const page = '<!doctype html><title>hapdex</title>'
  let app: FastifyInstance

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'))
    writeFileSync(join(webDist, 'index.html'), page)
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(page))
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), script)
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script))
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script))
    writeFileSync(join(webDist, 'assets', 'small-def456.js'), 'console.log(1)')
    app = Fastify()
    await registerWebApp(app, webDist)
  })
  afterAll(async () => {
    await app.close()
    rmSync(webDist, { recursive: true, force: true })
  })

  it('sends the brotli copy to browsers that accept it, with the type and caching of the file', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script)
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('sends a file without a compressed copy as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/small-def456.js', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe('console.log(1)')
  })

  it('serves the compressed index page at / without caching it', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page)
  })
})

describe('the operator console beside the web app', () => {
  const root = mkdtempSync(join(tmpdir(), 'hapdex-console-files-'))
  let app: FastifyInstance

  beforeAll(async () => {
    for (const [dir, title] of [['web', 'app'], ['admin', 'console']] as const) {
      mkdirSync(join(root, dir, 'assets'), { recursive: true })
      writeFileSync(join(root, dir, 'index.html'), `<title>${title}</title>`)
      writeFileSync(join(root, dir, 'assets', 'main-1.js'), `console.log('${title}')`)
    }
    app = Fastify()
    await registerWebApp(app, join(root, 'admin'), { prefix: '/admin/' })
    await registerWebApp(app, join(root, 'web'))
  })
  afterAll(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('serves the console at /admin/ and the web app at /, each with its own assets', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin/' })).body).toBe('<title>console</title>')
    expect((await app.inject({ method: 'GET', url: '/' })).body).toBe('<title>app</title>')
    const consoleAsset = await app.inject({ method: 'GET', url: '/admin/assets/main-1.js' })
    expect([consoleAsset.body, consoleAsset.headers['cache-control']]).toEqual(["console.log('console')", 'public, max-age=31536000, immutable'])
    expect((await app.inject({ method: 'GET', url: '/assets/main-1.js' })).body).toBe("console.log('app')")
  })

  it('sends /admin on to /admin/, where the console\'s relative paths resolve', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/admin/')
  })
})
