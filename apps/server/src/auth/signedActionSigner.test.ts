import { bytesToHex, hashMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { personalMessageHash, recoverPersonalSigner } from './signedActionSigner.ts'

describe('personal_sign recovery', () => {
  it('hashes as viem does, multi-byte text included', () => {
    for (const message of ['Transfer Out\namount: 1\nNonce: ab', '提币 Withdraw Order 出金', '']) {
      expect(bytesToHex(personalMessageHash(message))).toBe(hashMessage(message))
    }
  })

  it('recovers the signing account, and nothing from a malformed or foreign signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = 'Withdraw Order\namount: 12.5\nNonce: 00ff'
    const signature = await account.signMessage({ message })
    expect(recoverPersonalSigner(message, signature)).toBe(account.address.toLowerCase())
    expect(recoverPersonalSigner(`${message}0`, signature)).not.toBe(account.address.toLowerCase())
    expect(recoverPersonalSigner(message, `0x${signature.slice(2, -2)}1d`)).toBeUndefined()
    expect(recoverPersonalSigner(message, '0x1234')).toBeUndefined()
  })
})
