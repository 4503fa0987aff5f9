import {
  createPublicClient,
  encodeDeployData,
  getContractAddress,
  http,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

export type TransactionQueue = {
  /** Sends a contract creation and returns the address it will have. */
  deploy(label: string, contract: { abi: Abi; bytecode: Hex }, args?: readonly unknown[]): Promise<Address>
  send(label: string, to: Address, data: Hex, value?: bigint): Promise<void>
  /** Waits for every receipt and throws naming each reverted transaction. */
  confirmAll(): Promise<void>
  client: PublicClient
  /** The sending account's address. */
  account: Address
}

/**
 * Fixed, generous limits. Also for a test's own swaps: an estimate made within the second of a
 * pair's last update leaves out the price accumulators' stores, which the mined block (a second
 * later) then makes, so an estimated swap can run out of gas under load and revert.
 */
export const devnetGasLimit = { deploy: 8_000_000n, call: 6_000_000n }
// Fixed, generous fees: no fee or gas estimation round trip per transaction.
const fees = { maxFeePerGas: 100_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }

/**
 * Signs locally with explicit nonces and sends without waiting for receipts: anvil mines each
 * transaction as it arrives, in nonce order, so a whole deployment costs one RPC per transaction.
 */
export async function createTransactionQueue(rpcUrl: string, privateKey: Hex): Promise<TransactionQueue> {
  const client = createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 500 } }), pollingInterval: 50 })
  const account = privateKeyToAccount(privateKey)
  const chainId = await client.getChainId()
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const sent: { label: string; hash: Hex }[] = []

  async function sendRaw(label: string, request: { to?: Address; data: Hex; value: bigint; gas: bigint }) {
    const signed = await signTransaction(account, { ...request, chainId, nonce, ...fees })
    nonce += 1
    sent.push({ label, hash: await client.sendRawTransaction({ serializedTransaction: signed }) })
  }

  return {
    client,
    account: account.address,
    async deploy(label, contract, args = []) {
      const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
      await sendRaw(label, { data: encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args }), value: 0n, gas: devnetGasLimit.deploy })
      return address
    },
    async send(label, to, data, value = 0n) {
      await sendRaw(label, { to, data, value, gas: devnetGasLimit.call })
    },
    async confirmAll() {
      const receipts = await Promise.all(sent.map(({ hash }) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })))
      const failed = sent.filter((_, index) => receipts[index]?.status !== 'success').map(({ label }) => label)
      if (failed.length > 0) throw new Error(`devnet deploy: transactions reverted: ${failed.join(', ')}`)
      sent.length = 0
    },
  }
}

function signTransaction(
  account: PrivateKeyAccount,
  request: { to?: Address; data: Hex; value: bigint; gas: bigint; chainId: number; nonce: number; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
): Promise<Hex> {
  return account.signTransaction({ type: 'eip1559', ...request })
}
