import { testAccounts } from '@hapdex/chain/accounts'
import { testTokenAbi } from '@hapdex/chain/abis'
import { createWalletClient, http, maxUint256, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { TestDevnet } from '../modules/wallet/walletDevnet.ts'

/** Anvil's account 8: a spender the hot wallet approved, used by no other test of the payer. */
const drainer = privateKeyToAccount(testAccounts[8]!.privateKey)
const hotWalletKey = privateKeyToAccount(testAccounts[9]!.privateKey)

/**
 * Makes the payouts `pay` broadcasts revert on chain, as they would when the hot wallet's tokens
 * leave between the payer's float check and the block (a key used elsewhere, a drained wallet):
 * with mining held, a spender the hot wallet approved takes its whole balance at a higher gas
 * price, so the block orders that transfer first. The tokens go back afterwards, so custody
 * matches the chain again.
 */
export async function withPayoutsReverting(chain: TestDevnet, symbol: string, pay: () => Promise<unknown>): Promise<void> {
  const token = chain.token(symbol)
  const hot = hotWalletKey.address
  const transport = http(chain.devnet.rpcUrl)
  const asHot = createWalletClient({ account: hotWalletKey, chain: foundry, transport })
  const asDrainer = createWalletClient({ account: drainer, chain: foundry, transport })
  await chain.publicClient.waitForTransactionReceipt({ hash: await asHot.writeContract({ address: token, abi: testTokenAbi, functionName: 'approve', args: [drainer.address, maxUint256] }) })
  const gasPrice = (await chain.publicClient.getGasPrice()) * 20n
  await chain.testClient.setAutomine(false)
  let drained: Hex
  let balance = 0n
  try {
    await pay()
    balance = await chain.balanceOf(symbol, hot)
    drained = await asDrainer.writeContract({ address: token, abi: testTokenAbi, functionName: 'transferFrom', args: [hot, drainer.address, balance], gas: 100_000n, gasPrice })
    await chain.testClient.mine({ blocks: 1 })
  } finally {
    await chain.testClient.setAutomine(true)
  }
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: drained })
  if (receipt.status !== 'success') throw new Error('the drain meant to make the payout revert reverted itself')
  await chain.sendToken(drainer, symbol, hot, balance)
}
