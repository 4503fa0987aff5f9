/**
 * The server side of bench/herd/run.ts (bench/api/serve.ts's pattern and pieces): a fresh
 * PostgreSQL database with the partner programme's rounds open, a funded partner_pool, the
 * herd's signed-in buyers and one pre-signed `Partner Buy` each; then the API workers.
 */
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { partnerBuySignedParams } from '@hapdex/core/api/partner'
import { buildApp } from '../../apps/server/src/app.ts'
import { createDb, DEFAULT_POOL_MAX } from '../../apps/server/src/db/createDb.ts'
import type { Db } from '../../apps/server/src/db/database.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { createProgrammes } from '../../apps/server/src/programmes/base/createProgrammes.ts'
import { creditTreasury, fundPool } from '../../apps/server/src/programmes/base/pools/pools.service.ts'
import type { ProgrammeContext } from '../../apps/server/src/programmes/base/programmeContext.ts'
import { tokenBySymbol } from '../../apps/server/src/programmes/base/programmeTokens.ts'
import { createRound } from '../../apps/server/src/programmes/partner/partnerAdmin.ts'
import { programmeList } from '../../apps/server/src/programmes/programmeList.ts'
import { parsePositiveAmount } from '../../apps/server/src/modules/wallet/tokenCatalog.ts'
import { walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'
import { serveInstance, type InstanceSetup } from '../api/instance.ts'
import { adminUrl, announceReady, benchConfig, benchDatabase, forkInstances, freePort, signActionWithKey } from '../api/serverKit.ts'
import type { HerdRequests, HerdRound } from './herdFile.ts'
import { makeBuyers, makeLeaders, type Buyer } from './population.ts'

const poolMax = Number(process.env['BENCH_POOL_MAX'] ?? DEFAULT_POOL_MAX)
const instances = Number(process.env['BENCH_INSTANCES'] ?? 1)
const buyerCount = Number(process.env['BENCH_BUYERS'] ?? 10_000)
const leaderCount = Number(process.env['BENCH_LEADERS'] ?? 50)
const bodiesFile = process.argv[2] ?? '/tmp/hapdex-herd.json'
const SET_UP_CONNECTIONS = 8

if (cluster.isPrimary) await runPrimary()
else await serveInstance(JSON.parse(process.env['BENCH_INSTANCE'] ?? '{}') as InstanceSetup, benchConfig())

async function runPrimary(): Promise<void> {
  const { name, url: dbUrl } = await benchDatabase('hapdex_herd')
  const db = createDb(dbUrl, { poolMax: SET_UP_CONNECTIONS })
  await migrateToLatest(db)
  const config = benchConfig()
  const programmes = createProgrammes({ config, db, chain: walletTestChain, definitions: programmeList })
  // buildApp registers the programmes' pool accounts; the workers serve, this app never listens.
  await (await buildApp({ config, db, chain: walletTestChain, programmes })).close()
  const ctx = programmes.ctx
  const token = await tokenBySymbol(ctx, (await ctx.configs.get('partner')).pay_token)
  const rounds = await openRounds(ctx)
  await fund(ctx, token.id, 10n ** 30n)

  const started = performance.now()
  const leaders = await makeLeaders(db, leaderCount)
  // Enough for any one seat, not for two: a buyer charged twice would show as a refusal or a negative balance.
  const highest = rounds.map((round) => parsePositiveAmount(round.pay_amount, token)).reduce((max, price) => (price > max ? price : max), 0n)
  const credit = 2n * highest - 1n
  const buyers = await makeBuyers(db, buyerCount, leaders, token.id, credit, SET_UP_CONNECTIONS)
  console.error(`herd: ${buyerCount} buyers under ${leaderCount} partners made in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await writeSignedBuys(db, buyers, rounds, credit)
  await db.destroy()

  const appPort = await freePort()
  const setup: InstanceSetup = { dbUrl, poolMax, barePort: await freePort(), appPort }
  const workers = await forkInstances(setup, instances)
  await announceReady(workers, { appUrl: `http://127.0.0.1:${appPort}`, dbUrl, dbName: name, adminUrl, bodiesFile, rounds, instances, poolMax, leaders: leaderCount })
}

/** One open round per configured phase (30 / 60 / 110 seats by default), as an operator opens them. */
async function openRounds(ctx: ProgrammeContext): Promise<HerdRound[]> {
  const now = Date.now()
  const { phases } = await ctx.configs.get('partner')
  const window = { begin_time: new Date(now - 60_000).toISOString(), end_time: new Date(now + 86_400_000).toISOString() }
  const rounds = await Promise.all(phases.map((_, i) => createRound(ctx, { phase: i + 1, ...window, idempotency_key: `herd-${i + 1}` }, 'bench')))
  return rounds.map(({ id, pay_amount, max_recruit }) => ({ id, pay_amount, max_recruit }))
}

/** partner_pool pays every seat's rewards at purchase: funded far beyond 200 seats' worth. */
async function fund(ctx: ProgrammeContext, tokenId: number, amount: bigint): Promise<void> {
  await creditTreasury(ctx, { tokenId, amount, by: 'bench', key: 'herd-treasury' })
  await fundPool(ctx, { pool: 'partner_pool', tokenId, amount, by: 'bench', key: 'herd-pool' })
}

/** Buyers are spread over the rounds by their seats, so every round is oversubscribed alike. */
function roundOf(rounds: HerdRound[], index: number): HerdRound {
  const seats = rounds.reduce((sum, round) => sum + round.max_recruit, 0)
  let slot = index % seats
  for (const round of rounds) {
    if (slot < round.max_recruit) return round
    slot -= round.max_recruit
  }
  throw new Error('no round')
}

/** Nonces are inserted directly (issuing one is a single INSERT); signing uses libsecp256k1. */
async function writeSignedBuys(db: Db, buyers: Buyer[], rounds: HerdRound[], credit: bigint): Promise<void> {
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString()
  const requests = buyers.map((buyer, i) => {
    const round = roundOf(rounds, i)
    const params = { round_id: round.id, pay_amount: round.pay_amount }
    const nonce = randomBytes(16).toString('hex')
    const signature = signActionWithKey(buyer.key, { title: 'Partner Buy', params: partnerBuySignedParams(params), nonce, expiresAt })
    return { nonce, authorization: buyer.authorization, body: JSON.stringify({ ...params, nonce, expires_at: expiresAt, signature }) }
  })
  const nonceRows = requests.map(({ nonce }, i) => ({ nonce, user_id: buyers[i]?.id ?? 0, expires_at: new Date(expiresAt) }))
  for (let i = 0; i < nonceRows.length; i += 1000) await db.insertInto('action_nonces').values(nonceRows.slice(i, i + 1000)).execute()
  const file: HerdRequests = { credit: credit.toString(), buyerIds: buyers.map((buyer) => buyer.id), requests: requests.map(({ authorization, body }) => ({ authorization, body })) }
  writeFileSync(bodiesFile, JSON.stringify(file))
}
