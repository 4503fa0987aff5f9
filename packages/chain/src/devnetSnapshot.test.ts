import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { testTokenAbi } from './abis.ts'
import { testAccounts } from './accounts.ts'
import { startDevnet, type Devnet } from './devnet.ts'
import { devnetSnapshot } from './devnetSnapshot.ts'
import { toViemChain } from './viemChain.ts'

const started: { devnet: Devnet; dataDir: string }[] = []
afterAll(async () => {
  for (const { devnet, dataDir } of started) {
    await devnet.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

async function fromSnapshot(snapshotDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-snapshot-'))
  const devnet = await startDevnet({ dataDir, snapshotDir })
  started.push({ devnet, dataDir })
  return { devnet, client: createPublicClient({ transport: http(devnet.rpcUrl) }) }
}

describe('the run’s devnet snapshot', () => {
  it('gives each devnet the deployed chain, and each keeps its own moves to itself', async () => {
    const snapshotDir = await devnetSnapshot()
    const stateBefore = readFileSync(join(snapshotDir, 'anvil-state.json'))
    const first = await fromSnapshot(snapshotDir)
    const second = await fromSnapshot(snapshotDir)
    expect(second.devnet.deployment.contracts).toEqual(first.devnet.deployment.contracts)
    expect(second.devnet.deployment.chain.rpcUrls).toEqual([second.devnet.rpcUrl])
    const usdt = first.devnet.deployment.contracts['USDT'] as Address
    expect(await second.client.getCode({ address: first.devnet.deployment.chain.exchanges.v2.router as Address })).toMatch(/^0x[0-9a-f]{100,}$/)

    const [sender, receiver] = [testAccounts[3]!, testAccounts[4]!]
    const balance = (client: typeof first.client) => client.readContract({ address: usdt, abi: testTokenAbi, functionName: 'balanceOf', args: [receiver.address] })
    const before = await balance(first.client)
    expect(before).toBeGreaterThan(0n)
    const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), chain: toViemChain(first.devnet.deployment.chain), transport: http(first.devnet.rpcUrl) })
    const hash = await wallet.writeContract({ address: usdt, abi: testTokenAbi, functionName: 'transfer', args: [receiver.address, 1_234_567n] })
    await first.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await balance(first.client)).toBe(before + 1_234_567n)
    expect(await balance(second.client)).toBe(before)
    expect(readFileSync(join(snapshotDir, 'anvil-state.json')).equals(stateBefore)).toBe(true)
  })
})
