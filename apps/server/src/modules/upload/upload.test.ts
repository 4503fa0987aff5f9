import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MAX_UPLOAD_BYTES } from '@hapdex/core/api/upload'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, signIn } from '../../test/signIn.ts'
import { testApp } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { imagePart, jpegWithExif, pixelBombPng, pngWithScriptChunk, tinyPng, uploadRequest } from './uploadTestKit.ts'

describe.each(testDatabases)('image uploads on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  let dataDir: string
  let auth: string

  beforeAll(async () => {
    database = await create()
    dataDir = await mkdtemp(join(tmpdir(), 'hapdex-upload-'))
    app = await testApp(database.db, { HAPDEX_DATA_DIR: dataDir })
    auth = await signIn(app, account(0))
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const upload = (data: Buffer, filename?: string, type?: string) => uploadRequest(app, auth, imagePart(data, filename, type))

  it('stores a png under a random name and serves it with a fixed type', async () => {
    const response = await upload(await tinyPng())
    expect(response.statusCode).toBe(200)
    const savePath = response.json().data.save_path as string
    expect(savePath).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
    const served = await app.inject({ method: 'GET', url: savePath })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-disposition']).toBe('inline')
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG')
  })

  it('serves a stored image with the same headers as ever', async () => {
    const savePath = (await upload(await tinyPng())).json().data.save_path as string
    const { headers } = await app.inject({ method: 'GET', url: savePath })
    const stable = Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'content-length', 'x-request-id'].includes(name)))
    // As when they were files, less `transfer-encoding: chunked`: a buffer from the database has its length.
    expect(stable).toMatchInlineSnapshot(`
      {
        "cache-control": "public, max-age=31536000, immutable",
        "connection": "keep-alive",
        "content-disposition": "inline",
        "content-security-policy": "default-src 'none'; sandbox",
        "content-type": "image/png",
        "cross-origin-resource-policy": "same-origin",
        "x-content-type-options": "nosniff",
      }
    `)
  })

  it('re-encodes jpegs without their metadata', async () => {
    const original = await jpegWithExif()
    expect(original.includes('SECRET-GPS-MARKER')).toBe(true)
    const response = await upload(original, 'photo.JPEG', 'image/jpeg')
    expect(response.statusCode).toBe(200)
    const savePath = response.json().data.save_path as string
    expect(savePath.endsWith('.jpg')).toBe(true)
    const stored = (await app.inject({ method: 'GET', url: savePath })).rawPayload
    expect(stored.includes('SECRET-GPS-MARKER')).toBe(false)
    expect(stored.includes('Exif')).toBe(false)
  })

  it('needs a session', async () => {
    const response = await uploadRequest(app, undefined, imagePart(await tinyPng()))
    expect(response.statusCode).toBe(401)
  })

  it('refuses an oversize file with d124\'s key', async () => {
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(MAX_UPLOAD_BYTES)])
    const response = await upload(big)
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toBe('upload.too_large')
  })

  it('refuses svg, gif, polyglots and names that disagree with the bytes with d122\'s key', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')
    const cases = [
      await upload(svg, 'x.svg', 'image/svg+xml'),
      await upload(svg, 'x.png', 'image/png'),
      await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.png', 'image/png'),
      await upload(await pngWithScriptChunk()),
      await upload(Buffer.concat([await tinyPng(), Buffer.from('<html><script>alert(1)</script></html>')])),
      await upload(await tinyPng(), 'x.jpg', 'image/jpeg'),
      await upload(await tinyPng(), 'x.png', 'text/html'),
    ]
    for (const response of cases) {
      expect(response.statusCode).toBe(415)
      expect(response.json().error).toBe('upload.type_invalid')
    }
  })

  it('refuses a decompression bomb from its header alone', async () => {
    const bomb = pixelBombPng()
    expect(bomb.length).toBeLessThan(200)
    const response = await upload(bomb)
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toBe('upload.too_many_pixels')
  })

  it('needs type 1 and a file', async () => {
    const noType = await uploadRequest(app, auth, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await tinyPng() }])
    expect(noType.statusCode).toBe(400)
    const noFile = await uploadRequest(app, auth, [{ name: 'type', value: '1' }])
    expect(noFile.json().error).toBe('upload.file_required')
  })

  it('limits uploads per session to 30 a minute', async () => {
    const other = await signIn(app, account(1))
    const png = await tinyPng()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await uploadRequest(app, other, imagePart(png))).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('serves only stored names', async () => {
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404)
  })
})
