import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAmountOut } from '@hapdex/core/amm/getAmountOut'
import { deployment as deploymentSchema, type Deployment } from '@hapdex/core/chain/chainConfig'
import { tokenList } from '@hapdex/core/chain/tokenList'
import { createPublicClient, createWalletClient, http, parseEventLogs, parseUnits, zeroAddress, type Address, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feeOnTransferTokenAbi, stakingRewardsAbi, testTokenAbi, uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './abis.ts'
import { testAccounts } from './accounts.ts'
import { devnetStaking, devnetTokens, fundingPerAccount } from './devnetPlan.ts'
import { startDevnet, tokenListPathOf, type Devnet } from './devnet.ts'
import { toViemChain } from './viemChain.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-devnet-'))
let devnet: Devnet
let client: PublicClient
let deployment: Deployment

beforeAll(async () => {
  devnet = await startDevnet({ dataDir, port: 0, persist: true })
  deployment = devnet.deployment
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
})

afterAll(async () => {
  await devnet.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const contract = (name: string) => {
  const found = deployment.contracts[name]
  if (found === undefined) throw new Error(`no contract ${name}`)
  return found as Address
}

/** The router's answer recomputed from on-chain reserves with the core AMM maths. */
async function expectedAmountsOut(exchange: 'v1' | 'v2', amountIn: bigint, path: readonly Address[]): Promise<bigint[]> {
  const factory = deployment.chain.exchanges[exchange].factory as Address
  const amounts = [amountIn]
  for (let hop = 0; hop < path.length - 1; hop++) {
    const [tokenIn, tokenOut] = [path[hop] as Address, path[hop + 1] as Address]
    const pair = await client.readContract({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [tokenIn, tokenOut] })
    const [reserve0, reserve1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
    const token0 = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' })
    const [reserveIn, reserveOut] = token0.toLowerCase() === tokenIn.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
    amounts.push(getAmountOut(amounts[hop] as bigint, reserveIn, reserveOut))
  }
  return amounts
}

describe('startDevnet (fresh data dir)', () => {
  it('writes a deployment that parses', () => {
    const written: unknown = JSON.parse(readFileSync(join(dataDir, 'deployments', '31337.json'), 'utf8'))
    expect(deploymentSchema.parse(written)).toEqual(deployment)
    expect(deployment.chain).toMatchObject({ key: 'devnet', chainId: 31337, rpcUrls: [devnet.rpcUrl], explorerUrl: '' })
    expect(deployment.chain.tokens.map((token) => token.symbol)).toEqual(['WBNB', ...devnetTokens.map((token) => token.symbol)])
    expect(deployment.chain.excludedToken).toBe(contract('BLOCK'))
    expect(deployment.chain.exchanges.v1.defaultTokens).not.toEqual(deployment.chain.exchanges.v2.defaultTokens)
  })

  it.each(['v1', 'v2'] as const)('writes the %s token list in the token-lists format, with the deployed addresses', (exchange) => {
    const path = tokenListPathOf(dataDir, 31337, exchange)
    expect(path).toBe(join(dataDir, 'deployments', 'tokenlists', `31337-${exchange}.json`))
    const list = tokenList.parse(JSON.parse(readFileSync(path, 'utf8')))
    expect(list.name).toBe(`hapdex ${exchange.toUpperCase()}`)
    expect(list.timestamp).toBe(deployment.deployedAt)
    expect(list.tokens[0]).toMatchObject({ chainId: 31337, symbol: 'WBNB', address: deployment.chain.wrappedNative, logoURI: '/tokens/WBNB.svg' })
    const defaults = deployment.chain.exchanges[exchange].defaultTokens.map((address) => address.toLowerCase())
    expect(list.tokens.slice(1).map((token) => token.address.toLowerCase())).toEqual(defaults.filter((address) => address !== deployment.chain.wrappedNative.toLowerCase()))
  })

  it.each([
    ['v1', ['USDT', 'HAP']],
    ['v1', ['HAPB', 'HAP', 'USDT']],
    ['v2', ['USDT', 'HAP']],
    ['v2', ['HAPC', 'HAP', 'USDT']],
    ['v2', ['WBNB', 'USDT', 'BtPi']],
  ] as const)('%s router getAmountsOut follows %j to the wei', async (exchange, symbols) => {
    const path = symbols.map(contract)
    const amountIn = parseUnits('1000', 18)
    const amounts = await client.readContract({
      address: deployment.chain.exchanges[exchange].router as Address,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    expect(amounts).toHaveLength(path.length)
    expect(amounts.at(-1)).toBeGreaterThan(0n)
    expect(amounts).toEqual(await expectedAmountsOut(exchange, amountIn, path))
  })

  it('prices pools realistically (1 BNB ≈ 600 USDT, 1 HAP ≈ 0.5 USDT on V1)', async () => {
    const router = deployment.chain.exchanges.v1.router as Address
    const quote = async (from: string, to: string) =>
      (await client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [parseUnits('1', 18), [contract(from), contract(to)]] }))[1] ?? 0n
    expect(await quote('WBNB', 'USDT')).toBeGreaterThan(parseUnits('590', 18))
    expect(await quote('WBNB', 'USDT')).toBeLessThan(parseUnits('600', 18))
    expect(await quote('HAP', 'USDT')).toBeGreaterThan(parseUnits('0.49', 18))
    expect(await quote('HAP', 'USDT')).toBeLessThan(parseUnits('0.5', 18))
  })

  it('has a V2-only pair and a token reachable only in two hops', async () => {
    const getPair = (exchange: 'v1' | 'v2', a: string, b: string) =>
      client.readContract({ address: deployment.chain.exchanges[exchange].factory as Address, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [contract(a), contract(b)] })
    expect(await getPair('v2', 'HAP', 'HAPC')).toBe(deployment.pairs.v2['HAP/HAPC'])
    expect(deployment.pairs.v2['HAP/HAPC']).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await getPair('v1', 'HAP', 'HAPC')).toBe(zeroAddress)
    expect(deployment.pairs.v1['HAP/HAPC']).toBeUndefined()
    expect(await getPair('v1', 'HAPB', 'USDT')).toBe(zeroAddress)
    expect(await getPair('v1', 'HAP', 'HAPB')).toBe(deployment.pairs.v1['HAP/HAPB'])
  })

  it('funds every test account with every test token, read through the deployed Multicall3', async () => {
    const calls = testAccounts.flatMap((account) =>
      devnetTokens.map((token) => ({ address: contract(token.key), abi: testTokenAbi, functionName: 'balanceOf' as const, args: [account.address] as const })),
    )
    const chainClient = createPublicClient({ chain: toViemChain(deployment.chain), transport: http(devnet.rpcUrl) })
    const balances = await chainClient.multicall({ contracts: calls, allowFailure: false })
    const expected = testAccounts.flatMap(() => devnetTokens.map((token) => parseUnits(fundingPerAccount, token.decimals)))
    expect(balances).toEqual(expected)
  })

  it('funds LP staking: StakingRewards on the V2 WBNB/BtPi pair pays BtPi for its whole duration', async () => {
    const staking = deployment.chain.stakingRewards as Address
    expect(staking).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(contract('StakingRewards')).toBe(staking)
    const read = <F extends 'stakingToken' | 'rewardsToken' | 'rewardRate' | 'rewardsDuration' | 'periodFinish'>(functionName: F) =>
      client.readContract({ address: staking, abi: stakingRewardsAbi, functionName })
    expect(await read('stakingToken')).toBe(deployment.pairs.v2['WBNB/BtPi'])
    expect(await read('rewardsToken')).toBe(contract('BtPi'))

    const [rate, duration, finish] = [await read('rewardRate'), await read('rewardsDuration'), await read('periodFinish')]
    expect(duration).toBe(60n * 24n * 3_600n)
    expect(rate).toBeGreaterThan(0n)
    expect(rate).toBe(parseUnits(devnetStaking.reward, 18) / duration)
    const funded = await client.readContract({ address: contract('BtPi'), abi: testTokenAbi, functionName: 'balanceOf', args: [staking] })
    expect(funded).toBeGreaterThanOrEqual(rate * duration)
    expect(finish).toBeGreaterThan((await client.getBlock()).timestamp)
  })

  it('seeds a stake beside the reward, so a newcomer staking 2 LP sees an APR of tens of percent, not 878,053 %', async () => {
    const staking = deployment.chain.stakingRewards as Address
    const pair = deployment.pairs.v2['WBNB/BtPi'] as Address
    const houseStake = parseUnits(devnetStaking.houseStake, 18)
    const total = await client.readContract({ address: staking, abi: stakingRewardsAbi, functionName: 'totalSupply' })
    expect(total).toBe(houseStake)
    const rate = await client.readContract({ address: staking, abi: stakingRewardsAbi, functionName: 'rewardRate' })
    const lpSupply = await client.readContract({ address: pair, abi: testTokenAbi, functionName: 'totalSupply' })
    const [reserve0, reserve1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
    const btpiIs0 = (await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' })).toLowerCase() === contract('BtPi').toLowerCase()
    const [btpiReserve, bnbReserve] = btpiIs0 ? [reserve0, reserve1] : [reserve1, reserve0]
    // The web's lpStakingApr, in whole percent: a year's reward in BNB over the staked LP's BNB value.
    const staked = total + parseUnits('2', 18)
    const percent = (100n * rate * 365n * 86_400n * bnbReserve * lpSupply) / (btpiReserve * staked * 2n * bnbReserve)
    expect(percent).toBeGreaterThanOrEqual(20n)
    expect(percent).toBeLessThanOrEqual(200n)
  })

  it('delivers less than was sent for the fee-on-transfer token', async () => {
    const [, sender, receiver] = testAccounts
    if (!sender || !receiver) throw new Error('need test accounts 1 and 2')
    const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), transport: http(devnet.rpcUrl) })
    const fot = contract('FOT')
    const balanceOf = () => client.readContract({ address: fot, abi: feeOnTransferTokenAbi, functionName: 'balanceOf', args: [receiver.address] })
    const before = await balanceOf()
    const sent = parseUnits('100', 18)
    const hash = await wallet.writeContract({ address: fot, abi: feeOnTransferTokenAbi, functionName: 'transfer', args: [receiver.address, sent], chain: null })
    const receipt = await client.waitForTransactionReceipt({ hash })

    const received = (await balanceOf()) - before
    expect(received).toBe(parseUnits('98', 18))
    const transfers = parseEventLogs({ abi: feeOnTransferTokenAbi, eventName: 'Transfer', logs: receipt.logs })
    expect(transfers.find((log) => log.args.to === receiver.address)?.args.value).toBe(received)
  })

  it('reuses the deployment after a restart with persisted state', async () => {
    const blockBefore = await client.getBlockNumber()
    const fotBalance = await client.readContract({ address: contract('FOT'), abi: testTokenAbi, functionName: 'balanceOf', args: [testAccounts[2]?.address ?? zeroAddress] })
    await devnet.stop()

    devnet = await startDevnet({ dataDir, port: 0, persist: true })
    client = createPublicClient({ transport: http(devnet.rpcUrl) })
    expect(existsSync(join(dataDir, 'anvil-state.json'))).toBe(true)
    expect(devnet.deployment.deployedAt).toBe(deployment.deployedAt)
    expect(devnet.deployment.contracts).toEqual(deployment.contracts)
    expect(devnet.deployment.chain.rpcUrls).toEqual([devnet.rpcUrl])
    expect(await client.getBlockNumber()).toBe(blockBefore)
    expect(await client.getCode({ address: deployment.chain.exchanges.v2.router as Address })).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(await client.readContract({ address: contract('FOT'), abi: testTokenAbi, functionName: 'balanceOf', args: [testAccounts[2]?.address ?? zeroAddress] })).toBe(fotBalance)
  })

  it('deploys anew when the deployment file predates LP staking', async () => {
    await devnet.stop()
    const { stakingRewards: _dropped, ...older } = devnet.deployment.chain
    writeFileSync(join(dataDir, 'deployments', '31337.json'), JSON.stringify({ ...devnet.deployment, chain: older }))
    devnet = await startDevnet({ dataDir, port: 0, persist: true })
    client = createPublicClient({ transport: http(devnet.rpcUrl) })
    expect(devnet.deployment.deployedAt).not.toBe(deployment.deployedAt)
    expect(await client.getCode({ address: devnet.deployment.chain.stakingRewards as Address })).toMatch(/^0x[0-9a-f]{100,}$/)
  })

  it('deploys anew when the chain lost the contracts', async () => {
    await devnet.stop()
    devnet = await startDevnet({ dataDir, port: 0, persist: false })
    client = createPublicClient({ transport: http(devnet.rpcUrl) })
    expect(devnet.deployment.deployedAt).not.toBe(deployment.deployedAt)
    expect(await client.getCode({ address: devnet.deployment.chain.exchanges.v1.router as Address })).toMatch(/^0x[0-9a-f]{100,}$/)
  })
})
