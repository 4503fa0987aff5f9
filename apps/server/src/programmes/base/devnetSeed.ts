import { testAccounts } from '@hapdex/chain/accounts'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { programmeNames } from '@hapdex/core/programmes/programmeConfigs'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { bindRecommender, ensureUser } from '../../modules/user/user.service.ts'
import { creditTreasury, fundPool } from './pools/pools.service.ts'
import { fundedBalance } from './pools/systemBalance.ts'
import { payFromPool } from './pools/payFromPool.ts'
import type { ProgrammeContext } from './programmeContext.ts'
import type { ProgrammeRegistry } from './registry/programmeRegistry.ts'
import { tokenBySymbol } from './programmeTokens.ts'

/** A referrer for the seeded accounts; nobody holds its key, it only heads the demo team. */
export const demoLeader = privateKeyToAccount(keccak256(stringToHex('hapdex devnet demo leader')))

/**
 * Test keys that can use every programme at once: npm start's printed account (0), and two more
 * for the browser suite; key 5 is key 4's referral, so key 4 earns share rewards when 5 mints.
 */
export const seededAccounts = [0, 4, 5] as const
const seededReferrer: Partial<Record<(typeof seededAccounts)[number], number>> = { 5: 4 }

// HAPC: the NFT centre's pay type 1 pays part of the price in it.
// GOC: the circulation market's buyers pay burn fuel in it.
const grants = { HAP: '100000', BtPi: '10000', USDT: '10000', HAPC: '10000', GOC: '1000' } as const

/**
 * `npm start`'s world (devnet only): every programme's configuration stored, the pools funded
 * from the treasury, and the seeded accounts registered under the demo leader with custodial
 * balances, so a new user can mint at once. Idempotent: a restart changes nothing.
 */
export async function seedDevnetProgrammes(ctx: ProgrammeContext, registry: ProgrammeRegistry): Promise<void> {
  const devnetConfig = new Map(registry.programmes.map((programme) => [programme.name, programme.devnet?.config ?? {}]))
  for (const name of programmeNames) {
    const { version } = await ctx.configs.view(name)
    // Applied once, before any operator change.
    await ctx.configs.save(name, version === 0 ? (devnetConfig.get(name) ?? {}) : {}, 'devnet-seed')
  }
  for (const { pool, symbol, amount } of registry.programmes.flatMap((programme) => programme.devnet?.pools ?? [])) {
    const token = await tokenBySymbol(ctx, symbol)
    if ((await fundedBalance(ctx.db, pool, token.id)) > 0n) continue
    const value = parseAmount(amount, token.decimals)
    await creditTreasury(ctx, { tokenId: token.id, amount: value, by: 'devnet-seed', memo: pool, key: `devnet-seed:${pool}:${symbol}` })
    await fundPool(ctx, { pool, tokenId: token.id, amount: value, by: 'devnet-seed', key: `devnet-seed:${pool}:${symbol}` })
  }
  const { user: leader } = await ensureUser(ctx.db, demoLeader.address)
  const byIndex = new Map<number, number>()
  for (const index of seededAccounts) {
    const { user } = await ensureUser(ctx.db, testAccounts[index]!.address)
    byIndex.set(index, user.id)
    const referrer = seededReferrer[index]
    if (user.parent_id === 0) await bindRecommender(ctx.db, user.id, referrer === undefined ? demoLeader.address : testAccounts[referrer]!.address)
    for (const [symbol, amount] of Object.entries(grants)) await grant(ctx, user.id, symbol, amount)
  }
  for (const programme of registry.programmes) await programme.devnet?.seed?.(ctx, { leaderId: leader.id, byIndex })
}

/** Treasury to a seeded user's usable balance, once per user and token. */
async function grant(ctx: ProgrammeContext, userId: number, symbol: string, amount: string): Promise<void> {
  const token = await tokenBySymbol(ctx, symbol)
  const value = parseAmount(amount, token.decimals)
  const key = `devnet-grant:${userId}:${token.id}`
  const posted = await ctx.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', key).executeTakeFirst()
  if (posted !== undefined) return
  await creditTreasury(ctx, { tokenId: token.id, amount: value, by: 'devnet-seed', memo: 'welcome grant', key })
  await ctx.db.transaction().execute((trx) =>
    payFromPool(trx, {
      pool: 'treasury',
      tokenId: token.id,
      idempotencyKey: key,
      kind: 'welcome_grant',
      credits: [{ userId, purpose: 'usable', amount: value }],
      bills: [{ userId, tokenId: token.id, behavior: billBehaviors.welcomeGrant, amount: value, usableChange: value }],
    }),
  )
}
