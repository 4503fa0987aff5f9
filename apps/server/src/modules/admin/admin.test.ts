import * as api from '@hapdex/core/api/admin'
import type { Endpoint } from '@hapdex/core/api/endpoint'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, signIn } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'

const adminEndpoints = Object.values(api).filter((value): value is Endpoint & typeof value => typeof value === 'object' && value !== null && 'path' in value)

describe.each(testDatabases)('operator content on $name', ({ create }) => {
  const s = appSuite(create, { ADMIN_ADDRESSES: account(3).address })
  const auth: string[] = []
  beforeAll(async () => {
    for (const i of [0, 1, 3]) auth[i] = await signIn(s.app, account(i))
  })

  const { as, get, post } = sessionClient(() => s.app, auth)

  it('refuses every operator route to anonymous and non-admin sessions', async () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(12)
    expect((await get('/api/admin/nothing-here', 0)).statusCode).toBe(403)
    for (const endpoint of adminEndpoints) {
      const url = `/api${endpoint.path}`
      const anonymous = await s.app.inject({ method: endpoint.method, url, ...(endpoint.method === 'POST' ? { payload: {} } : {}) })
      expect(anonymous.statusCode, url).toBe(401)
      const user = await s.app.inject({ method: endpoint.method, url, headers: as(0), ...(endpoint.method === 'POST' ? { payload: {} } : {}) })
      // Refused before validation: an empty body answers 403, not 400.
      expect(user.statusCode, url).toBe(403)
      expect(user.json().error, url).toBe('forbidden')
    }
  })

  it('refuses every /api/admin route the app registers, whichever module owns it, and answers the console its operator', async () => {
    const document = s.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const routes = Object.entries(document.paths).flatMap(([path, methods]) => (path.startsWith('/api/admin/') ? Object.keys(methods).map((method) => ({ url: path, method: method.toUpperCase() as 'GET' | 'POST' })) : []))
    // The withdrawals, deposits, programme configurations, pools, settlement runs and the programmes' own.
    for (const owned of ['/api/admin/withdraw/approve', '/api/admin/deposit/release', '/api/admin/programmes/settlement', '/api/admin/pools/fund', '/api/admin/settlement/rerun', '/api/admin/partner/rounds']) {
      expect(routes.map((route) => route.url)).toContain(owned)
    }
    for (const { url, method } of routes) {
      const payload = method === 'POST' ? { payload: {} } : {}
      expect((await s.app.inject({ method, url, ...payload })).statusCode, url).toBe(401)
      expect((await s.app.inject({ method, url, headers: as(0), ...payload })).statusCode, url).toBe(403)
    }
    expect((await get('/api/admin/session', 3)).json().data).toEqual({ address: account(3).address })
  })

  it('creates, updates and deletes banners, seen by the public list', async () => {
    const created = await post('/api/admin/banner/save', 3, { title: 'New', image: '/banners/new.png', link: '#/swap', sort_order: 0 })
    expect(created.json().data).toMatchObject({ title: 'New', sort_order: 0 })
    const id = created.json().data.id as number
    expect((await post('/api/admin/banner/save', 0, { title: 'x', image: '/x.png' })).statusCode).toBe(403)
    expect((await post('/api/admin/banner/save', 3, { title: 'Bad', image: 'javascript:alert(1)' })).statusCode).toBe(400)
    expect((await post('/api/admin/banner/save', 3, { title: 'Bad', image: '/ok.png', link: 'javascript:alert(1)' })).statusCode).toBe(400)
    expect((await post('/api/admin/banner/save', 3, { id, title: 'Renamed', image: '/banners/new.png', sort_order: 0 })).json().data.title).toBe('Renamed')
    const publicList = (await s.app.inject({ method: 'GET', url: '/api/basic/banner/list' })).json().data.list
    expect(publicList[0]).toMatchObject({ id, title: 'Renamed' })
    expect((await post('/api/admin/banner/delete', 3, { id })).json().data).toEqual({ ok: true })
    expect((await post('/api/admin/banner/delete', 3, { id })).statusCode).toBe(404)
    expect((await get('/api/admin/banner/list', 3)).json().data.list).toHaveLength(15)
    const korean = (await post('/api/admin/banner/save', 3, { title: '한국어', image: '/banners/ko.png', sort_order: 0, lang: 'ko-KR' })).json().data
    expect(korean).toMatchObject({ title: '한국어', lang: 'ko-KR' })
    const inKorean = (await s.app.inject({ method: 'GET', url: '/api/basic/banner/list', headers: { lang: 'ko-KR' } })).json().data.list
    const inJapanese = (await s.app.inject({ method: 'GET', url: '/api/basic/banner/list', headers: { lang: 'ja-JP' } })).json().data.list
    expect([inKorean[0].title, inJapanese[0].title]).toEqual(['한국어', 'ワンタップでスワップ'])
    expect((await post('/api/admin/banner/save', 3, { title: 'x', image: '/x.png', lang: 'xx-XX' })).statusCode).toBe(400)
    expect((await post('/api/admin/banner/delete', 3, { id: korean.id })).json().data).toEqual({ ok: true })
  })

  it('stores notices per language as given, and refuses content over 100 kB', async () => {
    const html = '<p>Hi</p><img src=x onerror="alert(1)"><svg><script>alert(2)</script></svg><a href="javascript:alert(3)">x</a>'
    const en = (await post('/api/admin/notice/save', 3, { lang: 'en-US', title: 'Maintenance', content: html })).json().data
    expect(en).toMatchObject({ group: 4, lang: 'en-US', content: html })
    const zh = (await post('/api/admin/notice/save', 3, { group: en.group, lang: 'zh-CN', title: '维护', content: '<p>维护</p>' })).json().data
    expect(zh.group).toBe(en.group)
    const latest = (await s.app.inject({ method: 'GET', url: '/api/basic/notice/latest', headers: { lang: 'zh-CN' } })).json().data.notice
    expect(latest).toMatchObject({ group: en.group, title: '维护' })
    const detail = (await s.app.inject({ method: 'GET', url: `/api/basic/notice/detail?id=${en.group}`, headers: { lang: 'en-US' } })).json().data
    expect(detail.content).toBe(html)

    expect((await post('/api/admin/notice/save', 3, { lang: 'en-US', title: 'Big', content: 'x'.repeat(api.NOTICE_MAX_BYTES + 1) })).statusCode).toBe(400)
    // Multi-byte text counts in bytes: 40,000 × 3 bytes is over the limit.
    expect((await post('/api/admin/notice/save', 3, { lang: 'en-US', title: 'Big', content: '维'.repeat(40_000) })).statusCode).toBe(400)
    expect((await post('/api/admin/notice/save', 3, { lang: 'xx-XX', title: 'Bad', content: '' })).statusCode).toBe(400)

    const all = (await get('/api/admin/notice/list?page=1&page_size=100', 3)).json().data.list
    expect(all.filter((n: { group: number }) => n.group === en.group)).toHaveLength(2)
    expect((await post('/api/admin/notice/delete', 3, { group: en.group, lang: 'zh-CN' })).json().data).toEqual({ deleted: 1 })
    expect((await post('/api/admin/notice/delete', 3, { group: en.group })).json().data).toEqual({ deleted: 1 })
    expect((await s.app.inject({ method: 'GET', url: `/api/basic/notice/detail?id=${en.group}` })).statusCode).toBe(404)
  })

  it('runs the ledger check for the console: the invariants as `npm run ledger:check` reads them, totals in tokens', async () => {
    const check = (await get('/api/admin/ledger/check', 3)).json().data
    expect(check).toMatchObject({ ok: true, problems: [] })
    expect(new Date(check.checked_at).getTime()).toBeGreaterThan(0)
    expect(check.tokens.every((totals: { entries: string; token: string }) => totals.entries === '0' && totals.token !== '')).toBe(true)
  })

  it('audits content, exchange and partner changes with the record before and after, in the same transaction', async () => {
    const audit = async (query: string) => (await get(`/api/admin/audit/list?${query}`, 3)).json().data
    const banner = (await post('/api/admin/banner/save', 3, { title: 'Audited', image: '/banners/a.png', sort_order: 7 })).json().data
    await post('/api/admin/banner/save', 3, { id: banner.id, title: 'Audited twice', image: '/banners/a.png', sort_order: 7 })
    await post('/api/admin/banner/delete', 3, { id: banner.id })
    const banners = (await audit(`target=banner:${banner.id}&order=asc`)).list
    expect(banners.map((entry: { action: string; before: { title: string } | null; after: { title: string } | null }) => [entry.action, entry.before?.title ?? null, entry.after?.title ?? null])).toEqual([
      ['banner.create', null, 'Audited'],
      ['banner.update', 'Audited', 'Audited twice'],
      ['banner.delete', 'Audited twice', null],
    ])
    expect(banners[0].actor).toBe(account(3).address)

    const notice = (await post('/api/admin/notice/save', 3, { lang: 'en-US', title: 'Audited', content: '<p>x</p>' })).json().data
    expect((await audit(`target=notice:${notice.group}:en-US`)).list[0]).toMatchObject({ action: 'notice.save', before: null, after: [{ title: 'Audited', content: '<p>x</p>' }] })
    await post('/api/admin/notice/delete', 3, { group: notice.group })
    expect((await audit(`target=notice:${notice.group}`)).list[0]).toMatchObject({ action: 'notice.delete', before: [{ lang: 'en-US' }], after: null })

    const pair = { t1_id: 1, t2_id: 2, exchange_rate: '0.5', fee_rate: '0.003', min_amount: '1.000000000000000001', max_amount: '0', enabled: true }
    const saved = await post('/api/admin/exchange/save', 3, pair)
    expect(saved.statusCode).toBe(200)
    expect((await audit('action=exchange.save&target=exchange_pair:1-2')).list[0].after).toMatchObject({ exchange_rate: '0.5', min_amount: '1.000000000000000001' })
    // A refused change leaves neither the change nor an entry.
    expect((await post('/api/admin/exchange/save', 3, { ...pair, min_amount: '5', max_amount: '2' })).statusCode).toBe(400)
    expect((await audit('action=exchange.save&target=exchange_pair:1-2')).total).toBe(1)

    await post('/api/admin/partner/level', 3, { address: account(0).address, team_level: 2 })
    expect((await audit('action=partner.level')).list[0]).toMatchObject({ target: `user:${account(0).address}`, before: { team_level: 0 }, after: { team_level: 2 } })
    expect((await post('/api/admin/partner/level', 3, { address: '0x000000000000000000000000000000000000dEaD', team_level: 1 })).json().error).toBe('uc.not_registered')
    expect((await post('/api/admin/feedback/reply', 3, { id: 999_999, content: 'hello' })).statusCode).toBe(404)
    expect((await audit('action=feedback.reply')).total).toBe(0)
  })

  it('changes token minimums and fees in whole tokens, audited, refusing a minimum fee above the maximum beside its field', async () => {
    const before = (await get('/api/admin/token/list', 3)).json().data.list.find((token: { symbol: string }) => token.symbol === 'USDT')
    const saved = await post('/api/admin/token/save', 3, { id: before.id, min_withdraw: '10.000000000000000001', withdraw_fee_rate: '0.0025' })
    expect(saved.json().data).toMatchObject({ symbol: 'USDT', min_withdraw: '10.000000000000000001', withdraw_fee_rate: '0.0025', min_deposit: before.min_deposit })
    const refused = await post('/api/admin/token/save', 3, { id: before.id, withdraw_min_fee: '1000000' })
    expect([refused.statusCode, refused.json().msg]).toEqual([400, 'Invalid request: withdraw_min_fee: above withdraw_max_fee'])
    expect((await post('/api/admin/token/save', 3, { id: before.id, transfer_fee_rate: '1.5' })).statusCode).toBe(400)
    expect((await post('/api/admin/token/save', 3, { id: before.id, min_deposit: '0.0000000000000000001' })).json().msg).toContain('min_deposit')
    expect((await post('/api/admin/token/save', 3, { id: 9999, min_deposit: '1' })).json().error).toBe('wallet.token_unknown')
    const log = (await get(`/api/admin/audit/list?target=token:${before.id}`, 3)).json().data
    expect(log.total).toBe(1)
    expect(log.list[0]).toMatchObject({ action: 'token.save', before: { min_withdraw: before.min_withdraw, withdraw_fee_rate: before.withdraw_fee_rate }, after: { min_withdraw: '10.000000000000000001', withdraw_fee_rate: '0.0025' } })
  })

  it('finds users by a part of their address in any case, with parent, team, level and balances', async () => {
    // Its own user: the audit test moves account 0's level.
    const me = account(1).address
    expect((await post('/api/admin/partner/level', 3, { address: me, team_level: 2 })).statusCode).toBe(200)
    const found = (await get(`/api/admin/users/list?address=${me.slice(2, 12).toUpperCase()}`, 3)).json().data
    expect(found.total).toBe(1)
    expect(found.list[0]).toMatchObject({ address: me, parent_address: '', directs: 0, team_size: 0, team_level: 2 })
    expect(Array.isArray(found.list[0].balances)).toBe(true)
    const all = (await get('/api/admin/users/list?page_size=1', 3)).json().data
    expect([all.total >= 2, all.list.length]).toEqual([true, 1])
    expect((await get('/api/admin/users/list?address=zz', 3)).statusCode).toBe(400)
    expect((await get(`/api/admin/users/bills?user_id=${found.list[0].id}`, 3)).json().data).toMatchObject({ page: 1, total: expect.any(Number) })
  })
})

