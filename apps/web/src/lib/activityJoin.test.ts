import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { joinActivityAfterApproval } from './activityJoin.ts'
import { activateAccount, saveSession } from './session.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const v1Router = '0x1111111111111111111111111111111111111111'
const v2Router = '0x2222222222222222222222222222222222222222'
const chain = { exchanges: { v1: { router: v1Router }, v2: { router: v2Router } } } as unknown as Parameters<typeof joinActivityAfterApproval>[0]['chain']

describe('activity join after an approval (spec 1, issue 17)', () => {
  let posts: Array<{ path: string; body: unknown }>
  let answer: { status: number; body: unknown }
  beforeEach(() => {
    localStorage.clear()
    saveSession({ token: 'tok', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    posts = []
    answer = { status: 200, body: { code: 200, msg: 'success', data: { joined: true } } }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posts.push({ path: new URL(url, 'http://local').pathname, body: JSON.parse(String(init.body)) })
        return new Response(JSON.stringify(answer.body), { status: answer.status })
      }),
    )
  })
  afterEach(() => {
    activateAccount(null)
    vi.unstubAllGlobals()
  })

  it('joins once per address after approving the V2 router, whatever the case of the spender', async () => {
    expect(await joinActivityAfterApproval({ chain, spender: v2Router.toUpperCase().replace('0X', '0x'), address: account })).toBe(true)
    expect(await joinActivityAfterApproval({ chain, spender: v2Router, address: account })).toBe(false)
    expect(posts).toEqual([{ path: '/api/activity/join', body: { address: account } }])
  })

  it('does not join after approving another spender', async () => {
    expect(await joinActivityAfterApproval({ chain, spender: v1Router, address: account })).toBe(false)
    expect(posts).toEqual([])
  })

  it('tries again after the next approval when the join failed', async () => {
    answer = { status: 500, body: { code: 500, msg: 'down', data: null } }
    expect(await joinActivityAfterApproval({ chain, spender: v2Router, address: account })).toBe(false)
    answer = { status: 200, body: { code: 200, msg: 'success', data: { joined: true } } }
    expect(await joinActivityAfterApproval({ chain, spender: v2Router, address: account })).toBe(true)
    expect(posts).toHaveLength(2)
  })
})
