import { bytesToHex, hashMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import secp256k1 from 'secp256k1'
import { describe, expect, it, vi } from 'vitest'
import { isPersonalSigner, personalMessageHash, recoverPersonalSigner } from './signedActionSigner.ts'

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

const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The same signature with s replaced by n - s and the recovery byte flipped: valid for recovery, refused by verification. */
function highS(signature: Hex): Hex {
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  return `${signature.slice(0, 66)}${(SECP256K1_ORDER - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}` as Hex
}

describe('isPersonalSigner', () => {
  const lower = (account: { address: string }) => account.address.toLowerCase()

  it('recovers a wallet once, then verifies it against the key it learned', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey())
    const recover = vi.spyOn(secp256k1, 'ecdsaRecover')
    try {
      for (const nonce of ['01', '02', '03']) {
        const message = `Transfer Out\namount: 1.5\nNonce: ${nonce}`
        expect(isPersonalSigner(message, await wallet.signMessage({ message }), lower(wallet))).toBe(true)
      }
      expect(recover).toHaveBeenCalledTimes(1)
    } finally {
      recover.mockRestore()
    }
  })

  it('refuses, once the key is known, an altered text, another wallet and a malformed signature', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const message = 'Withdraw Order\namount: 12.5\nNonce: 00ff'
    const signature = await wallet.signMessage({ message })
    expect(isPersonalSigner(message, signature, lower(wallet))).toBe(true)
    expect(isPersonalSigner(`${message}0`, signature, lower(wallet))).toBe(false)
    expect(isPersonalSigner(message, await other.signMessage({ message }), lower(wallet))).toBe(false)
    expect(isPersonalSigner(message, `0x${signature.slice(2, -2)}1d`, lower(wallet))).toBe(false)
    expect(isPersonalSigner(message, '0x1234', lower(wallet))).toBe(false)
  })

  it('never files a key under an address it did not sign for', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey())
    const victim = privateKeyToAccount(generatePrivateKey())
    const message = 'Transfer Out\nNonce: aa'
    const forged = await wallet.signMessage({ message })
    expect(isPersonalSigner(message, forged, lower(victim))).toBe(false)
    expect(isPersonalSigner('Transfer Out\nNonce: bb', await victim.signMessage({ message: 'Transfer Out\nNonce: bb' }), lower(victim))).toBe(true)
    expect(isPersonalSigner(message, forged, lower(victim))).toBe(false)
  })

  it('accepts a high-S signature through recovery, before and after the key is known', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey())
    const message = 'Transfer Out\nNonce: cc'
    const malleated = highS(await wallet.signMessage({ message }))
    expect(recoverPersonalSigner(message, malleated)).toBe(lower(wallet))
    expect(isPersonalSigner(message, malleated, lower(wallet))).toBe(true)
    expect(isPersonalSigner(message, malleated, lower(wallet))).toBe(true)
  })
})
