import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testTokenAbi, uniswapV2RouterAbi } from '@hapdex/chain/abis'
import { testAccounts } from '@hapdex/chain/accounts'
import { startDevnet, type Devnet } from '@hapdex/chain/devnet'
import { devnetSnapshot } from '@hapdex/chain/devnetSnapshot'
import { devnetGasLimit } from '@hapdex/chain/transactionQueue'
import { createPublicClient, createTestClient, createWalletClient, http, maxUint256, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenContext } from '../../modules/token/tokenContext.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { chainPriceSource } from './prices.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-prices-'))
let devnet: Devnet
let database: TestDatabase
const trader = privateKeyToAccount(testAccounts[2]!.privateKey)

beforeAll(async () => {
  devnet = await startDevnet({ dataDir, snapshotDir: await devnetSnapshot() })
  database = await testDatabases[0]!.create()
})

afterAll(async () => {
  await database?.drop()
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * A late settlement day is priced at the chain's last block before its end (decision 0045): read
 * at that block, a swap made after the day's end does not move the day's price.
 */
describe('chain prices at a moment', () => {
  it('reads the pairs at the last block before the moment, not at the latest', async () => {
    const chain = devnet.deployment.chain
    const contracts = devnet.deployment.contracts as Record<string, Address>
    const client = createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })
    const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    const wallet = createWalletClient({ account: trader, chain: foundry, transport: http(devnet.rpcUrl) })
    const prices = chainPriceSource(createTokenContext({ db: database.db, chain }))
    const before = await prices.usdPrice('BGC')
    expect(before).toBeDefined()

    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: contracts.USDT!, abi: testTokenAbi, functionName: 'approve', args: [chain.exchanges.v1.router as Address, maxUint256] }) })
    // The day ends 100 s after the latest block; the swap is mined 500 s after it. (Read after the
    // approval: a devnet started from an older snapshot stamps its next block with the wall clock.)
    const latest = await client.getBlock({ blockTag: 'latest' })
    const dayEnd = new Date(Number(latest.timestamp + 100n) * 1000)
    await testClient.setNextBlockTimestamp({ timestamp: latest.timestamp + 500n })
    const swap = await wallet.writeContract({
      address: chain.exchanges.v1.router as Address,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [parseUnits('5000', 18), 0n, [contracts.USDT!, contracts.BGC!], trader.address, 2n ** 40n],
      gas: devnetGasLimit.call,
    })
    expect((await client.waitForTransactionReceipt({ hash: swap })).status).toBe('success')

    const atDayEnd = await prices.priceBefore!('BGC', dayEnd)
    const afterSwap = await prices.priceBefore!('BGC', new Date(Number(latest.timestamp + 501n) * 1000))
    // Exact fractions: the day's price is the reserves before the swap, the later moment's after it.
    expect(atDayEnd).toEqual(before)
    expect(afterSwap).not.toEqual(before)
    expect(afterSwap!.numerator * before!.denominator).toBeGreaterThan(before!.numerator * afterSwap!.denominator)
  })
})
