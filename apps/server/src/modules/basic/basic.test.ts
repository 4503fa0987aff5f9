import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { languages } from '@hapdex/core/i18n/languages'
import { beforeAll, describe, expect, it } from 'vitest'
import { testChain } from '../../test/chainFixture.ts'
import { TEST_HOST, appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'

const webPublic = resolve(import.meta.dirname, '../../../../web/public')

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

  const bannerImages = async (lang?: string) => (await get('/api/basic/banner/list', lang)).json().data.list.map((b: { image: string }) => b.image) as string[]

  it('lists the three seeded banners in order, in the Lang language', async () => {
    expect(await bannerImages()).toEqual(['/banners/banner1.svg', '/banners/banner2.svg', '/banners/banner3.svg'])
    expect(await bannerImages('en-US')).toEqual(['/banners/banner1.svg', '/banners/banner2.svg', '/banners/banner3.svg'])
    for (const lang of ['zh-CN', 'zh-HK', 'ja-JP', 'ko-KR']) {
      expect(await bannerImages(lang)).toEqual([1, 2, 3].map((n) => `/banners/banner${n}.${lang}.svg`))
    }
    const zh = (await get('/api/basic/banner/list', 'zh-CN')).json().data.list
    expect(zh.map((b: { title: string; link: string }) => [b.title, b.link])).toEqual([['一键兑换', '#/swap'], ['提供流动性', '#/liquidity'], ['邀请好友', '#/invitation']])
  })

  it('ships every seeded banner image; each translated one is in its language, its headline the title', async () => {
    for (const lang of languages) {
      for (const banner of (await get('/api/basic/banner/list', lang)).json().data.list as { title: string; image: string }[]) {
        const svg = readFileSync(join(webPublic, banner.image), 'utf8')
        if (lang !== 'en-US') expect(svg, banner.image).toContain(`<svg xml:lang="${lang}"`)
        if (lang !== 'en-US') expect(svg, banner.image).toContain(`aria-label="${banner.title}"`)
      }
    }
  })

  it('shows banners of every language beside a language without banners of its own, which falls back to en-US', async () => {
    // The other tests of the suite expect the seeded banners: they are put back, ids and all, even when an expectation fails.
    const korean = await s.db.selectFrom('banners').selectAll().where('lang', '=', 'ko-KR').execute()
    const everywhere = await s.db.insertInto('banners').values({ title: 'All', image: '/banners/all.png', link: '', sort_order: 9, lang: null }).returning('id').executeTakeFirstOrThrow()
    try {
      await s.db.deleteFrom('banners').where('lang', '=', 'ko-KR').execute()
      expect(await bannerImages('ko-KR')).toEqual(['/banners/banner1.svg', '/banners/banner2.svg', '/banners/banner3.svg', '/banners/all.png'])
      expect(await bannerImages('ja-JP')).toEqual(['/banners/banner1.ja-JP.svg', '/banners/banner2.ja-JP.svg', '/banners/banner3.ja-JP.svg', '/banners/all.png'])
    } finally {
      await s.db.deleteFrom('banners').where('id', '=', everywhere.id).execute()
      await s.db.deleteFrom('banners').where('lang', '=', 'ko-KR').execute()
      if (korean.length > 0) await s.db.insertInto('banners').values(korean).execute()
    }
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
