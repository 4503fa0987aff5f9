/**
 * The herd's people, made through the server's own functions (users, binds, levels, sessions,
 * deposits), so the tree, closure table and ledger are as the API would have left them: a
 * genesis partner at the top, LEADERS partners under it, and the buyers spread under those.
 */
import type { Hex } from 'viem'
import { insertSession } from '../../apps/server/src/auth/auth.repo.ts'
import { hashSessionToken, newSessionToken } from '../../apps/server/src/auth/sessionToken.ts'
import type { Db } from '../../apps/server/src/db/database.ts'
import { setTeamLevel } from '../../apps/server/src/modules/invite/invite.repo.ts'
import { bindRecommender, ensureUser } from '../../apps/server/src/modules/user/user.service.ts'
import { creditForTest } from '../../apps/server/src/test/walletTestKit.ts'
import { newBenchKey } from '../api/serverKit.ts'

export interface Buyer {
  id: number
  key: Hex
  authorization: string
}

const SESSION_MS = 24 * 3_600_000

/** Runs `task` over `items`, `width` at a time: set-up speed without one connection per user. */
export async function eachInParallel<T>(items: T[], width: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) await task(items[index] as T, index)
  }
  await Promise.all(Array.from({ length: width }, lane))
}

async function newUser(db: Db, parentAddress: string | undefined) {
  const { key, address } = newBenchKey()
  const { user } = await ensureUser(db, address)
  if (parentAddress !== undefined) await bindRecommender(db, user.id, parentAddress)
  return { id: user.id, key, address }
}

/** A session as a sign-in leaves it (only the token's hash is stored). */
async function signedIn(db: Db, address: string): Promise<string> {
  const token = newSessionToken()
  await insertSession(db, { tokenHash: hashSessionToken(token), address, expiresAt: new Date(Date.now() + SESSION_MS), console: false })
  return `Bearer ${token}`
}

/** The genesis partner and its partners, each with its level set as an operator would. */
export async function makeLeaders(db: Db, leaders: number): Promise<string[]> {
  const genesis = await newUser(db, undefined)
  await setTeamLevel(db, genesis.id, 2)
  const addresses: string[] = []
  for (let i = 0; i < leaders; i++) {
    const leader = await newUser(db, genesis.address)
    await setTeamLevel(db, leader.id, 1)
    addresses.push(leader.address)
  }
  return addresses
}

/** Signed-in buyers, round robin under the leaders, each holding `credit` of the pay token. */
export async function makeBuyers(db: Db, count: number, leaders: string[], tokenId: number, credit: bigint, width: number): Promise<Buyer[]> {
  const buyers: Buyer[] = new Array<Buyer>(count)
  await eachInParallel(Array.from({ length: count }, (_, i) => i), width, async (i) => {
    const { id, key, address } = await newUser(db, leaders[i % leaders.length])
    await creditForTest(db, id, tokenId, credit, `herd-${id}`)
    buyers[i] = { id, key, authorization: await signedIn(db, address) }
  })
  return buyers
}
