import { deployment as deploymentSchema, type ChainConfig, type Deployment, type TokenInfo } from '@hapdex/core/chain/chainConfig'
import { encodeFunctionData, maxUint256, parseUnits, zeroAddress, type Address, type Hex } from 'viem'
import { stakingRewardsAbi, taxedTokenAbi, testTokenAbi, uniswapV2FactoryAbi, uniswapV2RouterAbi } from './abis.ts'
import { deployerAccount, testAccounts, tradeTaxAccounts, type TestAccount } from './accounts.ts'
import { loadStakingRewardsArtifact, loadUniswapArtifacts } from './artifacts.ts'
import { compileContracts } from './compile.ts'
import { defaultTokenKeys, devnetPools, devnetStaking, devnetTokens, excludedTokenKey, fundingPerAccount, type DevnetPool, type PoolSide } from './devnetPlan.ts'
import { createTransactionQueue, type TransactionQueue } from './transactionQueue.ts'

export const devnetChainId = 31337

export type DeployDevnetParameters = {
  rpcUrl: string
  deployer?: TestAccount
  /** Accounts that receive `fundingPerAccount` of every test token. */
  fundedAccounts?: readonly TestAccount[]
}

type ExchangeId = 'v1' | 'v2'
type Deployed = { wbnb: Address; multicall3: Address; exchanges: Record<ExchangeId, { factory: Address; router: Address; taxFreeLiquidity: Address }>; tokens: Record<PoolSide, Address> }

const deadline = 2n ** 40n
const tokenByKey = new Map<PoolSide, { symbol: string; name: string; decimals: number; tags?: string[] }>([
  ['WBNB', { symbol: 'WBNB', name: 'Wrapped BNB', decimals: 18 }],
  ...devnetTokens.map((token) => [token.key, token] as const),
])

/** Deploys WBNB, Multicall3, the V1 and V2 exchanges, the test tokens, their pools and LP staking. */
export async function deployDevnet(parameters: DeployDevnetParameters): Promise<Deployment> {
  const deployer = parameters.deployer ?? deployerAccount()
  const fundedAccounts = parameters.fundedAccounts ?? testAccounts
  const queue = await createTransactionQueue(parameters.rpcUrl, deployer.privateKey)

  const deployed = await deployContracts(queue)
  await fundAccounts(queue, deployed, deployer.address, fundedAccounts)
  for (const exchange of ['v1', 'v2'] as const) await seedPools(queue, deployed, exchange, deployer.address)
  await queue.confirmAll()

  const pairs = { v1: await readPairs(queue, deployed, 'v1'), v2: await readPairs(queue, deployed, 'v2') }
  await startTradeTax(queue, deployed, pairs)
  const stakingRewards = await deployStaking(queue, deployed, pairs.v2)
  await queue.confirmAll()
  return deploymentSchema.parse({
    chain: { ...buildChainConfig(parameters.rpcUrl, deployed), stakingRewards },
    deployedAt: new Date().toISOString(),
    deployer: deployer.address,
    contracts: { ...contractsByName(deployed), StakingRewards: stakingRewards },
    pairs,
  })
}

async function deployContracts(queue: TransactionQueue): Promise<Deployed> {
  const compiled = await compileContracts()
  const uniswap = loadUniswapArtifacts()
  const contract = (name: string) => {
    const found = compiled[name]
    if (!found) throw new Error(`contract ${name} was not compiled`)
    return found
  }

  const wbnb = await queue.deploy('WBNB', contract('WBNB'))
  const multicall3 = await queue.deploy('Multicall3', contract('Multicall3'))
  const exchanges = {} as Deployed['exchanges']
  for (const id of ['v1', 'v2'] as const) {
    const factory = await queue.deploy(`factory ${id}`, uniswap.factory, [queue.account])
    const router = await queue.deploy(`router ${id}`, uniswap.router, [factory, wbnb])
    const taxFreeLiquidity = await queue.deploy(`TaxFreeLiquidity ${id}`, contract('TaxFreeLiquidity'), [router])
    exchanges[id] = { factory, router, taxFreeLiquidity }
  }
  const tokens = { WBNB: wbnb } as Deployed['tokens']
  const receivers = [tradeTaxAccounts.ecological.address, tradeTaxAccounts.lpDividend.address, tradeTaxAccounts.cardDividend.address]
  for (const token of devnetTokens) {
    tokens[token.key] =
      'feeBps' in token
        ? await queue.deploy(token.key, contract('FeeOnTransferToken'), [token.name, token.symbol, token.decimals, BigInt(token.feeBps), zeroAddress])
        : 'tradeTax' in token
          ? await queue.deploy(token.key, contract('TaxedToken'), [token.name, token.symbol, token.decimals, ...receivers])
          : await queue.deploy(token.key, contract('TestToken'), [token.name, token.symbol, token.decimals])
  }
  return { wbnb, multicall3, exchanges, tokens }
}

/** Mints what the pools need to the deployer, plus the funding of every test account. */
async function fundAccounts(queue: TransactionQueue, deployed: Deployed, deployer: Address, accounts: readonly TestAccount[]) {
  const needs = liquidityNeeds()
  for (const token of devnetTokens) {
    const mint = (to: Address, amount: bigint) =>
      queue.send(`mint ${token.key}`, deployed.tokens[token.key], encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [to, amount] }))
    const need = needs.get(token.key) ?? 0n
    if (need > 0n) await mint(deployer, need)
    for (const account of accounts) await mint(account.address, parseUnits(fundingPerAccount, token.decimals))
  }
}

function liquidityNeeds(): Map<PoolSide, bigint> {
  const needs = new Map<PoolSide, bigint>()
  for (const pool of [...devnetPools.v1, ...devnetPools.v2]) {
    needs.set(pool.a, (needs.get(pool.a) ?? 0n) + amountOf(pool.a, pool.amountA))
    needs.set(pool.b, (needs.get(pool.b) ?? 0n) + amountOf(pool.b, pool.amountB))
  }
  return needs
}

async function seedPools(queue: TransactionQueue, deployed: Deployed, exchange: ExchangeId, to: Address) {
  const router = deployed.exchanges[exchange].router
  const pools = devnetPools[exchange]
  const approved = new Set(pools.flatMap((pool) => [pool.a, pool.b]).filter((key) => key !== 'WBNB'))
  for (const key of approved) {
    const data = encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [router, maxUint256] })
    await queue.send(`approve ${key} ${exchange}`, deployed.tokens[key], data)
  }
  for (const pool of pools) await addLiquidity(queue, deployed, router, pool, to, `pool ${exchange} ${pairKey(pool)}`)
}

async function addLiquidity(queue: TransactionQueue, deployed: Deployed, router: Address, pool: DevnetPool, to: Address, label: string) {
  const amountA = amountOf(pool.a, pool.amountA)
  const amountB = amountOf(pool.b, pool.amountB)
  if (pool.a === 'WBNB' || pool.b === 'WBNB') {
    const [token, amountToken, amountNative] = pool.a === 'WBNB' ? [pool.b, amountB, amountA] : [pool.a, amountA, amountB]
    const args = [deployed.tokens[token], amountToken, 0n, 0n, to, deadline] as const
    await queue.send(label, router, encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'addLiquidityETH', args }), amountNative)
    return
  }
  const args = [deployed.tokens[pool.a], deployed.tokens[pool.b], amountA, amountB, 0n, 0n, to, deadline] as const
  await queue.send(label, router, encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'addLiquidity', args }))
}

async function readPairs(queue: TransactionQueue, deployed: Deployed, exchange: ExchangeId): Promise<Record<string, Address>> {
  const pools = devnetPools[exchange]
  const addresses = await queue.client.multicall({
    multicallAddress: deployed.multicall3,
    allowFailure: false,
    contracts: pools.map((pool) => ({
      address: deployed.exchanges[exchange].factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair' as const,
      args: [deployed.tokens[pool.a], deployed.tokens[pool.b]] as const,
    })),
  })
  return Object.fromEntries(
    pools.map((pool, index) => {
      const address = addresses[index]
      if (address === undefined || address === zeroAddress) throw new Error(`devnet deploy: no ${exchange} pair ${pairKey(pool)}`)
      return [pairKey(pool), address]
    }),
  )
}

/**
 * The trade tax starts once the pools are seeded (the seed is not trade): each taxed token exempts
 * both exchanges' TaxFreeLiquidity and registers every pair it is in.
 */
async function startTradeTax(queue: TransactionQueue, deployed: Deployed, pairs: Record<ExchangeId, Record<string, Address>>) {
  for (const token of devnetTokens) {
    if (!('tradeTax' in token)) continue
    const call = (label: string, data: Hex) => queue.send(`${token.key} ${label}`, deployed.tokens[token.key], data)
    for (const id of ['v1', 'v2'] as const) {
      await call(`exempt ${id}`, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setExempt', args: [deployed.exchanges[id].taxFreeLiquidity, true] }))
      for (const pool of devnetPools[id].filter((pool) => pool.a === token.key || pool.b === token.key))
        await call(`pair ${id} ${pairKey(pool)}`, encodeFunctionData({ abi: taxedTokenAbi, functionName: 'setPair', args: [pairs[id][pairKey(pool)]!, true] }))
    }
  }
}

/**
 * StakingRewards on the planned V2 LP token, paying the planned reward, with the deployer as
 * rewardsDistribution. It stakes a pair token, so it comes after the pools; the reward is minted
 * straight to the contract, because notifyRewardAmount refuses a reward its balance does not cover.
 * The deployer, who seeded the pools, then stakes the house's share of their LP (LP has 18 decimals).
 */
async function deployStaking(queue: TransactionQueue, deployed: Deployed, v2Pairs: Record<string, Address>): Promise<Address> {
  const lpToken = v2Pairs[pairKey(devnetStaking.pool)]
  if (lpToken === undefined) throw new Error(`devnet deploy: no v2 pair ${devnetStaking.pool.a}/${devnetStaking.pool.b} to stake`)
  const rewardsToken = deployed.tokens[devnetStaking.rewardToken]
  const stakingRewards = await queue.deploy('StakingRewards', loadStakingRewardsArtifact(), [queue.account, rewardsToken, lpToken])
  const reward = amountOf(devnetStaking.rewardToken, devnetStaking.reward)
  await queue.send('mint staking reward', rewardsToken, encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [stakingRewards, reward] }))
  await queue.send('notify staking reward', stakingRewards, encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'notifyRewardAmount', args: [reward] }))
  const houseStake = parseUnits(devnetStaking.houseStake, 18)
  await queue.send('approve house stake', lpToken, encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [stakingRewards, houseStake] }))
  await queue.send('house stake', stakingRewards, encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'stake', args: [houseStake] }))
  return stakingRewards
}

function buildChainConfig(rpcUrl: string, deployed: Deployed): ChainConfig {
  const exchange = (id: ExchangeId, storageKey: string) => ({
    id,
    ...deployed.exchanges[id],
    storageKey,
    defaultTokens: defaultTokenKeys[id].map((key) => deployed.tokens[key]),
  })
  return {
    key: 'devnet',
    chainId: devnetChainId,
    NetWorkName: 'hapdex devnet',
    rpcUrls: [rpcUrl],
    explorerUrl: '',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    wrappedNative: deployed.wbnb,
    multicall3: deployed.multicall3,
    exchanges: { v1: exchange('v1', 'lpList'), v2: exchange('v2', 'lpListV2') },
    tokens: [...tokenByKey.keys()].map((key) => tokenInfo(key, deployed.tokens[key])),
    excludedToken: deployed.tokens[excludedTokenKey],
  }
}

function tokenInfo(key: PoolSide, address: Address): TokenInfo {
  const { symbol, name, decimals, tags } = token(key)
  return { chainId: devnetChainId, address, name, symbol, decimals, logoURI: `/tokens/${symbol}.svg`, ...(tags === undefined ? {} : { tags }) }
}

function contractsByName(deployed: Deployed): Record<string, Address> {
  return {
    Multicall3: deployed.multicall3,
    FactoryV1: deployed.exchanges.v1.factory,
    RouterV1: deployed.exchanges.v1.router,
    FactoryV2: deployed.exchanges.v2.factory,
    RouterV2: deployed.exchanges.v2.router,
    TaxFreeLiquidityV1: deployed.exchanges.v1.taxFreeLiquidity,
    TaxFreeLiquidityV2: deployed.exchanges.v2.taxFreeLiquidity,
    ...deployed.tokens,
  }
}

function pairKey(pool: Pick<DevnetPool, 'a' | 'b'>): string {
  return `${token(pool.a).symbol}/${token(pool.b).symbol}`
}

function amountOf(key: PoolSide, wholeTokens: string): bigint {
  return parseUnits(wholeTokens, token(key).decimals)
}

function token(key: PoolSide) {
  const found = tokenByKey.get(key)
  if (!found) throw new Error(`unknown devnet token ${key}`)
  return found
}
