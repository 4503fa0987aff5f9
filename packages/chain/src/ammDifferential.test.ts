import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InsufficientInputAmountError, InsufficientOutputAmountError, InsufficientReservesError, InvalidPathLengthError, PairNotFoundError } from '@hapdex/core/amm/errors'
import { getAmountsIn } from '@hapdex/core/amm/getAmountsIn'
import { getAmountsOut } from '@hapdex/core/amm/getAmountsOut'
import type { PairReserves } from '@hapdex/core/amm/pair'
import { createPairGraph, type PairGraph } from '@hapdex/core/amm/pairGraph'
import fc from 'fast-check'
import { BaseError, ContractFunctionRevertedError, createPublicClient, encodeFunctionData, http, maxUint256, type Address, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTokenAbi, uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './abis.ts'
import { deployerAccount } from './accounts.ts'
import { compileContracts } from './compile.ts'
import { startDevnet, type Devnet } from './devnet.ts'
import { devnetSnapshot } from './devnetSnapshot.ts'
import { createTransactionQueue } from './transactionQueue.ts'

/**
 * Differential test: the core AMM maths, fed with reserves read on chain, against the deployed
 * UniswapV2Router02 itself. Random reserves (fresh pairs of fresh tokens), random amounts from 0
 * to far beyond the reserves, random 1- and 2-hop paths, some through empty or missing pairs.
 */

const TOKEN_COUNT = 12
const RUNS = 4
const CASES_PER_RUN = 260
/** fast-check's seed, printed on failure; fixed so a red run can be replayed. */
const SEED = 20_240_611
const deadline = 2n ** 40n

type World = { router: Address; tokens: Address[]; graph: PairGraph; missing: [Address, Address][] }
type Case = { kind: 'out' | 'in'; amount: bigint; path: Address[] }
type Outcome = { amounts: bigint[] } | { error: string }

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-amm-diff-'))
let devnet: Devnet
let client: PublicClient
let batchClient: PublicClient
let world: World

/** Reserves from the minimum a first deposit allows up to near uint112's limit, weighted to extremes. */
const reserveArb = fc.oneof(
  { weight: 1, arbitrary: fc.bigInt({ min: 1_001n, max: 100_000n }) },
  { weight: 6, arbitrary: fc.bigInt({ min: 10n ** 15n, max: 10n ** 24n }) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 2n ** 110n }).map((value) => (value < 1_001n ? value + 1_001n : value)) },
)

/** A random set of token pairs: most funded with random reserves, a few created empty. */
const worldPlanArb = fc
  .uniqueArray(fc.tuple(fc.nat({ max: TOKEN_COUNT - 1 }), fc.nat({ max: TOKEN_COUNT - 1 })).filter(([a, b]) => a < b), {
    minLength: 30,
    maxLength: 45,
    selector: ([a, b]) => `${a}-${b}`,
  })
  .chain((edges) =>
    fc.tuple(fc.constant(edges), fc.array(fc.tuple(reserveArb, reserveArb, fc.noBias(fc.integer({ min: 0, max: 99 }))), { minLength: edges.length, maxLength: edges.length })),
  )
  .map(([edges, reserves]) => edges.map(([a, b], index) => ({ a, b, amountA: reserves[index]![0], amountB: reserves[index]![1], empty: reserves[index]![2] < 8 })))

async function buildWorld(): Promise<World> {
  const deployer = deployerAccount()
  const queue = await createTransactionQueue(devnet.rpcUrl, deployer.privateKey)
  const { router, factory } = devnet.deployment.chain.exchanges.v2 as { router: Address; factory: Address }
  const testToken = (await compileContracts())['TestToken']
  if (testToken === undefined) throw new Error('TestToken was not compiled')
  const tokens: Address[] = []
  for (let index = 0; index < TOKEN_COUNT; index++) tokens.push(await queue.deploy(`token ${index}`, testToken, [`Diff ${index}`, `D${index}`, 18]))
  const plan = fc.sample(worldPlanArb, { numRuns: 1, seed: SEED })[0]!
  for (const token of tokens) {
    await queue.send('mint', token, encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [queue.account, 2n ** 200n] }))
    await queue.send('approve', token, encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [router, maxUint256] }))
  }
  for (const { a, b, amountA, amountB, empty } of plan) {
    const [tokenA, tokenB] = [tokens[a]!, tokens[b]!]
    const data = empty
      ? encodeFunctionData({ abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [tokenA, tokenB] })
      : encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'addLiquidity', args: [tokenA, tokenB, amountA, amountB, 0n, 0n, queue.account, deadline] })
    await queue.send(`pair ${a}-${b}`, empty ? factory : router, data)
  }
  await queue.confirmAll()
  const linked = new Set(plan.map(({ a, b }) => `${a}-${b}`))
  const missing: [Address, Address][] = []
  for (let a = 0; a < TOKEN_COUNT; a++) for (let b = a + 1; b < TOKEN_COUNT; b++) if (!linked.has(`${a}-${b}`)) missing.push([tokens[a]!, tokens[b]!])
  return { router, tokens, graph: await readGraph(factory, tokens), missing }
}

/** The pairs of our tokens as the chain holds them, read in one multicall per step. */
async function readGraph(factory: Address, tokens: Address[]): Promise<PairGraph> {
  const ours = new Set(tokens.map((token) => token.toLowerCase()))
  const multicallAddress = devnet.deployment.chain.multicall3 as Address
  const length = await client.readContract({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'allPairsLength' })
  const indexes = Array.from({ length: Number(length) }, (_, index) => BigInt(index))
  const addresses = await client.multicall({
    multicallAddress,
    allowFailure: false,
    contracts: indexes.map((index) => ({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'allPairs' as const, args: [index] as const })),
  })
  const reads = await client.multicall({
    multicallAddress,
    allowFailure: false,
    batchSize: 0,
    contracts: addresses.flatMap((address) => [
      { address, abi: uniswapV2PairAbi, functionName: 'token0' as const },
      { address, abi: uniswapV2PairAbi, functionName: 'token1' as const },
      { address, abi: uniswapV2PairAbi, functionName: 'getReserves' as const },
    ]),
  })
  const pairs: PairReserves[] = addresses.map((address, index) => {
    const [token0, token1, [reserve0, reserve1]] = reads.slice(index * 3, index * 3 + 3) as [Address, Address, readonly [bigint, bigint, number]]
    return { address, token0, token1, reserve0, reserve1 }
  })
  return createPairGraph(pairs.filter((pair) => ours.has(pair.token0.toLowerCase())))
}

/** Paths of 2 or 3 tokens: mostly along real pairs (funded or empty), sometimes across a missing one. */
function caseArb(w: World): fc.Arbitrary<Case> {
  const pairs = w.graph.pairs
  const lower = (address: Address) => address.toLowerCase()
  const other = (pair: PairReserves, token: Address) => (lower(pair.token0) === lower(token) ? pair.token1 : pair.token0)
  const touching = (token: Address) => pairs.filter((pair) => lower(pair.token0) === lower(token) || lower(pair.token1) === lower(token))
  // noBias: fast-check otherwise favours the first constants, and a few pairs would take most cases.
  const hop = fc.noBias(fc.constantFrom(...pairs)).chain((pair) => fc.constantFrom<[Address, Address]>([pair.token0, pair.token1], [pair.token1, pair.token0]))
  const onePair = hop.map((path) => [...path])
  const twoPairs = hop.chain(([first, middle]): fc.Arbitrary<Address[]> => {
    const next = touching(middle).filter((pair) => lower(other(pair, middle)) !== lower(first))
    return next.length === 0 ? fc.constant<Address[]>([first, middle]) : fc.noBias(fc.constantFrom(...next)).map((pair) => [first, middle, other(pair, middle)])
  })
  const acrossMissing = fc.noBias(fc.constantFrom(...w.missing)).map((path) => [...path])
  const path: fc.Arbitrary<Address[]> = fc.oneof({ weight: 5, arbitrary: onePair }, { weight: 8, arbitrary: twoPairs }, { weight: w.missing.length > 0 ? 1 : 0, arbitrary: acrossMissing })
  return fc.tuple(fc.constantFrom('out' as const, 'in' as const), path).chain(([kind, tokens]) =>
    amountArb(kind === 'out' ? edgeReserve(w.graph, tokens[0]!, tokens[1]!, 0) : edgeReserve(w.graph, tokens.at(-2)!, tokens.at(-1)!, 1)).map((amount) => ({ kind, amount, path: tokens })),
  )
}

/** The input reserve (side 0) or output reserve (side 1) of a hop, 0 when no pair joins the tokens. */
function edgeReserve(graph: PairGraph, tokenIn: Address, tokenOut: Address, side: 0 | 1): bigint {
  const pair = graph.pairs.find((candidate) => new Set([lower(candidate.token0), lower(candidate.token1)]).has(lower(tokenIn)) && new Set([lower(candidate.token0), lower(candidate.token1)]).has(lower(tokenOut)))
  if (pair === undefined) return 0n
  const inIsToken0 = lower(pair.token0) === lower(tokenIn)
  return side === 0 ? (inIsToken0 ? pair.reserve0 : pair.reserve1) : inIsToken0 ? pair.reserve1 : pair.reserve0
}

const lower = (address: Address) => address.toLowerCase()

/** Amounts around the reserve that matters (so outputs near and past the reserve occur), and far off it. */
function amountArb(reserve: bigint): fc.Arbitrary<bigint> {
  // Below 2^128 no intermediate product of the router's SafeMath can overflow uint256.
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(0n) },
    { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 10_000n }) },
    { weight: 8, arbitrary: fc.bigInt({ min: 0n, max: 1_050n }).map((perMille) => (reserve * perMille) / 1_000n) },
    { weight: 1, arbitrary: fc.constant(reserve) },
    { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 2n ** 128n }) },
  )
}

/**
 * The router's answer (or revert) for every case, as one JSON-RPC batch of eth_calls in a single
 * HTTP request. Not through Multicall3: Solidity 0.6's division by zero is the `invalid` opcode,
 * which burns all the gas Multicall3 forwards and starves every call after it.
 */
async function routerOutcomes(cases: Case[]): Promise<Outcome[]> {
  const results = await Promise.allSettled(
    cases.map(({ kind, amount, path }) =>
      batchClient.readContract({ address: world.router, abi: uniswapV2RouterAbi, functionName: kind === 'out' ? 'getAmountsOut' : 'getAmountsIn', args: [amount, path] }),
    ),
  )
  return results.map((result) => (result.status === 'fulfilled' ? { amounts: [...result.value] } : { error: revertReason(result.reason) }))
}

/** The revert string, or how the call died when it has none. */
function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) throw error
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (/invalid ?(fe)? ?opcode/i.test(error.message)) return 'invalid opcode'
  if (!(reverted instanceof ContractFunctionRevertedError)) throw error
  // A revert without data (a call to an address without code) surfaces as the node's generic text.
  return reverted.reason === undefined || reverted.reason === 'execution reverted' ? 'no reason' : reverted.reason
}

function coreOutcome({ kind, amount, path }: Case): Outcome {
  try {
    return { amounts: kind === 'out' ? getAmountsOut(world.graph, amount, path) : getAmountsIn(world.graph, amount, path) }
  } catch (error) {
    return { error: (error as Error).name }
  }
}

/**
 * What each named core error means on chain. A missing pair is a call to an address without code
 * (no reason); an output at or beyond the reserve underflows SafeMath or divides by zero.
 */
const onChainReasons: Record<string, readonly string[]> = {
  [InsufficientInputAmountError.name]: ['UniswapV2Library: INSUFFICIENT_INPUT_AMOUNT'],
  [InsufficientOutputAmountError.name]: ['UniswapV2Library: INSUFFICIENT_OUTPUT_AMOUNT'],
  [InsufficientReservesError.name]: ['UniswapV2Library: INSUFFICIENT_LIQUIDITY', 'ds-math-sub-underflow', 'invalid opcode'],
  [PairNotFoundError.name]: ['no reason'],
  [InvalidPathLengthError.name]: ['UniswapV2Library: INVALID_PATH'],
}

function agrees(core: Outcome, router: Outcome): boolean {
  if ('amounts' in core && 'amounts' in router) return core.amounts.length === router.amounts.length && core.amounts.every((value, index) => value === router.amounts[index])
  if ('error' in core && 'error' in router) return onChainReasons[core.error]?.includes(router.error) ?? false
  return false
}

const show = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))

beforeAll(async () => {
  devnet = await startDevnet({ dataDir, snapshotDir: await devnetSnapshot() })
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
  batchClient = createPublicClient({ transport: http(devnet.rpcUrl, { batch: { batchSize: 2_000 } }) })
  world = await buildWorld()
})

afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('core AMM maths against UniswapV2Router02 on the devnet', () => {
  it(`equals getAmountsOut / getAmountsIn to the wei in ${RUNS * CASES_PER_RUN} random cases, and fails where the router reverts`, async () => {
    const started = performance.now()
    const tally = { cases: 0, quoted: 0, reverted: 0, twoHop: 0 }
    const reasons: Record<string, number> = {}
    await fc.assert(
      fc.asyncProperty(fc.array(caseArb(world), { minLength: CASES_PER_RUN, maxLength: CASES_PER_RUN }), async (cases) => {
        const router = await routerOutcomes(cases)
        cases.forEach((item, index) => {
          const core = coreOutcome(item)
          const onChain = router[index]!
          if (!agrees(core, onChain)) throw new Error(`case ${show(item)}: core ${show(core)} router ${show(onChain)}`)
          tally.cases += 1
          tally.quoted += 'amounts' in onChain ? 1 : 0
          tally.reverted += 'error' in onChain ? 1 : 0
          if ('error' in onChain) reasons[onChain.error] = (reasons[onChain.error] ?? 0) + 1
          tally.twoHop += item.path.length === 3 ? 1 : 0
        })
      }),
      // Shrinking 260-case arrays would take minutes; the failing case is named in the error instead.
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    console.info(`amm differential: ${show(tally)} in ${Math.round(performance.now() - started)} ms; reverts ${show(reasons)}; pairs ${world.graph.pairs.length}`)
    expect(tally.cases).toBeGreaterThanOrEqual(1_000)
    // The case mix must exercise both outcomes and both path lengths, or the test proves little.
    expect(tally.quoted).toBeGreaterThan(450)
    expect(tally.reverted).toBeGreaterThan(150)
    expect(tally.twoHop).toBeGreaterThan(300)
  })

  it('rejects a one-token path as the router does', async () => {
    const path = [world.tokens[0]!]
    const [router] = await routerOutcomes([{ kind: 'out', amount: 1n, path }])
    expect(coreOutcome({ kind: 'out', amount: 1n, path })).toEqual({ error: 'InvalidPathLengthError' })
    expect(router).toEqual({ error: 'UniswapV2Library: INVALID_PATH' })
  })
})
