import { account, signIn } from './signIn.ts'
import { signedActionMessage, type SignedActionMessageParameters } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { PrivateKeyAccount } from 'viem/accounts'
import { buildApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { testChain } from './chainFixture.ts'
import { testConfig } from './testApp.ts'
import { sessionClient } from './sessionClient.ts'
import type { TestDatabase } from './testDb.ts'
import { postLedgerTransaction } from '../modules/wallet/ledger.ts'
import { signOperatorPosts } from './operatorSigning.ts'

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

export async function walletTestApp(db: Db, env: Record<string, string> = {}, chain: ChainConfig = walletTestChain, operatorClock?: () => Date): Promise<FastifyInstance> {
  const app = signOperatorPosts(await buildApp({ config: testConfig(env), db, chain, ...(operatorClock === undefined ? {} : { operatorClock }) }))
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

/** A USDT withdrawal to `address` on the BNB-type chain, signed as the withdraw screen signs it; the API's raw answer. */
export async function placeUsdtWithdrawal(app: FastifyInstance, user: { auth: string; signer: PrivateKeyAccount }, amount: string, address: string) {
  const params = { chain_id: 13 as const, token_id: 2, amount, address }
  const signed = await signAction(app, user.auth, user.signer, 'Withdraw Order', withdrawOrderSignedParams(params))
  return app.inject({ method: 'POST', url: '/api/withdraw/order', headers: { authorization: user.auth }, payload: { ...params, ...signed } })
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

export interface WalletSuiteSetup {
  /** Test accounts 0..users-1 are signed in. */
  users: number
  env?: Record<string, string>
  /** Runs on the fresh database before the app starts (token settings, say). */
  prepare?: (db: Db) => Promise<void>
  /** [account, token id, amount]: credited as confirmed deposits once the accounts exist. */
  credits?: ReadonlyArray<readonly [number, number, bigint]>
  /** Builds all of it anew for each test, for tests that move the same accounts and must not see each other's moves. */
  perTest?: boolean
  /** The wall clock operator requests expire by. */
  operatorClock?: () => Date
}

/**
 * One wallet API per suite (describe block), or per test with `perTest`, its signed-in accounts and
 * balances set up before and dropped after: programmeSuite's sibling for the account centre's
 * modules. The fields are read inside tests, after the set-up hook has filled them.
 */
export function walletSuite(create: () => Promise<TestDatabase>, { users, env = {}, prepare, credits = [], perTest = false, operatorClock }: WalletSuiteSetup) {
  const auth: string[] = []
  const ids: number[] = []
  let database: TestDatabase | undefined
  let app: FastifyInstance | undefined
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('walletSuite: used before beforeAll ran')
    return value
  }
  const [setUp, tearDown] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll]
  setUp(async () => {
    auth.length = 0
    ids.length = 0
    database = await create()
    await prepare?.(database.db)
    app = await walletTestApp(database.db, env, walletTestChain, operatorClock)
    const signedIn = await signInUsers(app, users)
    auth.push(...signedIn.auth)
    ids.push(...signedIn.ids)
    for (const [i, tokenId, amount] of credits) await creditForTest(database.db, ids[i]!, tokenId, amount, `suite-${i}-${tokenId}-${amount}`)
  })
  tearDown(async () => {
    await app?.close()
    await database?.drop()
  })
  return {
    auth,
    ids,
    get db() { return built(database).db },
    get app() { return built(app) },
    ...sessionClient(() => built(app), auth),
  }
}
