import type { FastifyInstance } from 'fastify'
import { testAccounts } from '@hapdex/chain/accounts'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import { rememberSessionKey } from './operatorSigning.ts'
import { TEST_HOST } from './testApp.ts'

/** Anvil's well-known development keys: public knowledge, never funded outside a devnet. */
export const accounts: PrivateKeyAccount[] = testAccounts.slice(0, 8).map(({ privateKey }) => privateKeyToAccount(privateKey))

export function account(index: number): PrivateKeyAccount {
  const found = accounts[index]
  if (found === undefined) throw new Error(`no test account ${index}`)
  return found
}

export async function fetchNonce(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/nonce', headers: { host: TEST_HOST } })
  return (response.json() as { data: { nonce: string } }).data.nonce
}

export type SiweOverrides = Partial<Omit<CreateSiweMessageParameters, 'address'>>

/** The message the web client signs, with fields a test may bend. */
export async function signedLogin(app: FastifyInstance, signer: PrivateKeyAccount, overrides: SiweOverrides = {}) {
  const message = createSiweMessage({
    address: signer.address,
    domain: TEST_HOST,
    uri: `http://${TEST_HOST}/`,
    version: '1',
    chainId: 31337,
    nonce: overrides.nonce ?? (await fetchNonce(app)),
    issuedAt: new Date(),
    statement: 'Sign in to hapdex',
    ...overrides,
  })
  return { message, signature: await signer.signMessage({ message }) }
}

export function postLogin(app: FastifyInstance, body: { message: string; signature: string }) {
  return app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: TEST_HOST }, payload: body })
}

/** Signs in and returns the Authorization header value. */
export async function signIn(app: FastifyInstance, signer: PrivateKeyAccount): Promise<string> {
  const response = await postLogin(app, await signedLogin(app, signer))
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`)
  const authorization = `Bearer ${(response.json() as { data: { token: string } }).data.token}`
  rememberSessionKey(authorization, signer)
  return authorization
}

/**
 * Signs in `count` users of new random keys, adding each to a suite's signers and sessions, and
 * returns their indexes there: users no other test of the suite has bound, paid or moved.
 */
export async function signInNewUsers(app: FastifyInstance, signers: PrivateKeyAccount[], auth: string[], count: number): Promise<number[]> {
  const fresh: number[] = []
  for (let n = 0; n < count; n++) {
    const signer = privateKeyToAccount(generatePrivateKey())
    signers.push(signer)
    auth.push(await signIn(app, signer))
    fresh.push(auth.length - 1)
  }
  return fresh
}
