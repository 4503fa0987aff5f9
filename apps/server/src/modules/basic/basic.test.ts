import { beforeAll, describe, expect, it } from 'vitest'
import { testChain } from '../../test/chainFixture.ts'
import { TEST_HOST, appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'

describe.each(testDatabases)('basic on $name', ({ create }) => {
  const s = appSuite(create, { CHAT_URL: 'https://chat.example/hapdex' })
  beforeAll(async () => {
    // A notice only in English, newer than the seeded ones: other languages fall back to it.
    await s.db
      .insertInto('notices')
      .values({ group_id: 4, lang: 'en-US', title: 'English only', content: '<p>Only in English.</p>', created_at: new Date(Date.now() + 60_000) })
      .execute()
  })

  const get = (url: string, lang?: string) =>
    s.app.inject({ method: 'GET', url, headers: { host: TEST_HOST, ...(lang ? { lang } : {}) } })

  it('serves the site config with the chain config', async () => {
    const { data } = (await get('/api/basic/config')).json()
    expect(data).toEqual({ domain: `http://${TEST_HOST}`, image_domain: `http://${TEST_HOST}`, chain: testChain, chat_url: 'https://chat.example/hapdex' })
  })

  it('lists the three seeded banners in order', async () => {
    const { data } = (await get('/api/basic/banner/list')).json()
    expect(data.list.map((b: { image: string }) => b.image)).toEqual(['/banners/banner1.svg', '/banners/banner2.svg', '/banners/banner3.svg'])
  })

  it('lists notices in the Lang language, newest first, falling back to en-US', async () => {
    const { data } = (await get('/api/basic/notice/list?page=1&page_size=20', 'ja-JP')).json()
    expect(data.total).toBe(4)
    expect(data.list.map((n: { group: number; lang: string }) => [n.group, n.lang])).toEqual([
      [4, 'en-US'],
      [3, 'ja-JP'],
      [2, 'ja-JP'],
      [1, 'ja-JP'],
    ])
    expect(data.list[1].title).toBe('友達を招待しよう')
  })

  it('pages the list', async () => {
    const { data } = (await get('/api/basic/notice/list?page=2&page_size=3', 'ko-KR')).json()
    expect(data).toMatchObject({ total: 4, page: 2, page_size: 3 })
    expect(data.list.map((n: { group: number }) => n.group)).toEqual([1])
  })

  it('shows the latest notice, with fallback', async () => {
    const { data } = (await get('/api/basic/notice/latest', 'zh-CN')).json()
    expect(data.notice).toMatchObject({ group: 4, lang: 'en-US', title: 'English only' })
  })

  it('shows a notice by group in the caller language, defaulting to en-US without Lang', async () => {
    expect((await get('/api/basic/notice/detail?id=2', 'zh-HK')).json().data).toMatchObject({ group: 2, lang: 'zh-HK', title: '安全提醒' })
    expect((await get('/api/basic/notice/detail?id=2')).json().data).toMatchObject({ lang: 'en-US', title: 'Security reminder' })
    expect((await get('/api/basic/notice/detail?id=4', 'ko-KR')).json().data).toMatchObject({ lang: 'en-US', content: '<p>Only in English.</p>' })
  })

  it('answers not_found for an unknown group and bad_request for a bad id', async () => {
    expect((await get('/api/basic/notice/detail?id=99')).json()).toMatchObject({ code: 404, error: 'not_found', data: null })
    const bad = await get('/api/basic/notice/detail?id=abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain('querystring.id')
  })
})
