import type { PrivateKeyAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { account, signIn, signInNewUsers } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'
import { INVITE_ALPHABET } from './inviteCode.ts'

describe.each(testDatabases)('user centre on $name', ({ create }) => {
  const s = appSuite(create)
  const auth: string[] = []
  const signers: PrivateKeyAccount[] = []
  beforeAll(async () => {
    for (let i = 0; i < 4; i++) {
      signers.push(account(i))
      auth.push(await signIn(s.app, account(i)))
    }
  })

  const { get, post } = sessionClient(() => s.app, auth)
  const bind = (i: number, parent_addr: string) => post('/api/uc/bind-recommender', i, { parent_addr })
  const infoOf = async (i: number) => (await get('/api/uc/info', i)).json().data
  const address = (i: number) => signers[i]!.address
  /** Users no other test binds or is bound to, for the tests that bind: a bind is once per user. */
  const newUsers = (count: number) => signInNewUsers(s.app, signers, auth, count)
  /** New users, each bound to the one before it: [a, b, c] is c → b → a. */
  const invitedInLine = async (count: number) => {
    const line = await newUsers(count)
    for (let n = 1; n < line.length; n++) {
      const bound = await bind(line[n]!, address(line[n - 1]!))
      if (bound.statusCode !== 200) throw new Error(`binding ${line[n]} to ${line[n - 1]} answered ${bound.body}`)
    }
    return line
  }

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
    const [a, b, c] = (await newUsers(3)) as [number, number, number]
    const bound = await bind(b, address(a).toLowerCase())
    expect(bound.json()).toEqual({ code: 200, msg: 'success', data: { parent_id: (await infoOf(a)).id, parent_address: address(a) } })
    const again = await bind(b, address(c))
    expect(again.json()).toMatchObject({ code: 409, error: 'uc.parent_bound' })
    expect((await get('/api/uc/recommender', b)).json().data).toEqual({ recommender: address(a) })
  })

  it('refuses a cycle (A → B while B → A)', async () => {
    const [a, b] = (await invitedInLine(2)) as [number, number]
    const response = await bind(a, address(b))
    expect(response.json()).toMatchObject({ code: 400, error: 'uc.parent_cycle' })
    expect((await infoOf(a)).parent_id).toBe(0)
  })

  it('refuses a longer cycle (A → C while C → B → A)', async () => {
    const [a, b] = (await invitedInLine(2)) as [number, number]
    const [c] = (await newUsers(1)) as [number]
    const codeOfB = (await infoOf(b)).invite_code as string
    expect((await bind(c, codeOfB.toLowerCase())).json().data.parent_address).toBe(address(b))
    expect((await bind(a, address(c))).json().error).toBe('uc.parent_cycle')
  })

  it('reports invite info with the direct invitee count', async () => {
    const [a, b, c] = (await invitedInLine(3)) as [number, number, number]
    const [d] = (await newUsers(1)) as [number]
    const data = (await get('/api/uc/invite/info', a)).json().data
    expect(data).toEqual({ invite_code: (await infoOf(a)).invite_code, direct_count: 1, parent_address: null })
    expect((await get('/api/uc/invite/info', c)).json().data.parent_address).toBe(address(b))
    expect((await get('/api/uc/recommender', d)).json().data).toEqual({ recommender: null })
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
