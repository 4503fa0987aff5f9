import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { createPublicClient, createTestClient, createWalletClient, http, maxUint256, parseEventLogs, parseUnits, type Address, type Hex, type PublicClient, type TestClient, type WalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stakingRewardsAbi, testTokenAbi, uniswapV2RouterAbi } from './abis.ts'
import { testAccounts } from './accounts.ts'
import { devnetStaking } from './devnetPlan.ts'
import { startDevnet, type Devnet } from './devnet.ts'
import { devnetSnapshot } from './devnetSnapshot.ts'

/**
 * Property test of the deployed StakingRewards against an independent reference: several stakers
 * stake, withdraw, claim and exit at random times, and after every action each staker's paid plus
 * earned reward is compared with the exact time-weighted share, computed here in rationals.
 */

const STAKER_COUNT = 4
const RUNS = 25
const MAX_ACTIONS = 12
/** fast-check's seed, printed on failure; fixed so a red run can be replayed. */
const SEED = 20_261_123
const WAD = 10n ** 18n
const DAY = 86_400n
/** Each staker's LP comes from this deposit; its ≈ 52 LP tokens cover MAX_ACTIONS of the largest stake. */
const deposit = { bnb: parseUnits('3', 18), btpi: parseUnits('900', 18) }
const maxStake = parseUnits('3', 18)
const deadline = 2n ** 40n
// Fixed fees and gas: no estimation round trips, and estimation would run at a different timestamp.
const txOptions = { chain: null, gas: 400_000n, maxFeePerGas: 100_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n } as const

type Kind = 'stake' | 'withdraw' | 'getReward' | 'exit'
type Step = { kind: Kind; staker: number; dt: bigint; amount: bigint; perMille: bigint }
type Action = { kind: Kind; amount: bigint }
type Staker = { address: Address; wallet: WalletClient }
/** An exact non-negative rational, kept reduced. */
type Ratio = { n: bigint; d: bigint }

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-staking-'))
let devnet: Devnet
let client: PublicClient
let testClient: TestClient
let stakers: Staker[]
let world: { staking: Address; btpi: Address; lp: Address; multicall3: Address; rate: bigint; finish: bigint; funded: bigint; house: bigint }

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))
function ratio(n: bigint, d = 1n): Ratio {
  const divisor = gcd(n < 0n ? -n : n, d) || 1n
  return { n: n / divisor, d: d / divisor }
}
const add = (a: Ratio, b: Ratio) => ratio(a.n * b.d + b.n * a.d, a.d * b.d)
const sub = (a: Ratio, b: Ratio) => ratio(a.n * b.d - b.n * a.d, a.d * b.d)
const lessThan = (a: Ratio, b: Ratio) => a.n * b.d < b.n * a.d
const show = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))

/** Idle time before an action: mostly seconds to a day, sometimes weeks, so some runs outlast the 60-day period. */
const dtArb = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt({ min: 1n, max: 120n }) },
  { weight: 3, arbitrary: fc.bigInt({ min: 121n, max: DAY }) },
  { weight: 2, arbitrary: fc.bigInt({ min: DAY + 1n, max: 30n * DAY }) },
)
/** Dust stakes next to whole-token ones, so rewardPerToken sees totals of a few wei and of many tokens. */
const stakeArb = fc.oneof({ weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 1_000_000n }) }, { weight: 4, arbitrary: fc.bigInt({ min: 10n ** 15n, max: maxStake }) })
const stepArb: fc.Arbitrary<Step> = fc.record({
  // Withdrawals weigh more because one with nothing staked turns into a stake.
  kind: fc.constantFrom<Kind>('stake', 'stake', 'withdraw', 'withdraw', 'withdraw', 'getReward', 'getReward', 'exit', 'exit'),
  staker: fc.nat({ max: STAKER_COUNT - 1 }),
  dt: dtArb,
  amount: stakeArb,
  perMille: fc.bigInt({ min: 1n, max: 1_000n }),
})
const runArb = fc.record({ steps: fc.array(stepArb, { minLength: 1, maxLength: MAX_ACTIONS }), idle: dtArb })

/** A step made valid for the current balance: nothing to withdraw becomes a stake, nothing to exit a claim. */
function actionOf(step: Step, balance: bigint): Action {
  if (step.kind === 'withdraw') return balance === 0n ? { kind: 'stake', amount: step.amount } : { kind: 'withdraw', amount: maxBigInt(1n, (balance * step.perMille) / 1_000n) }
  if (step.kind === 'exit' && balance === 0n) return { kind: 'getReward', amount: 0n }
  return { kind: step.kind, amount: step.kind === 'stake' ? step.amount : 0n }
}

const maxBigInt = (a: bigint, b: bigint) => (a > b ? a : b)
const minBigInt = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * The reference: between two actions every staker earns rewardRate × dt × balance / totalSupply,
 * exactly, for the part of the interval before periodFinish; nobody earns while nothing is staked.
 * The contract rounds only down, and by less than `slack`: each interval's rewardPerToken is
 * floored (under 1e-18 per staked wei, so under balance / 1e18 wei of this staker's share) and each
 * earned() is floored (under 1 wei, at most once per interval). So the tolerance is
 * 1 + balance / 1e18 wei per interval staked: under 2 wei for a stake of up to one LP token.
 * `house` is the devnet's own stake (devnetStaking.houseStake), there throughout and never moved.
 */
function createReference(rate: bigint, finish: bigint, start: bigint, house: bigint) {
  const balances: bigint[] = Array.from({ length: STAKER_COUNT }, () => 0n)
  const exact: Ratio[] = balances.map(() => ratio(0n))
  const slack: Ratio[] = balances.map(() => ratio(0n))
  let now = start
  return {
    balances,
    exact,
    slack,
    advanceTo(time: bigint) {
      const dt = minBigInt(time, finish) - minBigInt(now, finish)
      const total = balances.reduce((sum, balance) => sum + balance, house)
      now = time
      if (dt <= 0n || total === 0n) return
      balances.forEach((balance, index) => {
        if (balance === 0n) return
        exact[index] = add(exact[index]!, ratio(rate * dt * balance, total))
        slack[index] = add(slack[index]!, ratio(balance + WAD, WAD))
      })
    },
    apply(staker: number, action: Action) {
      const balance = balances[staker]!
      if (action.kind === 'stake') balances[staker] = balance + action.amount
      if (action.kind === 'withdraw') balances[staker] = balance - action.amount
      if (action.kind === 'exit') balances[staker] = 0n
    },
  }
}
type Reference = ReturnType<typeof createReference>

async function send(staker: Staker, action: Action): Promise<Hex> {
  const base = { ...txOptions, account: staker.wallet.account!, address: world.staking, abi: stakingRewardsAbi }
  if (action.kind === 'stake' || action.kind === 'withdraw') return staker.wallet.writeContract({ ...base, functionName: action.kind, args: [action.amount] })
  return staker.wallet.writeContract({ ...base, functionName: action.kind })
}

/** Mines the action at exactly `time` and returns the reward it paid out, from its RewardPaid log. */
async function perform(staker: Staker, action: Action, time: bigint): Promise<{ block: bigint; paid: bigint }> {
  await testClient.setNextBlockTimestamp({ timestamp: time })
  const receipt = await client.waitForTransactionReceipt({ hash: await send(staker, action), pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`${action.kind} by ${staker.address} reverted`)
  const logs = parseEventLogs({ abi: stakingRewardsAbi, logs: receipt.logs })
  const paid = logs.flatMap((log) => (log.eventName === 'RewardPaid' && log.args.user === staker.address ? [log.args.reward] : []))
  return { block: receipt.blockNumber, paid: paid.reduce((sum, reward) => sum + reward, 0n) }
}

/** Everything the checks read, at one block (so at that block's timestamp), in one Multicall3 call. */
async function readAt(blockNumber: bigint) {
  const perStaker = stakers.flatMap(({ address }) => [
    { address: world.staking, abi: stakingRewardsAbi, functionName: 'earned' as const, args: [address] as const },
    { address: world.staking, abi: stakingRewardsAbi, functionName: 'balanceOf' as const, args: [address] as const },
    { address: world.btpi, abi: testTokenAbi, functionName: 'balanceOf' as const, args: [address] as const },
  ])
  const results = (await client.multicall({
    multicallAddress: world.multicall3,
    allowFailure: false,
    blockNumber,
    contracts: [
      ...perStaker,
      { address: world.staking, abi: stakingRewardsAbi, functionName: 'totalSupply' },
      { address: world.staking, abi: stakingRewardsAbi, functionName: 'lastTimeRewardApplicable' },
      { address: world.btpi, abi: testTokenAbi, functionName: 'balanceOf', args: [world.staking] },
    ],
  })) as bigint[]
  const [totalSupply, lastApplicable, contractRewards] = results.slice(-3) as [bigint, bigint, bigint]
  const stakerReads = stakers.map((_, index) => {
    const [earned, staked, rewardBalance] = results.slice(index * 3, index * 3 + 3) as [bigint, bigint, bigint]
    return { earned, staked, rewardBalance }
  })
  return { stakers: stakerReads, totalSupply, lastApplicable, contractRewards }
}

/** The contract's state at `time` against the reference; `paid` is what RewardPaid logs reported so far. */
async function check(blockNumber: bigint, time: bigint, reference: Reference, paid: bigint[], startRewards: bigint[], where: string) {
  const state = await readAt(blockNumber)
  const fail = (message: string) => {
    throw new Error(`${where}: ${message}`)
  }
  if (state.lastApplicable !== minBigInt(time, world.finish)) fail(`calls ran at ${state.lastApplicable}, not at ${time}`)
  if (state.totalSupply !== reference.balances.reduce((sum, balance) => sum + balance, world.house)) fail(`totalSupply ${state.totalSupply}`)
  let owed = 0n
  state.stakers.forEach(({ earned, staked, rewardBalance }, index) => {
    if (staked !== reference.balances[index]) fail(`staker ${index} holds ${staked} staked, expected ${reference.balances[index]}`)
    if (rewardBalance - startRewards[index]! !== paid[index]) fail(`staker ${index} received ${rewardBalance - startRewards[index]!} BtPi, logs say ${paid[index]}`)
    const contract = paid[index]! + earned
    const shortfall = sub(reference.exact[index]!, ratio(contract))
    const withinSlack = shortfall.n === 0n || (shortfall.n > 0n && lessThan(shortfall, reference.slack[index]!))
    if (!withinSlack) {
      fail(`staker ${index} paid + earned ${contract}, reference ${show(reference.exact[index])}, allowed shortfall below ${show(reference.slack[index])}`)
    }
    owed += contract
  })
  if (owed > world.funded) fail(`paid + earned ${owed} exceeds the funded ${world.funded}`)
  const outstanding = state.stakers.reduce((sum, { earned }) => sum + earned, 0n)
  if (state.contractRewards < outstanding) fail(`contract holds ${state.contractRewards} BtPi but owes ${outstanding}`)
}

type Tally = { runs: number; actions: Record<Kind, number>; paidOut: number; actionsPastFinish: number; runsPastFinish: number }

async function runOnce(steps: Step[], idle: bigint, tally: Tally) {
  const startBlock = await client.getBlock()
  const start = startBlock.timestamp
  const startRewards = (await readAt(startBlock.number)).stakers.map(({ rewardBalance }) => rewardBalance)
  const reference = createReference(world.rate, world.finish, start, world.house)
  const paid = stakers.map(() => 0n)
  let time = start
  for (const [index, step] of steps.entries()) {
    time += step.dt
    const action = actionOf(step, reference.balances[step.staker]!)
    reference.advanceTo(time)
    const result = await perform(stakers[step.staker]!, action, time)
    reference.apply(step.staker, action)
    paid[step.staker]! += result.paid
    tally.actions[action.kind] += 1
    tally.paidOut += result.paid > 0n ? 1 : 0
    tally.actionsPastFinish += time > world.finish ? 1 : 0
    await check(result.block, time, reference, paid, startRewards, `action ${index} ${show({ ...action, staker: step.staker })} at +${time - start}s`)
  }
  // A last read between actions, where earned() itself extrapolates rewardPerToken.
  time += idle
  reference.advanceTo(time)
  await testClient.setNextBlockTimestamp({ timestamp: time })
  await testClient.mine({ blocks: 1 })
  const idleBlock = await client.getBlock()
  if (idleBlock.timestamp !== time) throw new Error(`mined at ${idleBlock.timestamp}, not at ${time}`)
  await check(idleBlock.number, time, reference, paid, startRewards, `idle at +${time - start}s`)
  tally.runs += 1
  tally.runsPastFinish += time > world.finish ? 1 : 0
}

/** Each staker adds WBNB/BtPi liquidity on V2 and lets the staking contract take its LP. */
async function prepareStaker(privateKey: Hex): Promise<Staker> {
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, transport: http(devnet.rpcUrl) })
  const router = devnet.deployment.chain.exchanges.v2.router as Address
  const hashes = [
    await wallet.writeContract({ ...txOptions, address: world.btpi, abi: testTokenAbi, functionName: 'approve', args: [router, maxUint256] }),
    await wallet.writeContract({
      ...txOptions,
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidityETH',
      args: [world.btpi, deposit.btpi, 0n, 0n, account.address, deadline],
      value: deposit.bnb,
    }),
    await wallet.writeContract({ ...txOptions, address: world.lp, abi: testTokenAbi, functionName: 'approve', args: [world.staking, maxUint256] }),
  ]
  for (const hash of hashes) expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
  return { address: account.address, wallet }
}

beforeAll(async () => {
  devnet = await startDevnet({ dataDir, snapshotDir: await devnetSnapshot() })
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
  testClient = createTestClient({ mode: 'anvil', transport: http(devnet.rpcUrl) })
  const { chain, contracts, pairs } = devnet.deployment
  const staking = chain.stakingRewards as Address
  const read = <F extends 'rewardRate' | 'periodFinish' | 'totalSupply'>(functionName: F) => client.readContract({ address: staking, abi: stakingRewardsAbi, functionName })
  world = {
    staking,
    btpi: contracts.BtPi as Address,
    lp: pairs.v2['WBNB/BtPi'] as Address,
    multicall3: chain.multicall3 as Address,
    rate: await read('rewardRate'),
    finish: await read('periodFinish'),
    funded: parseUnits(devnetStaking.reward, 18),
    house: await read('totalSupply'),
  }
  stakers = []
  for (const account of testAccounts.slice(1, 1 + STAKER_COUNT)) stakers.push(await prepareStaker(account.privateKey))
})

afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('StakingRewards on the devnet', () => {
  it(`pays every staker its exact time-weighted share, to the rounding, in ${RUNS} random runs`, async () => {
    const started = performance.now()
    const tally: Tally = { runs: 0, actions: { stake: 0, withdraw: 0, getReward: 0, exit: 0 }, paidOut: 0, actionsPastFinish: 0, runsPastFinish: 0 }
    await fc.assert(
      fc.asyncProperty(runArb, async ({ steps, idle }) => {
        // Every run starts from the same chain (nothing staked, the whole period ahead) and leaves it so.
        const snapshot = await testClient.snapshot()
        try {
          await runOnce(steps, idle, tally)
        } finally {
          await testClient.revert({ id: snapshot })
        }
      }),
      // Shrinking replays whole on-chain runs; the failing action is named in the error instead.
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    console.info(`staking property: ${show(tally)} in ${Math.round(performance.now() - started)} ms`)
    expect(tally.runs).toBe(RUNS)
    // The mix must reach every action, real payouts and the end of the period, or the test proves little.
    for (const count of Object.values(tally.actions)) expect(count).toBeGreaterThanOrEqual(10)
    expect(tally.paidOut).toBeGreaterThan(10)
    expect(tally.runsPastFinish).toBeGreaterThan(0)
    expect(tally.actionsPastFinish).toBeGreaterThan(0)
  })
})
