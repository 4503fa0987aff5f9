import { createContext, useContext, type ComponentType } from 'react'
import type { Abi, Address, Hex, PublicClient, WalletClient } from 'viem'
import type { PendingPopup } from '../../../lib/pendingPopup.ts'

export interface ContractWrite {
  readonly address: Address
  readonly abi: Abi
  readonly functionName: string
  readonly args?: readonly unknown[]
  readonly value?: bigint
}

export interface TrackedSendParameters {
  readonly publicClient: PublicClient
  readonly walletClient: WalletClient
  readonly account: Address
  readonly chainId: number
  readonly write: ContractWrite
  readonly gas: bigint
  readonly title: string
  readonly message: string
  readonly onHash?: ((hash: Hex) => void) | undefined
}

/**
 * What LP staking borrows from the exchange, so its transactions behave exactly as a swap's: the
 * gas estimate, the send recorded in the transaction history and followed to its receipt, the
 * status popup and the explorer link. Features do not import each other, so the route (src/app)
 * hands the exchange's own implementations over; tests hand in fakes.
 */
export interface TxKit {
  estimateWrite(client: PublicClient, account: Address, write: ContractWrite): Promise<bigint>
  /** Resolves with the hash once the receipt is in; throws when the wallet refuses or the call reverts. */
  trackedSend(parameters: TrackedSendParameters): Promise<Hex>
  explorerTxUrl(chain: { explorerUrl: string }, hash: string): string | undefined
  PendingDialog: ComponentType<{ pending: PendingPopup | undefined; onClose: () => void; explorerUrl: string }>
  /** Where a chain config names no Multicall3 (BSC has it at the canonical address). */
  canonicalMulticall3: Address
}

const TxKitContext = createContext<TxKit | undefined>(undefined)

export const TxKitProvider = TxKitContext.Provider

export function useTxKit(): TxKit {
  const kit = useContext(TxKitContext)
  if (!kit) throw new Error('useTxKit outside TxKitProvider')
  return kit
}
