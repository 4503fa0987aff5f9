import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testAccounts } from '@hapdex/chain/accounts'
import { testTokenAbi } from '@hapdex/chain/abis'
import { startDevnet } from '@hapdex/chain/devnet'
import { createPublicClient, createTestClient, createWalletClient, encodeFunctionData, http, keccak256, type Address, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { TestDevnet } from '../../apps/server/src/modules/wallet/walletDevnet.ts'
import { account } from '../../apps/server/src/test/signIn.ts'

/** The devnet's hot wallet (config.ts's DEVNET_HOT_WALLET_KEY is anvil's account 9). */
export const hotWallet = privateKeyToAccount(testAccounts[9]!.privateKey)

export interface BenchChain extends TestDevnet {
  /** Back to the chain as it was set up, for the next database: a fresh database must not meet a chain with a history it never saw. */
  rewind(): Promise<void>
  /** Waits until anvil has mined what it took: automine answers a broadcast before it mines it. */
  settlePool(): Promise<void>
  /** A USDT transfer signed but not sent, so the same bytes can be sent again or handed to anvil_reorg. */
  signedTransfer(from: PrivateKeyAccount, to: Address, amount: bigint): Promise<{ raw: Hex; hash: Hex }>
  sendRaw(raw: Hex): Promise<Hex>
}

/**
 * One anvil for the whole bench, with the helpers of the tests' startTestDevnet. That one loads the
 * snapshot vitest's global set-up makes, which a tsx process cannot reach, so this deploys once
 * into a temporary folder instead. The hot wallet's deployment float is moved away before the
 * snapshot every group reverts to: what custody holds on chain is then exactly what the bench's
 * deposits brought and its payouts took, and a payout made twice shows as a shortfall.
 */
export async function startBenchChain(): Promise<BenchChain> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-custody-faults-'))
  const devnet = await startDevnet({ dataDir, persist: false })
  const transport = http(devnet.rpcUrl)
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 20 })
  const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport })
  const token = (symbol: string) => {
    const address = devnet.deployment.contracts[symbol]
    if (address === undefined) throw new Error(`no ${symbol} on the devnet`)
    return address as Address
  }
  const balanceOf = (symbol: string, owner: Address) => publicClient.readContract({ address: token(symbol), abi: testTokenAbi, functionName: 'balanceOf', args: [owner] })
  const sendToken = async (from: PrivateKeyAccount, symbol: string, to: Address, amount: bigint, gas?: bigint) => {
    const wallet = createWalletClient({ account: from, chain: foundry, transport })
    const hash = await wallet.writeContract({ address: token(symbol), abi: testTokenAbi, functionName: 'transfer', args: [to, amount], ...(gas === undefined ? {} : { gas }) })
    await publicClient.waitForTransactionReceipt({ hash })
    return hash
  }
  await sendToken(hotWallet, 'USDT', account(1).address, await balanceOf('USDT', hotWallet.address))
  let snapshot = await testClient.snapshot()
  return {
    devnet,
    token,
    publicClient,
    testClient,
    sendToken,
    balanceOf,
    async stop() {
      await devnet.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    async rewind() {
      await testClient.revert({ id: snapshot })
      // anvil spends a snapshot when it reverts to it.
      snapshot = await testClient.snapshot()
    },
    async settlePool() {
      for (let waited = 0; waited < 3_000; waited += 10) {
        // Queued transactions wait behind a nonce gap (a payout the node never received): they are not anvil's to mine yet.
        if ((await testClient.getTxpoolStatus()).pending === 0) return
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    async signedTransfer(from, to, amount) {
      const wallet = createWalletClient({ account: from, chain: foundry, transport })
      const data = encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] })
      const request = await wallet.prepareTransactionRequest({ to: token('USDT'), data, gas: 100_000n, type: 'legacy' })
      const raw = await wallet.signTransaction(request)
      return { raw, hash: keccak256(raw) }
    },
    sendRaw: (raw) => publicClient.sendRawTransaction({ serializedTransaction: raw }),
  }
}
