import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testTokenAbi } from '@hapdex/chain/abis'
import { startDevnet, type Devnet } from '@hapdex/chain/devnet'
import { devnetSnapshot } from '@hapdex/chain/devnetSnapshot'
import { createPublicClient, createTestClient, createWalletClient, http, type Address, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

/** Test helpers: a fresh devnet in a temporary directory, loaded from the run's snapshot, and token moves on it. */
export interface TestDevnet {
  devnet: Devnet
  token(symbol: string): Address
  publicClient: ReturnType<typeof createPublicClient>
  testClient: ReturnType<typeof createTestClient>
  sendToken(from: PrivateKeyAccount, symbol: string, to: Address, amount: bigint, gas?: bigint): Promise<Hex>
  balanceOf(symbol: string, owner: Address): Promise<bigint>
  stop(): Promise<void>
}

export async function startTestDevnet(): Promise<TestDevnet> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-wallet-'))
  const devnet = await startDevnet({ dataDir, snapshotDir: await devnetSnapshot() })
  const transport = http(devnet.rpcUrl)
  // No cached block number: a test mines, then reads the head to count depth; a 50 ms old answer would be a block short.
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 50, cacheTime: 0 })
  const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport })
  const token = (symbol: string) => {
    const address = devnet.deployment.contracts[symbol]
    if (address === undefined) throw new Error(`no ${symbol} on the devnet`)
    return address as Address
  }
  return {
    devnet,
    token,
    publicClient,
    testClient,
    async sendToken(from, symbol, to, amount, gas) {
      const wallet = createWalletClient({ account: from, chain: foundry, transport })
      const hash = await wallet.writeContract({ address: token(symbol), abi: testTokenAbi, functionName: 'transfer', args: [to, amount], ...(gas === undefined ? {} : { gas }) })
      await publicClient.waitForTransactionReceipt({ hash })
      return hash
    },
    balanceOf: (symbol, owner) => publicClient.readContract({ address: token(symbol), abi: testTokenAbi, functionName: 'balanceOf', args: [owner] }),
    async stop() {
      await devnet.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
