import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bestTradeExactOut } from '@hapdex/core/amm/bestTradeExactOut'
import { getAmountOut } from '@hapdex/core/amm/getAmountOut'
import { createPairGraph, type PairGraph } from '@hapdex/core/amm/pairGraph'
import { taxedAmountsOut } from '@hapdex/core/amm/taxedTrade'
import { hapTradeTax } from '@hapdex/core/amm/transferTax'
import { createWalletClient, encodeFunctionData, http, maxUint256, type Address, type PublicClient, type WalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { taxedTokenAbi, taxFreeLiquidityAbi, testTokenAbi, uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './abis.ts'
import { deployerAccount, testAccounts } from './accounts.ts'
import { compileContracts } from './compile.ts'
import { startDevnet, type Devnet } from './devnet.ts'
import { devnetSnapshot } from './devnetSnapshot.ts'
import { createTransactionQueue, type TransactionQueue } from './transactionQueue.ts'

/**
 * HAP's trade tax (TaxedToken.sol) on the devnet's real V2 router and pairs: a buy and a sell pay
 * exactly 1.5 % in four shares that add up to the tax, to the wei; wallet transfers and liquidity
 * added or removed through TaxFreeLiquidity pay nothing; the pool's share reaches the pair's
 * reserves through returnToPool. Amounts do not divide evenly, so every rounding shows.
 */

const deadline = 2n ** 40n
const txOptions = { chain: null, gas: 5_000_000n, maxFeePerGas: 100_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n } as const
/** The tax a trade of `amount` pays: each share rounded down on its own, the tax their sum. */
function expectedTax(amount: bigint) {
  const pool = (amount * 25n) / 10_000n
  const eco = (amount * 25n) / 10_000n
  const lp = (amount * 50n) / 10_000n
  const card = (amount * 50n) / 10_000n
  return { pool, eco, lp, card, tax: pool + eco + lp + card }
}

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-taxed-'))
let devnet: Devnet
let client: PublicClient
let queue: TransactionQueue
let trader: { address: Address; wallet: WalletClient }
const receivers = { eco: testAccounts[7]!.address, lp: testAccounts[8]!.address, card: testAccounts[9]!.address }
let hap: Address
let usdt: Address
let liquidity: Address
let pair: Address
let router: Address

const balance = (token: Address, owner: Address) => client.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] })
const balances = (token: Address, owners: Address[]) => Promise.all(owners.map((owner) => balance(token, owner)))
async function reserves(): Promise<{ hap: bigint; usdt: bigint }> {
  const [reserve0, reserve1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
  const token0 = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' })
  return token0.toLowerCase() === hap.toLowerCase() ? { hap: reserve0, usdt: reserve1 } : { hap: reserve1, usdt: reserve0 }
}
async function send(to: Address, data: `0x${string}`) {
  const hash = await trader.wallet.sendTransaction({ ...txOptions, account: trader.wallet.account!, to, data })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`reverted: ${hash}`)
}
async function reverts(from: Address, to: Address, data: `0x${string}`) {
  return client.call({ account: from, to, data }).then(
    () => false,
    () => true,
  )
}

beforeAll(async () => {
  devnet = await startDevnet({ dataDir, snapshotDir: await devnetSnapshot() })
  const compiled = await compileContracts()
  queue = await createTransactionQueue(devnet.rpcUrl, deployerAccount().privateKey)
  client = queue.client
  const v2 = devnet.deployment.chain.exchanges.v2 as { router: Address; factory: Address }
  router = v2.router
  usdt = devnet.deployment.contracts['USDT'] as Address
  hap = await queue.deploy('HAP (taxed)', compiled['TaxedToken']!, ['HAP', 'HAP', 18, receivers.eco, receivers.lp, receivers.card])
  liquidity = await queue.deploy('TaxFreeLiquidity', compiled['TaxFreeLiquidity']!, [router])
  const call = (to: Address, data: `0x${string}`) => queue.send('setup', to, data)
  await call(hap, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setExempt', args: [liquidity, true] }))
  await call(v2.factory, encodeFunctionData({ abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [hap, usdt] }))
  await queue.confirmAll()
  pair = await client.readContract({ address: v2.factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [hap, usdt] })
  await call(hap, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setPair', args: [pair, true] }))
  const account = testAccounts[3]!
  trader = { address: account.address, wallet: createWalletClient({ account: privateKeyToAccount(account.privateKey), transport: http(devnet.rpcUrl) }) }
  await call(hap, encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [trader.address, 10n ** 30n] }))
  await queue.confirmAll()
  for (const token of [hap, usdt, pair])
    for (const spender of [router, liquidity]) await send(token, encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [spender, maxUint256] }))
})

afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('TaxedToken through the V2 router', () => {
  it('adds the first liquidity through TaxFreeLiquidity untaxed: the pair holds every wei sent, and what the router did not take comes back', async () => {
    const [hapBefore, usdtBefore] = [await balance(hap, trader.address), await balance(usdt, trader.address)]
    await send(liquidity, encodeFunctionData({ abi: taxFreeLiquidityAbi, functionName: 'addLiquidity', args: [hap, usdt, 200_000_000_000_000_000_000_007n, 100_000_000_000_000_000_000_003n, 0n, 0n, trader.address, deadline] }))
    expect(await reserves()).toEqual({ hap: 200_000_000_000_000_000_000_007n, usdt: 100_000_000_000_000_000_000_003n })
    expect(await balance(hap, trader.address)).toBe(hapBefore - 200_000_000_000_000_000_000_007n)
    expect(await balance(usdt, trader.address)).toBe(usdtBefore - 100_000_000_000_000_000_000_003n)
    expect(await balances(hap, [receivers.eco, receivers.lp, receivers.card, liquidity])).toEqual([0n, 0n, 0n, 0n])

    // A second deposit off the pool's ratio: the router takes what matches it; the rest returns to the trader.
    const before = await reserves()
    const hapHeld = await balance(hap, trader.address)
    await send(liquidity, encodeFunctionData({ abi: taxFreeLiquidityAbi, functionName: 'addLiquidity', args: [hap, usdt, 3_333_333_333_333_333_333n, 1_000_000_000_000_000_001n, 0n, 0n, trader.address, deadline] }))
    const after = await reserves()
    const hapTaken = after.hap - before.hap
    expect(after.usdt - before.usdt).toBe(1_000_000_000_000_000_001n)
    expect(hapTaken).toBe((1_000_000_000_000_000_001n * before.hap) / before.usdt)
    expect(await balance(hap, trader.address)).toBe(hapHeld - hapTaken)
    expect(await balances(hap, [liquidity, receivers.eco])).toEqual([0n, 0n])
  })

  it('moves tokens between wallets untaxed', async () => {
    const other = testAccounts[4]!.address
    const before = await balance(hap, other)
    await send(hap, encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [other, 1_234_567_890_123_456_789n] }))
    expect(await balance(hap, other)).toBe(before + 1_234_567_890_123_456_789n)
    expect(await balances(hap, [receivers.eco, receivers.lp, receivers.card])).toEqual([0n, 0n, 0n])
  })

  it('taxes a buy 1.5 %: the buyer gets the pair\'s output less the tax, the four shares add up to it', async () => {
    const amountIn = 777_777_777_777_777_777_777n
    const before = await reserves()
    const out = getAmountOut(amountIn, before.usdt, before.hap)
    const { pool, eco, lp, card, tax } = expectedTax(out)
    const held = await balance(hap, trader.address)
    await send(router, encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args: [amountIn, 0n, [usdt, hap], trader.address, deadline] }))
    expect(await balance(hap, trader.address)).toBe(held + out - tax)
    expect(await balances(hap, [receivers.eco, receivers.lp, receivers.card])).toEqual([eco, lp, card])
    expect(await client.readContract({ address: hap, abi: taxedTokenAbi, functionName: 'pendingPool', args: [pair] })).toBe(pool)
    expect(pool + eco + lp + card).toBe(tax)
    // Four shares rounded down on their own: the tax is at most 1.5 % rounded down, and less by at most 3 wei.
    expect((out * 150n) / 10_000n - tax).toBeGreaterThanOrEqual(0n)
    expect((out * 150n) / 10_000n - tax).toBeLessThanOrEqual(3n)
    expect(await reserves()).toEqual({ hap: before.hap - out, usdt: before.usdt + amountIn })
  })

  it('taxes a sell 1.5 %: the pair swaps what reached it, the amount less the tax', async () => {
    const amountIn = 555_555_555_555_555_555_555n
    const before = await reserves()
    const shares = await balances(hap, [receivers.eco, receivers.lp, receivers.card])
    const pending = await client.readContract({ address: hap, abi: taxedTokenAbi, functionName: 'pendingPool', args: [pair] })
    const { pool, eco, lp, card, tax } = expectedTax(amountIn)
    const out = getAmountOut(amountIn - tax, before.hap, before.usdt)
    const usdtHeld = await balance(usdt, trader.address)
    await send(router, encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args: [amountIn, 0n, [hap, usdt], trader.address, deadline] }))
    expect(await balance(usdt, trader.address)).toBe(usdtHeld + out)
    expect(await reserves()).toEqual({ hap: before.hap + amountIn - tax, usdt: before.usdt - out })
    expect(await balances(hap, [receivers.eco, receivers.lp, receivers.card])).toEqual([shares[0]! + eco, shares[1]! + lp, shares[2]! + card])
    expect(await client.readContract({ address: hap, abi: taxedTokenAbi, functionName: 'pendingPool', args: [pair] })).toBe(pending + pool)
  })

  it('a sell through the normal swap function reverts: the pair receives less than the router counted', async () => {
    const data = encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForTokens', args: [10n ** 21n + 1n, 0n, [hap, usdt], trader.address, deadline] })
    expect(await reverts(trader.address, router, data)).toBe(true)
  })

  it('returns the pool\'s share into the pair\'s reserves; only a registered pair can receive one', async () => {
    const pending = await client.readContract({ address: hap, abi: taxedTokenAbi, functionName: 'pendingPool', args: [pair] })
    expect(pending).toBeGreaterThan(0n)
    const before = await reserves()
    await send(hap, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'returnToPool', args: [pair] }))
    expect(await reserves()).toEqual({ hap: before.hap + pending, usdt: before.usdt })
    expect(await client.readContract({ address: hap, abi: taxedTokenAbi, functionName: 'pendingPool', args: [pair] })).toBe(0n)
    expect(await balance(hap, hap)).toBe(0n)
    expect(await reverts(trader.address, hap, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'returnToPool', args: [usdt] }))).toBe(true)
  })

  it('removes liquidity through TaxFreeLiquidity untaxed: the pro-rata amounts to the wei', async () => {
    const lpHeld = await balance(pair, trader.address)
    const burn = lpHeld / 3n + 1n
    const totalSupply = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'totalSupply' })
    const before = await reserves()
    const [hapHeld, usdtHeld] = [await balance(hap, trader.address), await balance(usdt, trader.address)]
    const shares = await balances(hap, [receivers.eco, receivers.lp, receivers.card])
    await send(liquidity, encodeFunctionData({ abi: taxFreeLiquidityAbi, functionName: 'removeLiquidity', args: [hap, usdt, burn, 0n, 0n, trader.address, deadline] }))
    expect(await balance(hap, trader.address)).toBe(hapHeld + (burn * before.hap) / totalSupply)
    expect(await balance(usdt, trader.address)).toBe(usdtHeld + (burn * before.usdt) / totalSupply)
    expect(await balances(hap, [receivers.eco, receivers.lp, receivers.card])).toEqual(shares)
    expect(await balances(hap, [liquidity])).toEqual([0n])
  })

  it('liquidity added through the router itself pays the tax: the token cannot tell it from a sell', async () => {
    const before = await reserves()
    const amount = 9_999_999_999_999_999_999n
    const { tax } = expectedTax(amount)
    await send(router, encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'addLiquidity', args: [hap, usdt, amount, 10n ** 24n, 0n, 0n, trader.address, deadline] }))
    expect((await reserves()).hap).toBe(before.hap + amount - tax)
  })

  it('lets only the owner register pairs, exemptions and receivers, and refuses a zero receiver', async () => {
    const owner = deployerAccount().address
    const calls = [
      encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setPair', args: [trader.address, true] }),
      encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setExempt', args: [trader.address, true] }),
      encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setReceivers', args: [trader.address, trader.address, trader.address] }),
    ]
    for (const data of calls) expect(await reverts(trader.address, hap, data)).toBe(true)
    for (const data of calls) expect(await reverts(owner, hap, data)).toBe(false)
    const zero = '0x0000000000000000000000000000000000000000'
    expect(await reverts(owner, hap, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setReceivers', args: [receivers.eco, zero, receivers.card] }))).toBe(true)
  })

  it('answers taxOf with the shares the transfers take', async () => {
    const amount = 123_456_789_012_345_678_901n
    const [tax, pool, eco, lp, card] = await client.readContract({ address: hap, abi: taxedTokenAbi, functionName: 'taxOf', args: [amount] })
    expect({ tax, pool, eco, lp, card }).toEqual(expectedTax(amount))
  })
})

describe('quotes through the tax against the router', () => {
  const pairsOf: Address[] = []
  let goc: Address
  let btpi: Address
  let factory: Address

  beforeAll(async () => {
    goc = devnet.deployment.contracts['GOC'] as Address
    btpi = devnet.deployment.contracts['BtPi'] as Address
    factory = (devnet.deployment.chain.exchanges.v2 as { factory: Address }).factory
    for (const token of [goc, btpi]) await send(token, encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [router, maxUint256] }))
    await send(btpi, encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [liquidity, maxUint256] }))
    await send(liquidity, encodeFunctionData({ abi: taxFreeLiquidityAbi, functionName: 'addLiquidity', args: [hap, btpi, 300_000n * 10n ** 18n + 11n, 70_000n * 10n ** 18n + 5n, 0n, 0n, trader.address, deadline] }))
    const hapBtpi = await client.readContract({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [hap, btpi] })
    await queue.send('register HAP/BtPi', hap, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setPair', args: [hapBtpi, true] }))
    await queue.confirmAll()
    for (const [a, b] of [[hap, usdt], [usdt, goc], [hap, btpi]] as const) pairsOf.push(await client.readContract({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [a, b] }))
  })

  async function graphNow(): Promise<PairGraph> {
    return createPairGraph(
      await Promise.all(
        pairsOf.map(async (address) => {
          const [token0, token1, [reserve0, reserve1]] = await Promise.all([
            client.readContract({ address, abi: uniswapV2PairAbi, functionName: 'token0' }),
            client.readContract({ address, abi: uniswapV2PairAbi, functionName: 'token1' }),
            client.readContract({ address, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
          ])
          return { address, token0, token1, reserve0, reserve1 }
        }),
      ),
    )
  }
  const taxes = () => new Map([[hap.toLowerCase(), hapTradeTax]])

  /** Swaps exact in through the supporting function, insisting on `minimum`; answers what arrived. */
  async function swap(amountIn: bigint, path: Address[], minimum: bigint): Promise<bigint> {
    const last = path[path.length - 1]!
    const before = await balance(last, trader.address)
    await send(router, encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args: [amountIn, minimum, path, trader.address, deadline] }))
    return (await balance(last, trader.address)) - before
  }

  it('every route through HAP, taxed first, last or in the middle, arrives as quoted, to the wei', async () => {
    const routes: Address[][] = [[usdt, hap], [hap, usdt], [goc, usdt, hap], [hap, usdt, goc], [btpi, hap, usdt], [usdt, hap, btpi]]
    // Amounts from 0.001 to 20,000 tokens, none a round number.
    const amounts = [1_000_000_000_000_003n, 987_654_321_098_765_431n, 12_345_678_901_234_567_891n, 20_000_000_000_000_000_000_017n]
    for (const path of routes)
      for (const amountIn of amounts) {
        const quoted = taxedAmountsOut(await graphNow(), amountIn, path, taxes())
        const promised = quoted[quoted.length - 1]!
        expect({ path, amountIn, arrived: await swap(amountIn, path, promised) }).toEqual({ path, amountIn, arrived: promised })
      }
  })

  it('an exact-out quote through HAP, sent exact in, delivers at least the wanted amount and exactly the quote', async () => {
    for (const wanted of [3_333_333_333_333_333_333n, 123_456_789_123_456_789_123n]) {
      const trade = bestTradeExactOut(await graphNow(), usdt, hap, wanted, { taxes: taxes() })
      if (trade.kind !== 'trade') throw new Error('expected a trade')
      expect(trade.taxed).toBe(true)
      const arrived = await swap(trade.amountIn, [...trade.path], wanted)
      expect(arrived).toBe(trade.amountOut)
      expect(arrived).toBeGreaterThanOrEqual(wanted)
    }
  })
})
