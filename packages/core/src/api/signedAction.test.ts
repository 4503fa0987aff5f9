import { describe, expect, test } from 'vitest'
import { signedActionMessage } from './signedAction.ts'
import { transferOutSignedParams } from './transfer.ts'
import { withdrawOrderSignedParams } from './withdraw.ts'

describe('signedActionMessage', () => {
  test('is the title, the parameters in order, then nonce and expiry', () => {
    const params = transferOutSignedParams({ token_id: 2, amount: '1.5', to_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(signedActionMessage({ title: 'Transfer Out', params, nonce: 'ab'.repeat(16), expiresAt: '2030-01-01T00:00:00.000Z' })).toMatchInlineSnapshot(`
      "Transfer Out
      token_id: 2
      amount: 1.5
      to_address: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8
      Nonce: abababababababababababababababab
      Expires: 2030-01-01T00:00:00.000Z"
    `)
  })

  test('signs the withdrawal fields the spec sends', () => {
    const params = withdrawOrderSignedParams({ chain_id: 13, token_id: 2, amount: '50', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(params.map(([key]) => key)).toEqual(['chain_id', 'token_id', 'amount', 'address'])
  })

  test('refuses a value that would forge a line', () => {
    expect(() => signedActionMessage({ title: 'Transfer Out', params: [['amount', '1\nNonce: x']], nonce: 'n', expiresAt: 'e' })).toThrow('line break')
  })
})
