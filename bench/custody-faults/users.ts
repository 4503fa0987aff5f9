import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import { formatUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { account, signIn } from '../../apps/server/src/test/signIn.ts'
import { e18, signAction, userIdOf } from '../../apps/server/src/test/walletTestKit.ts'
import type { BenchChain } from './chain.ts'
import type { World } from './world.ts'

/** USDT on this chain, as the server tests name it. */
export const USDT_ID = 2

export interface Depositor {
  key: PrivateKeyAccount
  auth: string
  id: number
}

export interface SentDeposit {
  user: number
  hash: Hex
  raw: Hex
  amount: bigint
}

export interface PlacedOrder {
  id: string
  user: number
  /** A fresh address per order: what reached it on chain is this order's payout and nothing else. */
  payee: Address
  amount: bigint
}

/**
 * The server tests' `depositor` (withdrawPayerRestore.test.ts): a signed-up user of a fresh key
 * with gas and USDT of its own. Signed up first: a deposit from an unknown address is only held.
 */
export async function depositor(chain: BenchChain, world: World, funds: bigint): Promise<Depositor> {
  const key = privateKeyToAccount(generatePrivateKey())
  await chain.testClient.setBalance({ address: key.address, value: e18 })
  await chain.sendToken(account(1), 'USDT', key.address, funds)
  const auth = await signIn(world.app, key)
  return { key, auth, id: await userIdOf(world.app, auth) }
}

/** The tests' `order`, answering the refusal instead of throwing: under a schedule a refused order is an outcome. */
export async function order(world: World, user: Depositor, amount: bigint): Promise<{ id: string; payee: Address } | { refused: string }> {
  const payee = privateKeyToAccount(generatePrivateKey()).address
  const params = { chain_id: 13 as const, token_id: USDT_ID, amount: formatUnits(amount, 18), address: payee }
  const signed = await signAction(world.app, user.auth, user.key, 'Withdraw Order', withdrawOrderSignedParams(params))
  const response = await world.app.inject({ method: 'POST', url: '/api/withdraw/order', headers: { authorization: user.auth }, payload: { ...params, ...signed } })
  const body = response.json() as { code: number; error?: string; data: { id: number } }
  // String(): PGlite answers a bigint id as a number.
  return body.code === 200 ? { id: String(body.data.id), payee } : { refused: body.error ?? String(body.code) }
}

export async function reportDeposit(world: World, user: Depositor, hash: Hex): Promise<void> {
  await world.app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: user.auth }, payload: { tx_hash: hash } })
}

/** An operator approves or rejects (and so refunds) an order under review, through the console's API. */
export async function review(world: World, id: string, approve: boolean): Promise<void> {
  const url = approve ? '/api/admin/withdraw/approve' : '/api/admin/withdraw/reject'
  await world.app.inject({ method: 'POST', url, headers: { authorization: world.admin }, payload: approve ? { id: Number(id) } : { id: Number(id), reason: 'custody-faults bench' } })
}
