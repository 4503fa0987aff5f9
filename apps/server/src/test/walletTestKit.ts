import { account, signIn } from './signIn.ts'
import { signedActionMessage, type SignedActionMessageParameters } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { FastifyInstance } from 'fastify'
import type { PrivateKeyAccount } from 'viem/accounts'
import { buildApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { testChain } from './chainFixture.ts'
import { testConfig } from './testApp.ts'
import { postLedgerTransaction } from '../modules/wallet/ledger.ts'

/** Test helpers of the money modules (not a test file itself). */

const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

/** The fixture chain with the seeded tokens listed, so they count as on-chain tokens. */
export const walletTestChain: ChainConfig = {
  ...testChain,
  tokens: ['HAP', 'USDT', 'HAPB', 'HAPC', 'BtPi', 'BGC', 'GOC'].map((symbol, index) => ({
    chainId: 31337,
    address: a(0x1000 + index),
    name: symbol,
    symbol,
    decimals: 18,
  })),
}

export async function walletTestApp(db: Db, env: Record<string, string> = {}, chain: ChainConfig = walletTestChain): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db, chain })
  await app.ready()
  return app
}

export const e18 = 10n ** 18n

/** Credits a user as a confirmed deposit would, deposit row included, so the ledger check balances. */
export async function creditForTest(db: Db, userId: number, tokenId: number, amount: bigint, tag: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const transactionId = await postLedgerTransaction(trx, {
      idempotencyKey: `test-deposit:${tag}`,
      kind: 'deposit',
      postings: [
        { owner: 'system', purpose: 'custody', tokenId, amount: -amount },
        { owner: 'user', userId, purpose: 'usable', tokenId, amount },
      ],
    }, { bills: [{ userId, tokenId, behavior: billBehaviors.deposit, amount, usableChange: amount }] })
    await trx
      .insertInto('deposits')
      .values({
        chain_id: 0,
        tx_hash: `test:${tag}`,
        log_index: 0,
        block_number: '0',
        token_id: tokenId,
        from_address: '',
        to_address: '',
        amount: amount.toString(),
        user_id: userId,
        status: 'credited',
        transaction_id: transactionId ?? null,
        settled_at: new Date(),
      })
      .execute()
  })
}

export async function userIdOf(app: FastifyInstance, authorization: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/uc/info', headers: { authorization } })
  return (response.json() as { data: { id: number } }).data.id
}

export interface SignedBody {
  nonce: string
  expires_at: string
  signature: string
}

/** Fetches an action nonce and signs the action's text as the web client does. */
export async function signAction(
  app: FastifyInstance,
  authorization: string,
  signer: PrivateKeyAccount,
  title: string,
  params: SignedActionMessageParameters['params'],
): Promise<SignedBody> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/action-nonce', headers: { authorization } })
  const { nonce, expires_at } = (response.json() as { data: { nonce: string; expires_at: string } }).data
  const signature = await signer.signMessage({ message: signedActionMessage({ title, params, nonce, expiresAt: expires_at }) })
  return { nonce, expires_at, signature }
}

/** Signs in test accounts 0..count-1; their Bearer headers and user ids, index for index. */
export async function signInUsers(app: FastifyInstance, count: number): Promise<{ auth: string[]; ids: number[] }> {
  const auth: string[] = []
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    auth.push(await signIn(app, account(i)))
    ids.push(await userIdOf(app, auth[i] ?? ''))
  }
  return { auth, ids }
}
