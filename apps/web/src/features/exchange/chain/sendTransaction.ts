import type { Abi, Address, Hex, PublicClient, WalletClient } from 'viem'
import { gasLimitWithMargin } from '../../../lib/gasLimit.ts'
import { getSettings } from '../../../lib/settings.ts'
import { tieredGasPrice } from '../swap/swapCall.ts'

export type ContractWrite = {
  readonly address: Address
  readonly abi: Abi
  readonly functionName: string
  readonly args?: readonly unknown[]
  readonly value?: bigint
}

/** Spec 7: every send estimates gas first; this throws when the estimate fails (the call would revert). */
export async function estimateWrite(client: PublicClient, account: Address, write: ContractWrite): Promise<bigint> {
  return client.estimateContractGas({ ...write, account } as unknown as Parameters<PublicClient['estimateContractGas']>[0])
}

/** The gas limit a send uses (spec 9): the estimate times 1.1. Throws like estimateWrite. */
export async function estimateGasLimit(client: PublicClient, account: Address, write: ContractWrite): Promise<bigint> {
  return gasLimitWithMargin(await estimateWrite(client, account, write))
}

/** The gas price of the settings: a typed custom price in gwei, else the chosen tier of the network price. */
export async function settingsGasPrice(client: PublicClient): Promise<bigint> {
  const { gasPrice, gasPriceType } = getSettings()
  if (gasPrice !== '') {
    const [whole = '0', fraction = ''] = gasPrice.split('.')
    return BigInt(whole) * 1_000_000_000n + BigInt(fraction.slice(0, 9).padEnd(9, '0'))
  }
  return tieredGasPrice(await client.getGasPrice(), gasPriceType)
}

/** Sends with the estimated gas and the settings' gas price; resolves with the hash. */
export async function sendWrite(publicClient: PublicClient, walletClient: WalletClient, account: Address, write: ContractWrite, gas: bigint): Promise<Hex> {
  const gasPrice = await settingsGasPrice(publicClient)
  return walletClient.writeContract({ ...write, account, chain: walletClient.chain, gas, gasPrice } as unknown as Parameters<WalletClient['writeContract']>[0])
}

/** The nonce the wallet used, kept with the history record to notice replacement. */
export async function transactionNonce(client: PublicClient, hash: Hex): Promise<number | undefined> {
  return client.getTransaction({ hash }).then(
    (transaction) => transaction.nonce,
    () => undefined,
  )
}

/** A wallet refusal (EIP-1193 4001) rather than a failure of the transaction. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  while (typeof current === 'object' && current !== null) {
    const { code, name } = current as { code?: unknown; name?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
