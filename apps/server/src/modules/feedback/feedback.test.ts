import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { feedbackPostSignedParams } from '@hapdex/core/api/feedback'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, signIn } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { testApp } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { uploadTinyPng } from '../upload/uploadTestKit.ts'
import { signAction } from '../../test/walletTestKit.ts'

describe.each(testDatabases)('feedback on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  let dataDir: string
  const auth: string[] = []
  const images: string[] = []

  beforeAll(async () => {
    database = await create()
    dataDir = await mkdtemp(join(tmpdir(), 'hapdex-feedback-'))
    app = await testApp(database.db, { HAPDEX_DATA_DIR: dataDir, ADMIN_ADDRESSES: account(3).address })
    for (let i = 0; i < 5; i++) auth.push(await signIn(app, account(i)))
    for (let i = 0; i < 4; i++) images.push(await uploadTinyPng(app, auth[0] ?? ''))
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const { get, post } = sessionClient(() => app, auth)
  const body = async (i: number, params: { category_id: number; content: string; img_arr: string[] }) => ({
    ...params,
    ...(await signAction(app, auth[i] ?? '', account(i), 'Feedback Post', feedbackPostSignedParams(params))),
  })

  it('lists the categories in the caller\'s language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/basic/feedback/categories', headers: { lang: 'zh-CN' } })
    expect(response.json().data.list[0]).toEqual({ id: 1, name: '问题反馈' })
  })

  it('posts feedback with two images and a multi-line text, then lists it', async () => {
    // Account 4 posts nothing else, so its list is this one post whatever else ran.
    const own = [await uploadTinyPng(app, auth[4] ?? ''), await uploadTinyPng(app, auth[4] ?? '')]
    const params = { category_id: 1, content: 'Deposit missing\nsince yesterday', img_arr: own }
    const response = await post('/api/basic/feedback/do', 4, await body(4, params))
    expect(response.json()).toMatchObject({ code: 200, data: { content: params.content, image_arr: params.img_arr, reply_count: 0, category_id: 1 } })
    const list = (await get('/api/basic/feedback/list?page=1&page_size=10', 4)).json().data.list
    expect(list).toHaveLength(1)
    expect(list[0].image_arr).toEqual(params.img_arr)
    expect((await get('/api/basic/feedback/list', 1)).json().data.list).toEqual([])
  })

  it('refuses a replayed signature', async () => {
    const signed = await body(0, { category_id: 2, content: 'once', img_arr: [images[2] ?? ''] })
    expect((await post('/api/basic/feedback/do', 0, signed)).statusCode).toBe(200)
    const replay = await post('/api/basic/feedback/do', 0, signed)
    expect(replay.json().error).toBe('action.nonce_invalid')
  })

  it('refuses altered text under an old signature', async () => {
    const signed = await body(0, { category_id: 2, content: 'original', img_arr: [images[2] ?? ''] })
    const response = await post('/api/basic/feedback/do', 0, { ...signed, content: 'altered' })
    expect(response.json().error).toBe('action.signature_invalid')
  })

  it('refuses 801 characters, four images, no image and no text', async () => {
    const cases = [
      { category_id: 1, content: 'x'.repeat(801), img_arr: [images[0] ?? ''] },
      { category_id: 1, content: 'four', img_arr: images },
      { category_id: 1, content: 'none', img_arr: [] },
      { category_id: 1, content: '   ', img_arr: [images[0] ?? ''] },
      { category_id: 99, content: 'category', img_arr: [images[0] ?? ''] },
      { category_id: 1, content: 'not a save path', img_arr: ['https://evil.example/x.png'] },
    ]
    for (const params of cases) {
      const response = await post('/api/basic/feedback/do', 0, await body(0, params))
      expect(response.statusCode, params.content.slice(0, 20)).toBe(400)
      expect(response.json().error).toBe('bad_request')
    }
    const ok = await post('/api/basic/feedback/do', 0, await body(0, { category_id: 1, content: 'x'.repeat(800), img_arr: [images[3] ?? ''] }))
    expect(ok.statusCode).toBe(200)
  })

  it('accepts only the poster\'s own uploads, each once', async () => {
    const foreign = await post('/api/basic/feedback/do', 1, await body(1, { category_id: 1, content: 'not mine', img_arr: [images[0] ?? ''] }))
    expect(foreign.json().error).toBe('feedback.image_invalid')
    const twice = await post('/api/basic/feedback/do', 0, await body(0, { category_id: 1, content: 'dup', img_arr: [images[0] ?? '', images[0] ?? ''] }))
    expect(twice.json().error).toBe('feedback.image_invalid')
  })

  it('shows operator replies to the author only', async () => {
    const posted = await post('/api/basic/feedback/do', 0, await body(0, { category_id: 1, content: 'Where is my deposit?', img_arr: [images[0] ?? ''] }))
    const first = posted.json().data
    const reply = await post('/api/admin/feedback/reply', 3, { id: first.id, content: 'We are looking into it' })
    expect(reply.json()).toMatchObject({ code: 200, data: { content: 'We are looking into it' } })
    const replies = (await get(`/api/basic/feedback/reply-list?id=${first.id}`, 0)).json().data
    expect(replies.list.map((r: { content: string }) => r.content)).toEqual(['We are looking into it'])
    expect(replies.feedback.reply_count).toBe(1)
    expect((await get(`/api/basic/feedback/reply-list?id=${first.id}`, 1)).statusCode).toBe(404)
    const adminList = (await get('/api/admin/feedback/list', 3)).json().data.list
    expect(adminList.find((item: { id: number }) => item.id === first.id)).toMatchObject({ address: account(0).address, replies: [{ content: 'We are looking into it' }] })
  })

  it('keeps operator feedback routes from everyone else', async () => {
    expect((await get('/api/admin/feedback/list', 0)).statusCode).toBe(403)
    expect((await post('/api/admin/feedback/reply', 0, { id: 1, content: 'hi' })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/basic/feedback/list' })).statusCode).toBe(401)
  })
})
