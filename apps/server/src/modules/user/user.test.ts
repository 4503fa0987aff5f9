import { beforeAll, describe, expect, it } from 'vitest'
import { account, signIn } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'
import { INVITE_ALPHABET } from './inviteCode.ts'

describe.each(testDatabases)('user centre on $name', ({ create }) => {
  const s = appSuite(create)
  const auth: string[] = []
  beforeAll(async () => {
    for (let i = 0; i < 4; i++) auth.push(await signIn(s.app, account(i)))
  })

  const { get, post } = sessionClient(() => s.app, auth)
  const bind = (i: number, parent_addr: string) => post('/api/uc/bind-recommender', i, { parent_addr })
  const infoOf = async (i: number) => (await get('/api/uc/info', i)).json().data

  it('registers idempotently, only the signed-in address', async () => {
    const first = await post('/api/register', 0, { address: account(0).address.toLowerCase() })
    expect(first.json()).toMatchObject({ code: 200, data: { address: account(0).address, created: false } })
    const second = await post('/api/register', 0, { address: account(0).address })
    expect(second.json().data.id).toBe(first.json().data.id)
    const other = await post('/api/register', 0, { address: account(1).address })
    expect(other.json()).toMatchObject({ code: 403, error: 'forbidden' })
  })

  it('gives every user an 8-character unambiguous invite code and no parent', async () => {
    const info = await infoOf(0)
    expect(info.invite_code).toHaveLength(8)
    expect([...info.invite_code].every((c: string) => INVITE_ALPHABET.includes(c))).toBe(true)
    expect(info).toMatchObject({ parent_id: 0, nickname: '', address: account(0).address })
    expect((await infoOf(1)).invite_code).not.toBe(info.invite_code)
  })

  it('refuses oneself and unregistered parents', async () => {
    expect((await bind(1, account(1).address)).json().error).toBe('uc.parent_self')
    expect((await bind(1, '0x000000000000000000000000000000000000dEaD')).json().error).toBe('uc.parent_not_found')
    expect((await bind(1, 'ZZZZZZZZ')).json().error).toBe('uc.parent_not_found')
    expect((await bind(1, 'not a code')).json()).toMatchObject({ code: 400, error: 'uc.parent_not_found' })
  })

  it('binds by address once (B → A), then refuses a second bind', async () => {
    const bound = await bind(1, account(0).address.toLowerCase())
    expect(bound.json()).toEqual({ code: 200, msg: 'success', data: { parent_id: (await infoOf(0)).id, parent_address: account(0).address } })
    const again = await bind(1, account(2).address)
    expect(again.json()).toMatchObject({ code: 409, error: 'uc.parent_bound' })
    expect((await get('/api/uc/recommender', 1)).json().data).toEqual({ recommender: account(0).address })
  })

  it('refuses a cycle (A → B while B → A)', async () => {
    const response = await bind(0, account(1).address)
    expect(response.json()).toMatchObject({ code: 400, error: 'uc.parent_cycle' })
    expect((await infoOf(0)).parent_id).toBe(0)
  })

  it('refuses a longer cycle (A → C while C → B → A)', async () => {
    const codeOfB = (await infoOf(1)).invite_code as string
    expect((await bind(2, codeOfB.toLowerCase())).json().data.parent_address).toBe(account(1).address)
    expect((await bind(0, account(2).address)).json().error).toBe('uc.parent_cycle')
  })

  it('reports invite info with the direct invitee count', async () => {
    const data = (await get('/api/uc/invite/info', 0)).json().data
    expect(data).toEqual({ invite_code: (await infoOf(0)).invite_code, direct_count: 1, parent_address: null })
    expect((await get('/api/uc/invite/info', 2)).json().data.parent_address).toBe(account(1).address)
    expect((await get('/api/uc/recommender', 3)).json().data).toEqual({ recommender: null })
  })

  it('edits the nickname, trimmed', async () => {
    expect((await post('/api/uc/edit', 3, { nickname: '  Dora ' })).json().data).toEqual({ nickname: 'Dora' })
    expect((await infoOf(3)).nickname).toBe('Dora')
  })

  it('answers a readable validation error that names the field', async () => {
    const response = await post('/api/uc/edit', 3, { nickname: '' })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ code: 400, error: 'bad_request', data: null })
    expect(body.msg).toMatch(/^Invalid request: body\.nickname: /)
  })
})
