import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { walletTestChain } from '../test/walletTestKit.ts'
import { createSigner, type PayoutTransaction } from './transactionSigner.ts'

/**
 * A remote signer is trusted with nothing: what it answers is checked against what was asked.
 * These signers answer wrongly on purpose (the honest one, anvil's eth_signTransaction, pays a
 * withdrawal in withdrawPayer.test.ts).
 */
const chain: ChainConfig = walletTestChain
const hotWallet = privateKeyToAccount(generatePrivateKey())
const asked: PayoutTransaction = { to: '0x000000000000000000000000000000000000bEEF', data: '0xa9059cbb', gas: 120_000n, gasPrice: 1_000_000_007n, nonce: 7 }

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server === undefined ? done() : server.close(() => done()))))

/** A JSON-RPC endpoint whose eth_signTransaction answers what `answer` signs. */
async function signerAnswering(answer: () => Promise<Hex>): Promise<string> {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', async () => {
      const { id } = JSON.parse(body) as { id: number }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: await answer() }))
    })
  })
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const signedBy = (key: Hex, transaction: PayoutTransaction) => privateKeyToAccount(key).signTransaction({ ...transaction, chainId: chain.chainId, type: 'legacy' })

describe('the remote signer', () => {
  it('hands on a signature by the hot wallet of exactly what was asked', async () => {
    const key = generatePrivateKey()
    const url = await signerAnswering(() => signedBy(key, asked))
    const signer = createSigner({ kind: 'remote', url }, privateKeyToAccount(key).address, chain)
    expect(await signer.signTransaction(asked)).toBe(await signedBy(key, asked))
  })

  it('refuses a signature by another account', async () => {
    const url = await signerAnswering(() => signedBy(generatePrivateKey(), asked))
    await expect(createSigner({ kind: 'remote', url }, hotWallet.address, chain).signTransaction(asked)).rejects.toThrow(`not as the hot wallet ${hotWallet.address}`)
  })

  it.each([
    ['another nonce', { nonce: 8 }],
    ['another recipient', { to: '0x000000000000000000000000000000000000cafE' as const }],
    ['other calldata', { data: '0xa9059cbc' as const }],
    ['a lower gas price', { gasPrice: 1_000_000_006n }],
  ])('refuses a transaction with %s than asked', async (_, change) => {
    const key = generatePrivateKey()
    const url = await signerAnswering(() => signedBy(key, { ...asked, ...change }))
    await expect(createSigner({ kind: 'remote', url }, privateKeyToAccount(key).address, chain).signTransaction(asked)).rejects.toThrow('a transaction other than the one asked for')
  })

  it('says which signer did not answer', async () => {
    const url = await signerAnswering(() => signedBy(generatePrivateKey(), asked))
    await new Promise<void>((closed) => server!.close(() => closed()))
    server = undefined
    await expect(createSigner({ kind: 'remote', url }, hotWallet.address, chain).signTransaction(asked)).rejects.toThrow(`the remote signer at ${new URL(url).host} did not sign`)
  })
})
