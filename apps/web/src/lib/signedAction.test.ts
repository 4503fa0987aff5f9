import { afterEach, describe, expect, it, vi } from 'vitest'
import '../i18n/i18n.ts'
import { isUserRejection, signAction, SignatureRefusedError } from './signedAction.ts'

const nonce = '0123456789abcdef0123456789abcdef'
const expiresAt = '2030-01-01T00:00:00.000Z'

function answerNonce() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'success', data: { nonce, expires_at: expiresAt } }), { status: 200 })))
}

describe('signAction', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('signs the title, the parameters in order, the nonce and expiry', async () => {
    answerNonce()
    const signMessage = vi.fn(async () => '0xsig' as const)
    const signed = await signAction({ title: 'Transfer Out', params: [['token_id', 2], ['amount', '5'], ['to_address', '0xabc']], signMessage })
    expect(signMessage).toHaveBeenCalledWith(`Transfer Out\ntoken_id: 2\namount: 5\nto_address: 0xabc\nNonce: ${nonce}\nExpires: ${expiresAt}`)
    expect(signed).toEqual({ nonce, expires_at: expiresAt, signature: '0xsig' })
  })

  it('turns a wallet refusal (4001, wrapped) into SignatureRefusedError', async () => {
    answerNonce()
    const refusal = Object.assign(new Error('rejected'), { cause: Object.assign(new Error('User rejected'), { code: 4001 }) })
    await expect(signAction({ title: 'Withdraw Order', params: [], signMessage: () => Promise.reject(refusal) })).rejects.toBeInstanceOf(SignatureRefusedError)
    await expect(signAction({ title: 'Withdraw Order', params: [], signMessage: () => Promise.reject(new Error('boom')) })).rejects.toThrow('boom')
  })

  it('recognises refusals by name or code only', () => {
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true)
    expect(isUserRejection(new Error('other'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
