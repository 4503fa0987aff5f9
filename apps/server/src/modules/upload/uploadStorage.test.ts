import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { openAgain } from '../../test/openAgain.ts'
import { account, signIn } from '../../test/signIn.ts'
import { testApp } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { importDiskUploads, legacyUploadDir } from './importDiskUploads.ts'
import { jpegWithExif, tinyPng, uploadTinyPng } from './uploadTestKit.ts'

// Each instance has a data folder of its own, as processes on different machines do: only the
// database is shared.
describe.each(testDatabases)('uploads shared between instances on $name', ({ create }) => {
  let database: TestDatabase
  let second: { db: Db; close: () => Promise<void> }
  let a: FastifyInstance
  let b: FastifyInstance
  const dataDirs: string[] = []
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hapdex-upload-shared-'))
    dataDirs.push(dir)
    return dir
  }

  beforeAll(async () => {
    database = await create()
    second = openAgain(database)
    a = await testApp(database.db, { HAPDEX_DATA_DIR: await dataDir() })
    b = await testApp(second.db, { HAPDEX_DATA_DIR: await dataDir() })
  })
  afterAll(async () => {
    await a.close()
    await b.close()
    await second.close()
    await database.drop()
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true })
  })

  it('serves an image stored through one instance from another, byte for byte', async () => {
    const savePath = await uploadTinyPng(a, await signIn(a, account(0)))
    const fromA = await a.inject({ method: 'GET', url: savePath })
    const fromB = await b.inject({ method: 'GET', url: savePath })
    expect(fromB.statusCode).toBe(200)
    expect(fromB.headers['content-type']).toBe('image/png')
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true)
    expect(Number(fromB.headers['content-length'])).toBe(fromB.rawPayload.length)
  })

  it("moves an older version's files from disk into their rows at start, once", async () => {
    const dir = await dataDir()
    const png = await tinyPng()
    const jpeg = await jpegWithExif()
    await signIn(a, account(5))
    const user = await database.db.selectFrom('users').select('id').where('address', '=', account(5).address).executeTakeFirstOrThrow()
    const legacy = [
      { name: `${'a'.repeat(32)}.png`, content_type: 'image/png' as const, bytes: png },
      { name: `${'b'.repeat(32)}.jpg`, content_type: 'image/jpeg' as const, bytes: jpeg },
    ]
    await mkdir(legacyUploadDir(dir), { recursive: true })
    for (const file of legacy) {
      await writeFile(join(legacyUploadDir(dir), file.name), file.bytes)
      await database.db.insertInto('uploads').values({ user_id: user.id, save_path: `/uploads/${file.name}`, content_type: file.content_type, bytes: file.bytes.length, content: null }).execute()
    }
    // A stray file with no row (its insert had failed) is not an upload.
    await writeFile(join(legacyUploadDir(dir), `${'c'.repeat(32)}.png`), png)
    expect((await b.inject({ method: 'GET', url: `/uploads/${legacy[0]!.name}` })).statusCode).toBe(404)

    const holder = await testApp(database.db, { HAPDEX_DATA_DIR: dir })
    await holder.close()

    for (const file of legacy) {
      const served = await b.inject({ method: 'GET', url: `/uploads/${file.name}` })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(file.content_type)
      expect(served.rawPayload.equals(file.bytes)).toBe(true)
    }
    expect((await b.inject({ method: 'GET', url: `/uploads/${'c'.repeat(32)}.png` })).statusCode).toBe(404)
    expect(await importDiskUploads(database.db, dir)).toEqual({ imported: 0 })
  })
})
