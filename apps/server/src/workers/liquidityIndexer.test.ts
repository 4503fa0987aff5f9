import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shareByTier } from '@hapdex/core/rules/equityCards'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { stakingRewardsAbi, taxedTokenAbi, testTokenAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '@hapdex/chain/abis'
import { deployerAccount, testAccounts, tradeTaxAccounts } from '@hapdex/chain/accounts'
import { loadStakingRewardsArtifact } from '@hapdex/chain/artifacts'
import { startDevnet, type Devnet } from '@hapdex/chain/devnet'
import { devnetSnapshot } from '@hapdex/chain/devnetSnapshot'
import { createTransactionQueue, devnetGasLimit } from '@hapdex/chain/transactionQueue'
import { sql } from 'kysely'
import { createPublicClient, createTestClient, createWalletClient, encodeFunctionData, getAddress, http, maxUint256, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createTokenContext } from '../modules/token/tokenContext.ts'
import { ensureUser } from '../modules/user/user.service.ts'
import { manualClock } from '../programmes/base/clock.ts'
import { creditTreasury, fundPool } from '../programmes/base/pools/pools.service.ts'
import { createSettlementRunner } from '../programmes/base/settlement/settlementRunner.ts'
import { cardsTables } from '../programmes/cards/cards.table.ts'
import { cardsDaily } from '../programmes/cards/cardsDaily.ts'
import { programmeTestApp, tokenIds } from '../test/programmeTestKit.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { indexLiquidityOnce } from './liquidityIndexer.ts'
import { indexPairsOnce } from './pairIndexer.ts'
import { createPoolKeeperContext, returnPoolSharesOnce } from './poolKeeper.ts'
import { poolKeeperTables } from './poolKeeper.table.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-liquidity-'))
let devnet: Devnet
let chain: ChainConfig
const deployer = deployerAccount().address
const trader = privateKeyToAccount(testAccounts[2]!.privateKey)
const lpReceiver = testAccounts[4]!.address
const client = () => createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })
const contract = (symbol: string) => devnet.deployment.contracts[symbol] as Address
const hapPairs = () => Object.values(devnet.deployment.pairs).flatMap((pairs) => Object.entries(pairs).filter(([key]) => key.split('/').includes('HAP')).map(([, pair]) => getAddress(pair)))

beforeAll(async () => {
  devnet = await startDevnet({ dataDir, snapshotDir: await devnetSnapshot() })
  const usdtHap = devnet.deployment.pairs.v2['USDT/HAP'] as Address
  // Liquidity mining on a HAP pair: the devnet's own staking takes WBNB/BtPi LP, so this test deploys one that takes USDT/HAP's.
  const queue = await createTransactionQueue(devnet.rpcUrl, deployerAccount().privateKey)
  const staking = await queue.deploy('StakingRewards (USDT/HAP)', loadStakingRewardsArtifact(), [deployer, contract('HAP'), usdtHap])
  chain = { ...devnet.deployment.chain, stakingRewards: staking }
  const lp = (whole: string) => parseUnits(whole, 18)
  await queue.send('approve stake', usdtHap, encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [staking, maxUint256] }))
  await queue.send('stake', staking, encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'stake', args: [lp('1000')] }))
  await queue.send('withdraw', staking, encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'withdraw', args: [lp('250')] }))
  // LP moved wallet to wallet, and trades through HAP's pairs (each one taxed): a buy and a sell.
  await queue.send('lp to key 4', usdtHap, encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [lpReceiver, lp('777')] }))
  const wallet = createWalletClient({ account: trader, chain: foundry, transport: http(devnet.rpcUrl) })
  const router = chain.exchanges.v2.router as Address
  for (const symbol of ['USDT', 'HAP']) await client().waitForTransactionReceipt({ hash: await wallet.writeContract({ address: contract(symbol), abi: testTokenAbi, functionName: 'approve', args: [router, maxUint256] }) })
  for (const path of [[contract('USDT'), contract('HAP')], [contract('HAP'), contract('USDT')]]) {
    const hash = await wallet.writeContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args: [parseUnits('1234.567', 18), 0n, path, trader.address, 2n ** 40n], gas: devnetGasLimit.call })
    await client().waitForTransactionReceipt({ hash })
  }
})

afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * The liquidity indexer, then the pool keeper (poolKeeper.ts), on this file's devnet and, for each
 * test, a database of each kind: a devnet start is what CI pays for, a copy of the migrated
 * template little. Key 7 pays the keeper's gas.
 */
describe.each(testDatabases)('liquidity indexer and pool keeper on the devnet, on $name', ({ create }) => {
  let database: TestDatabase
  // The keeper test indexes the chain too, and the indexer test counts what its own first pass finds.
  beforeEach(async () => {
    database = await create()
  })
  afterEach(async () => {
    await database?.drop()
  })

  it("indexes HAP pairs' LP (held and staked) and the trade tax from real logs, and cards.daily pays key 0's card from them", async () => {
    const db = database.db
    const ctx = createTokenContext({ db, chain, reorgDepth: 3 })
    await indexPairsOnce(ctx)
    const pass = await indexLiquidityOnce(ctx)
    expect(pass?.liquidityEvents).toBeGreaterThan(0)
    // Every buy and sell so far (beforeAll's two, and the keeper test's on whichever database kinds it has run).
    const onChain = await client().getContractEvents({ address: contract('HAP'), abi: taxedTokenAbi, eventName: 'Taxed', fromBlock: 0n })
    expect(onChain.length).toBeGreaterThanOrEqual(2)
    expect(pass?.taxEvents).toBe(onChain.length)
    // A second pass re-reads the last blocks and adds nothing.
    expect(await indexLiquidityOnce(ctx)).toMatchObject({ liquidityEvents: 0, taxEvents: 0, removed: 0 })

    const indexed = (await db.selectFrom('liquidity_pairs').select('pair').execute()).map((row) => row.pair).sort()
    expect(indexed).toEqual(hapPairs().map((pair) => getAddress(pair)).sort())
    expect(await db.selectFrom('liquidity_staking').select(['staking', 'pair']).execute()).toEqual([{ staking: getAddress(chain.stakingRewards!), pair: getAddress(devnet.deployment.pairs.v2['USDT/HAP']!) }])
    const balanceOf = async (pair: string, holder: string) => {
      const { rows } = await sql<{ balance: string | null }>`select sum(delta)::text as balance from liquidity_events where pair = ${pair} and holder = ${holder}`.execute(db)
      return BigInt(rows[0]?.balance ?? '0')
    }
    const staked = parseUnits('750', 18)
    for (const pair of hapPairs()) {
      const supply = () => client().readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'totalSupply' })
      const held = (holder: Address) => client().readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'balanceOf', args: [holder] })
      const isStaked = pair === getAddress(devnet.deployment.pairs.v2['USDT/HAP']!)
      expect(-(await balanceOf(pair, '0x0000000000000000000000000000000000000000'))).toBe(await supply())
      // Key 0 (the deployer) holds what balanceOf says, plus what it has staked.
      expect(await balanceOf(pair, getAddress(deployer))).toBe((await held(deployer)) + (isStaked ? staked : 0n))
      expect(await balanceOf(pair, getAddress(lpReceiver))).toBe(await held(lpReceiver))
    }

    // The trade tax: the shares indexed are what the receivers hold, to the wei.
    const taxes = await db.selectFrom('trade_tax_events').select(['amount', 'lp_dividend', 'card_dividend', 'block_time']).execute()
    const hapBalance = (holder: Address) => client().readContract({ address: contract('HAP'), abi: taxedTokenAbi, functionName: 'balanceOf', args: [holder] })
    expect(taxes.reduce((sum, row) => sum + BigInt(row.lp_dividend), 0n)).toBe(await hapBalance(tradeTaxAccounts.lpDividend.address))
    expect(taxes.reduce((sum, row) => sum + BigInt(row.card_dividend), 0n)).toBe(await hapBalance(tradeTaxAccounts.cardDividend.address))
    for (const row of taxes) {
      const [, , , lp, card] = await client().readContract({ address: contract('HAP'), abi: taxedTokenAbi, functionName: 'taxOf', args: [BigInt(row.amount)] })
      expect([BigInt(row.lp_dividend), BigInt(row.card_dividend)]).toEqual([lp, card])
    }

    // cards.daily on these figures: key 0 (npm start's test key) holds the pools' LP, so it holds a card and is paid the day's card dividend.
    const tradeDay = taxes[0]!.block_time.toISOString().slice(0, 10)
    const app = await programmeTestApp(db, {}, new Date(Date.parse(`${tradeDay}T00:00:00Z`) + 86_400_000 + 3_600_000), chain)
    try {
      const programmes = app.programmes.ctx
      const { user } = await ensureUser(db, deployer)
      for (const pool of ['cards_lp_pool', 'cards_card_pool']) {
        const move = { tokenId: tokenIds.HAP, amount: 1_000_000n * 10n ** 18n, by: 'test', key: `devnet-${pool}` }
        await creditTreasury(programmes, move)
        await fundPool(programmes, { ...move, pool })
      }
      // The passes above started at the system clock's now, within the trade's day: the day waits for a pass that starts after its end.
      const runner = createSettlementRunner(programmes, [cardsDaily])
      expect(await runner.settleDay('cards.daily', tradeDay)).toMatchObject({ status: 'waiting', transaction_id: null })
      const indexer = createTokenContext({ db, chain, reorgDepth: 3, clock: programmes.clock })
      await indexPairsOnce(indexer)
      await indexLiquidityOnce(indexer)
      const run = await runner.settleDay('cards.daily', tradeDay)
      expect(run).toMatchObject({ status: 'done', users: 1 })
      const card = await cardsTables(db).selectFrom('cards_days').select(['star', 'card_dividend']).where('user_id', '=', user.id).executeTakeFirstOrThrow()
      expect(card.star).toBeGreaterThanOrEqual(1)
      const dayCard = taxes.filter((row) => row.block_time.toISOString().slice(0, 10) === tradeDay).reduce((sum, row) => sum + BigInt(row.card_dividend), 0n)
      const expected = shareByTier(dayCard, new Map([[user.id, card.star]])).paid.get(user.id)!
      expect(expected).toBeGreaterThan(0n)
      expect(BigInt(card.card_dividend)).toBe(expected)
      const balances = await db.selectFrom('ledger_accounts').select(['purpose', 'balance']).where('owner_kind', '=', 'user').where('owner_id', '=', user.id).where('purpose', 'like', 'cards_%').execute()
      expect(new Map(balances.map((row) => [row.purpose, BigInt(row.balance) > 0n]))).toEqual(new Map([['cards_card_dividend', true], ['cards_lp_dividend', true]]))
      expect(balances.find((row) => row.purpose === 'cards_card_dividend')?.balance).toBe(expected.toString())
    } finally {
      await app.app.close()
    }
  }, 120_000)

  it("returns a pair's held pool share into the pair to the wei, once while its call is pending (a restart too), then once per interval", async () => {
    const rpc = createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    try {
      const db = database.db
      const clock = manualClock(new Date('2026-03-10T08:00:00Z'))
      await indexPairsOnce(createTokenContext({ db, chain, reorgDepth: 3, clock }))
      await indexLiquidityOnce(createTokenContext({ db, chain, reorgDepth: 3, clock }))
      const config = loadConfig({ LOG_LEVEL: 'silent', POOL_KEEPER_KEY: testAccounts[7]!.privateKey, POOL_KEEPER_MIN_SHARE: '0.5', POOL_KEEPER_INTERVAL_SECONDS: '600' })
      const keeperOf = () => createPoolKeeperContext({ db, config, chain, clock })!
      const pair = getAddress(devnet.deployment.pairs.v2['USDT/HAP']!)
      const hapIsToken0 = (await client().readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' })) === getAddress(contract('HAP'))
      const hapReserve = async () => (await client().readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }))[hapIsToken0 ? 0 : 1]
      const held = () => client().readContract({ address: contract('HAP'), abi: taxedTokenAbi, functionName: 'pendingPool', args: [pair] })
      const sell = async (amount: string) => {
        const wallet = createWalletClient({ account: trader, chain: foundry, transport: http(devnet.rpcUrl) })
        const hash = await wallet.writeContract({ address: chain.exchanges.v2.router as Address, abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args: [parseUnits(amount, 18), 0n, [contract('HAP'), contract('USDT')], trader.address, 2n ** 40n], gas: devnetGasLimit.call })
        // A reverted sell leaves no share: say so here rather than as a missing call later.
        expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
      }

      // A sell leaves 0.25 % of it in the token for the pair (with what earlier trades left): above the 0.5 HAP threshold.
      await sell('777.777777777777777777')
      const share = await held()
      expect(share).toBeGreaterThan(parseUnits('0.5', 18))
      const reserveBefore = await hapReserve()
      await rpc.setAutomine(false)
      const first = await returnPoolSharesOnce(keeperOf())
      expect(first.sent).toEqual([{ pair, held: share, txHash: expect.any(String) }])
      // Its call waits in the mempool: neither the next pass nor a restarted keeper signs another.
      expect(await returnPoolSharesOnce(keeperOf())).toEqual({ settled: [], sent: [], refused: [] })
      await rpc.mine({ blocks: 1 })
      await rpc.setAutomine(true)
      expect(await returnPoolSharesOnce(keeperOf())).toEqual({ settled: [{ pair, status: 'mined' }], sent: [], refused: [] })
      expect(await hapReserve()).toBe(reserveBefore + share)
      expect(await held()).toBe(0n)
      const pairBalance = await client().readContract({ address: contract('HAP'), abi: taxedTokenAbi, functionName: 'balanceOf', args: [pair] })
      expect(pairBalance).toBe(await hapReserve())

      // Within the interval a new share waits; once it has passed, the share goes in.
      await sell('333.333333333333333333')
      expect(await returnPoolSharesOnce(keeperOf())).toEqual({ settled: [], sent: [], refused: [] })
      clock.advance(600)
      const second = await held()
      const before = await hapReserve()
      const { sent } = await returnPoolSharesOnce(keeperOf())
      expect(sent).toMatchObject([{ pair, held: second }])
      // anvil answers a raw transaction once it is in the pool, before its automined block: under load a read can come first.
      await client().waitForTransactionReceipt({ hash: sent[0]!.txHash })
      expect(await hapReserve()).toBe(before + second)
      expect(await held()).toBe(0n)

      // With no gas the node refuses the call: its reason is kept on the call and told once; the
      // call is sent again each pass, never signed twice, and goes in once the key has gas.
      const keeperKey = testAccounts[7]!.address as Address
      const gas = await client().getBalance({ address: keeperKey })
      await sell('444.444444444444444444')
      clock.advance(600)
      const third = await held()
      await rpc.setBalance({ address: keeperKey, value: 0n })
      const refusedPass = await returnPoolSharesOnce(keeperOf())
      expect(refusedPass.sent).toMatchObject([{ pair, held: third }])
      expect(refusedPass.refused).toEqual([{ pair, reason: expect.stringMatching(/insufficient funds/i) }])
      const stored = () => poolKeeperTables(db).selectFrom('pool_keeper_calls').select(['status', 'node_refusal']).where('tx_hash', '=', refusedPass.sent[0]!.txHash).executeTakeFirstOrThrow()
      expect(await stored()).toEqual({ status: 'pending', node_refusal: refusedPass.refused[0]!.reason })
      expect(await returnPoolSharesOnce(keeperOf())).toEqual({ settled: [], sent: [], refused: [] })
      await rpc.setBalance({ address: keeperKey, value: gas })
      expect(await returnPoolSharesOnce(keeperOf())).toEqual({ settled: [], sent: [], refused: [] })
      await client().waitForTransactionReceipt({ hash: refusedPass.sent[0]!.txHash })
      expect(await returnPoolSharesOnce(keeperOf())).toEqual({ settled: [{ pair, status: 'mined' }], sent: [], refused: [] })
      expect(await stored()).toEqual({ status: 'mined', node_refusal: null })
      expect(await held()).toBe(0n)
    } finally {
      await rpc.setAutomine(true)
    }
  }, 60_000)
})
