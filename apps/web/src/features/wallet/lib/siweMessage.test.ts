import { describe, expect, it } from 'vitest'
import { parseSiweMessage } from 'viem/siwe'
import { siweMessage } from './siweMessage.ts'

describe('siweMessage', () => {
  it('builds an EIP-4361 message for this site, chain and nonce with a checksummed address', () => {
    const issuedAt = new Date('2025-01-01T00:00:00.000Z')
    const message = siweMessage({
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      chainId: 31337,
      nonce: 'abcdef1234567890',
      location: { host: 'localhost:5173', origin: 'http://localhost:5173' },
      issuedAt,
    })
    expect(parseSiweMessage(message)).toMatchObject({
      domain: 'localhost:5173',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      statement: 'Sign in to hapdex',
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 31337,
      nonce: 'abcdef1234567890',
      issuedAt,
      expirationTime: new Date('2025-01-02T00:00:00.000Z'),
    })
  })
})
