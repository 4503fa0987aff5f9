import type { PrivateKeyAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { countDirectPartners, raiseTeamLevel, setTeamLevel } from './invite.repo.ts'
import { bindRecommender } from '../user/user.service.ts'
import { account, signIn, signInNewUsers } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'

describe.each(testDatabases)('invitation page on $name', ({ create }) => {
  const s = appSuite(create, { ADMIN_ADDRESSES: account(3).address })
  const auth: string[] = []
  const signers: PrivateKeyAccount[] = []
  beforeAll(async () => {
    for (let i = 0; i < 4; i++) {
      signers.push(account(i))
      auth.push(await signIn(s.app, account(i)))
    }
  })

  const { get, post } = sessionClient(() => s.app, auth)
  const address = (i: number) => signers[i]!.address
  /** Users of one test's own tree: a user binds once, so no two tests may share the users they bind. */
  const newUsers = (count: number) => signInNewUsers(s.app, signers, auth, count)
  const bound = async (child: number, parent_addr: string) => {
    const response = await post('/api/user-center/bind', child, { parent_addr })
    if (response.statusCode !== 200) throw new Error(`binding ${child} to ${parent_addr} answered ${response.body}`)
  }
  /** b invited by a's address, then c by a's invite code; d not bound yet. */
  const twoInvitees = async () => {
    const [a, b, c, d] = (await newUsers(4)) as [number, number, number, number]
    await bound(b, address(a))
    await bound(c, (await get('/api/user-center/invite-info', a)).json().data.invite_code)
    return { a, b, c, d }
  }
  /** twoInvitees, b made a genesis partner (2) by the operator, and d, a partner (1), invited by b. */
  const partnerTree = async () => {
    const tree = await twoInvitees()
    const levelled = await post('/api/admin/partner/level', 3, { address: address(tree.b), team_level: 2 })
    await bound(tree.d, address(tree.b))
    const partner = await post('/api/admin/partner/level', 3, { address: address(tree.d), team_level: 1 })
    if (partner.statusCode !== 200) throw new Error(`levelling d answered ${partner.body}`)
    return { ...tree, levelled }
  }

  it('shows the invite code and no referrer at first', async () => {
    const info = (await get('/api/user-center/invite-info', 1)).json().data
    expect(info).toMatchObject({ parent_id: 0, parent_address: null, direct_count: 0, team_level: 0 })
    expect(info.invite_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    expect((await get('/api/partner/parent-level-info', 1)).json().data).toEqual({ parent_address: null, level_info: null })
  })

  it('binds with the user module\'s rules, once', async () => {
    const [a, b, c] = (await newUsers(3)) as [number, number, number]
    expect((await post('/api/user-center/bind', b, { parent_addr: address(a) })).json()).toMatchObject({ code: 200, data: { parent_address: address(a) } })
    expect((await post('/api/user-center/bind', b, { parent_addr: address(c) })).json().error).toBe('uc.parent_bound')
    expect((await post('/api/user-center/bind', a, { parent_addr: address(b) })).json().error).toBe('uc.parent_cycle')
    expect((await post('/api/user-center/bind', c, { parent_addr: address(c) })).json().error).toBe('uc.parent_self')
    const code = (await get('/api/user-center/invite-info', a)).json().data.invite_code as string
    expect((await post('/api/user-center/bind', c, { parent_addr: code.toLowerCase() })).statusCode).toBe(200)
    expect((await get('/api/user-center/invite-info', b)).json().data).toMatchObject({ parent_address: address(a) })
  })

  it('lists direct invitees with levels and their partner counts, searchable by address', async () => {
    expect((await post('/api/admin/partner/level', 0, { address: account(1).address, team_level: 1 })).statusCode).toBe(403)
    const { a, b, c, levelled } = await partnerTree()
    expect(levelled.statusCode).toBe(200)

    const list = (await get('/api/user-center/children-list?page=1&page_size=10', a)).json().data
    expect(list.total).toBe(2)
    expect(list.list.map((row: { address: string }) => row.address)).toEqual([address(c), address(b)])
    expect(list.list[1]).toMatchObject({ team_level: 2, dr_partner: 1, dr_genesis_partner: 0 })
    expect(list.list[0]).toMatchObject({ team_level: 0, dr_partner: 0, dr_genesis_partner: 0 })

    const part = address(b).slice(2, 12).toLowerCase()
    const found = (await get(`/api/partner/children-list?address=0x${part}`, a)).json().data
    expect(found.list.map((row: { address: string }) => row.address)).toEqual([address(b)])
    expect((await get('/api/partner/children-list?address=<script>', a)).statusCode).toBe(400)
    expect((await get('/api/partner/children-list?address=ffffffffff', a)).json().data).toMatchObject({ list: [], total: 0 })
  })

  it('answers own and parent level info', async () => {
    const { b, d } = await partnerTree()
    expect((await get('/api/partner/level-info', b)).json().data.level_info).toEqual({ team_level: 2, dr_partner: 1, dr_genesis_partner: 0, direct_count: 1 })
    expect((await get('/api/partner/parent-level-info', d)).json().data).toEqual({
      parent_address: address(b),
      level_info: { team_level: 2, dr_partner: 1, dr_genesis_partner: 0, direct_count: 1 },
    })
  })

  it('edits the invite code: chosen, random, invalid or taken', async () => {
    expect((await post('/api/user-center/invite-edit', 0, { invite_code: 'hapdex22' })).json().data).toEqual({ invite_code: 'HAPDEX22' })
    expect((await get('/api/uc/info', 0)).json().data.invite_code).toBe('HAPDEX22')
    expect((await post('/api/user-center/invite-edit', 1, { invite_code: 'HAPDEX22' })).json().error).toBe('invite.code_taken')
    expect((await post('/api/user-center/invite-edit', 1, { invite_code: 'bad-0O1I' })).json().error).toBe('invite.code_invalid')
    const random = (await post('/api/user-center/invite-edit', 1, {})).json().data.invite_code
    expect(random).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
  })

  it('needs a session', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/user-center/children-list' })).statusCode).toBe(401)
  })
})

describe.each(testDatabases)('invite_address links (spec 1, issue 17) on $name', ({ create }) => {
  const s = appSuite(create)
  const auth: string[] = []
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) auth.push(await signIn(s.app, account(i)))
  })
  const { post } = sessionClient(() => s.app, auth)

  it("binds the address an invite_address link carries, in the link's lowercase", async () => {
    const bound = (await post('/api/user-center/bind', 1, { parent_addr: account(0).address.toLowerCase() })).json()
    expect(bound).toMatchObject({ code: 200, data: { parent_address: account(0).address } })
  })

  it('answers a malformed or unknown invite_address with {code, msg}, never a 500', async () => {
    for (const parent_addr of ['0xzz', `0x${'1'.repeat(40)}`, '0x'.padEnd(65, 'a'), '', '   ', '<script>']) {
      const response = await post('/api/user-center/bind', 2, { parent_addr })
      expect(response.statusCode, parent_addr).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, parent_addr).toBeLessThan(500)
      expect(response.json(), parent_addr).toMatchObject({ code: expect.any(Number), msg: expect.any(String) })
    }
  })
})

describe.each(testDatabases)('partner level raising on $name', ({ create }) => {
  const s = appSuite(create)
  const level = async (userId: number) => (await s.db.selectFrom('partner_levels').select('team_level').where('user_id', '=', userId).executeTakeFirst())?.team_level

  it('raises a level and never lowers it; the operator’s setTeamLevel still can', async () => {
    await signIn(s.app, account(0))
    const id = (await s.db.selectFrom('users').select('id').where('address', '=', account(0).address).executeTakeFirstOrThrow()).id
    await raiseTeamLevel(s.db, id, 1, new Date('2026-03-10T00:00:00Z'))
    expect(await level(id)).toBe(1)
    await raiseTeamLevel(s.db, id, 2, new Date('2026-03-11T00:00:00Z'))
    await raiseTeamLevel(s.db, id, 1, new Date('2026-03-12T00:00:00Z'))
    expect(await level(id)).toBe(2)
    expect((await s.db.selectFrom('partner_levels').select('updated_at').where('user_id', '=', id).executeTakeFirstOrThrow()).updated_at.toISOString()).toBe('2026-03-11T00:00:00.000Z')
    await setTeamLevel(s.db, id, 0)
    expect(await level(id)).toBe(0)
  })

  it('counts a member’s direct partners and genesis partners, not its plain invitees nor deeper ones', async () => {
    const ids: number[] = []
    for (let i = 1; i < 6; i++) {
      await signIn(s.app, account(i))
      ids.push((await s.db.selectFrom('users').select('id').where('address', '=', account(i).address).executeTakeFirstOrThrow()).id)
    }
    const [top, partner, genesis, plain, deeper] = ids as [number, number, number, number, number]
    for (const child of [partner, genesis, plain]) await bindRecommender(s.db, child, account(1).address)
    await bindRecommender(s.db, deeper, account(2).address)
    expect(await countDirectPartners(s.db, top)).toBe(0)
    await raiseTeamLevel(s.db, partner, 1, new Date('2026-03-10T00:00:00Z'))
    await setTeamLevel(s.db, genesis, 2)
    await setTeamLevel(s.db, plain, 0)
    await setTeamLevel(s.db, deeper, 1)
    expect(await countDirectPartners(s.db, top)).toBe(2)
    expect(await countDirectPartners(s.db, partner)).toBe(1)
  })
})
