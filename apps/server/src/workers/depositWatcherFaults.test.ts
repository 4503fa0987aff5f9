import { testTokenAbi } from '@hapdex/chain/abis'
import { startRpcProxy, type RpcProxy } from '@hapdex/chain/rpcProxy'
import type { FastifyInstance } from 'fastify'
import { createWalletClient, encodeFunctionData, http, keccak256, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../modules/wallet/ledgerCheck.ts'
import { createWalletContext, type WalletContext } from '../modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from '../modules/wallet/walletDevnet.ts'
import { account, signIn } from '../test/signIn.ts'
import { testConfig } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { e18, walletTestApp } from '../test/walletTestKit.ts'
import { readCursor } from './chainLogCursor.ts'
import { DEPOSIT_WATCHER_CURSOR, DepositPassError, watchDepositsOnce } from './depositWatcher.ts'

/**
 * The deposit watcher against a real devnet through an RPC proxy that fails calls the way nodes
 * do, and under anvil's own reorgs: a deposit is credited once, at depth, or not at all; a block
 * the node could not serve whole is read again, never skipped.
 */
const CONFIRMATIONS = 3

describe.each(testDatabases)('the deposit watcher under faults on $name', ({ create }) => {
  let chain: TestDevnet
  let proxy: RpcProxy
  beforeAll(async () => {
    chain = await startTestDevnet()
    proxy = await startRpcProxy(chain.devnet.rpcUrl)
  })
  afterEach(() => proxy.heal())
  afterAll(async () => {
    await proxy?.close()
    await chain?.stop()
  })

  /** A database, an app and a receiving address of the test's own: the blocks it reads hold only its deposits. */
  async function world() {
    const database: TestDatabase = await create()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const env = { DEPOSIT_CONFIRMATIONS: String(CONFIRMATIONS), DEPOSIT_ADDRESS: receiver, ADMIN_ADDRESSES: account(3).address }
    const app = await walletTestApp(database.db, env, chain.devnet.deployment.chain)
    const ctx = createWalletContext({ db: database.db, config: testConfig(env), chain: { ...chain.devnet.deployment.chain, rpcUrls: [proxy.url] } })
    cleanups.push(async () => {
      await app.close()
      await database.drop()
    })
    return { database, app, ctx, receiver }
  }
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  /** A signed-up user with gas and 100 USDT of its own. */
  async function depositor(app: FastifyInstance) {
    const key = privateKeyToAccount(generatePrivateKey())
    await chain.testClient.setBalance({ address: key.address, value: e18 })
    await chain.sendToken(account(1), 'USDT', key.address, 100n * e18)
    return { key, auth: await signIn(app, key) }
  }
  const usable = async (app: FastifyInstance, auth: string) => (await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: auth } })).json().data.usable as string
  const depositRows = (ctx: WalletContext) => ctx.db.selectFrom('deposits').select(['tx_hash', 'amount', 'status', 'block_number']).orderBy('id').execute()
  const blockOf = async (hash: Hex) => (await chain.publicClient.getTransactionReceipt({ hash })).blockNumber

  it('stops at the block whose receipt the node refused, reads it again, and credits each deposit once', async () => {
    const { app, ctx, receiver } = await world()
    const user = await depositor(app)
    // Amounts that divide by nothing: a rounding or a double credit shows in the last unit.
    const first = await chain.sendToken(user.key, 'USDT', receiver, 3n * e18 + 1n)
    const second = await chain.sendToken(user.key, 'USDT', receiver, 5n * e18 + 7n)
    await chain.testClient.mine({ blocks: CONFIRMATIONS })
    // The first receipt is served; every later one is rate-limited, past viem's own retries.
    proxy.inject({ methods: ['eth_getTransactionReceipt'], fault: { kind: 'rateLimit' }, after: 1 })

    const failed = await watchDepositsOnce(ctx).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(DepositPassError)
    expect((failed as DepositPassError).block).toBe(await blockOf(second))
    expect(await readCursor(ctx.db, DEPOSIT_WATCHER_CURSOR)).toBe(await blockOf(second))
    expect((await depositRows(ctx)).map((row) => [row.tx_hash, String(row.amount), row.status])).toEqual([[first, (3n * e18 + 1n).toString(), 'credited']])
    expect(proxy.faultsDealt.rateLimit).toBeGreaterThan(0)

    proxy.heal()
    await watchDepositsOnce(ctx)
    await watchDepositsOnce(ctx)
    expect((await depositRows(ctx)).map((row) => [row.tx_hash, String(row.amount), row.status])).toEqual([
      [first, (3n * e18 + 1n).toString(), 'credited'],
      [second, (5n * e18 + 7n).toString(), 'credited'],
    ])
    expect(await usable(app, user.auth)).toBe('8.000000000000000008')
    expect((await checkLedger(ctx.db)).problems).toEqual([])
  })

  it('moves no cursor when the node drops the log query, and credits on the next pass', async () => {
    const { app, ctx, receiver } = await world()
    const user = await depositor(app)
    const hash = await chain.sendToken(user.key, 'USDT', receiver, 2n * e18 + 3n)
    await chain.testClient.mine({ blocks: CONFIRMATIONS })
    await watchDepositsOnce(ctx)
    const cursor = await readCursor(ctx.db, DEPOSIT_WATCHER_CURSOR)
    const later = await chain.sendToken(user.key, 'USDT', receiver, 1n * e18 + 11n)
    await chain.testClient.mine({ blocks: CONFIRMATIONS })
    proxy.inject({ methods: ['eth_getLogs'], fault: { kind: 'drop' } })

    await expect(watchDepositsOnce(ctx)).rejects.toBeInstanceOf(DepositPassError)
    expect(await readCursor(ctx.db, DEPOSIT_WATCHER_CURSOR)).toBe(cursor)
    expect(proxy.faultsDealt.drop).toBeGreaterThan(0)

    proxy.heal()
    await watchDepositsOnce(ctx)
    expect((await depositRows(ctx)).map((row) => row.tx_hash)).toEqual([hash, later])
    expect(await usable(app, user.auth)).toBe('3.000000000000000014')
  })

  it('credits a deposit a reorg moved to another block once, at depth, and never one the reorg dropped', async () => {
    const { app, ctx, receiver } = await world()
    const user = await depositor(app)
    const entryMark = (tx_hash: Hex) => app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: user.auth }, payload: { tx_hash } })
    const moved = await signedTransfer(user.key, receiver, 4n * e18 + 9n)
    const dropped = await signedTransfer(user.key, receiver, 6n * e18 + 1n, moved.nonce + 1)
    await chain.publicClient.waitForTransactionReceipt({ hash: await chain.publicClient.sendRawTransaction({ serializedTransaction: moved.raw }) })
    await chain.publicClient.waitForTransactionReceipt({ hash: await chain.publicClient.sendRawTransaction({ serializedTransaction: dropped.raw }) })
    const before = await blockOf(moved.hash)
    // Both reported while young: recorded pending, not credited.
    expect((await entryMark(moved.hash)).json().data.list[0].status).toBe('pending')
    expect((await entryMark(dropped.hash)).json().data.list[0].status).toBe('pending')
    await watchDepositsOnce(ctx)

    // The two blocks are replaced: the first transfer is mined again in the second of them, the other is gone.
    await chain.testClient.request({ method: 'anvil_reorg' as never, params: [2, [[moved.raw, 1]]] as never })
    await chain.testClient.mine({ blocks: 1 })
    const after = await blockOf(moved.hash)
    expect(after).toBeGreaterThan(before)
    await expect(chain.publicClient.getTransactionReceipt({ hash: dropped.hash })).rejects.toThrow()

    // One block short of depth for the moved transfer: nothing yet.
    const head = await chain.publicClient.getBlockNumber()
    await chain.testClient.mine({ blocks: Number(after + BigInt(CONFIRMATIONS) - 2n - head) })
    expect(await chain.publicClient.getBlockNumber()).toBe(after + BigInt(CONFIRMATIONS) - 2n)
    await watchDepositsOnce(ctx)
    expect(await usable(app, user.auth)).toBe('0')
    await chain.testClient.mine({ blocks: 1 })
    await watchDepositsOnce(ctx)
    await watchDepositsOnce(ctx)

    expect(await usable(app, user.auth)).toBe('4.000000000000000009')
    const rows = await depositRows(ctx)
    expect(rows.map((row) => [row.tx_hash, row.status])).toEqual([
      [moved.hash, 'credited'],
      [dropped.hash, 'pending'],
    ])
    expect((await entryMark(dropped.hash)).json().error).toBe('wallet.tx_not_found')
    expect((await checkLedger(ctx.db)).problems).toEqual([])
  })

  /** A USDT transfer signed but not sent, so the same bytes can be handed to anvil_reorg. */
  async function signedTransfer(from: PrivateKeyAccount, to: Address, amount: bigint, nonce?: number) {
    const wallet = createWalletClient({ account: from, chain: foundry, transport: http(chain.devnet.rpcUrl) })
    const request = await wallet.prepareTransactionRequest({
      to: chain.token('USDT'),
      data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
      gas: 100_000n,
      type: 'legacy',
      ...(nonce === undefined ? {} : { nonce }),
    })
    const raw = await wallet.signTransaction(request)
    return { raw, hash: keccak256(raw), nonce: request.nonce }
  }
})
