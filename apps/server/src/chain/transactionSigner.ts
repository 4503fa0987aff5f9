import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { createClient, formatTransactionRequest, http, numberToHex, isAddressEqual, parseTransaction, recoverTransactionAddress, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** What the payer signs: a legacy transaction whose every field it sets itself. */
export interface PayoutTransaction {
  to: Address
  data: Hex
  gas: bigint
  gasPrice: bigint
  nonce: number
}

/**
 * The hot wallet's signature, wherever its key lives: in this process (the devnet, a small
 * deployment) or behind a remote signer (an HSM or KMS proxy speaking `eth_signTransaction`),
 * so a production worker need not hold the key at all.
 */
export interface TransactionSigner {
  readonly address: Address
  readonly kind: 'local' | 'remote'
  signTransaction(transaction: PayoutTransaction): Promise<Hex>
}

export type SignerSetting = Readonly<{ kind: 'local'; key: Hex } | { kind: 'remote'; url: string }>

export class SignerError extends Error {
  override name = 'SignerError'
}

export function createSigner(setting: SignerSetting, address: Address, chain: ChainConfig): TransactionSigner {
  return setting.kind === 'local' ? localSigner(setting.key, chain) : remoteSigner(setting.url, address, chain)
}

function localSigner(key: Hex, chain: ChainConfig): TransactionSigner {
  const account = privateKeyToAccount(key)
  return {
    address: account.address,
    kind: 'local',
    signTransaction: (transaction) => account.signTransaction({ ...transaction, chainId: chain.chainId, type: 'legacy' }),
  }
}

/**
 * A signer reached over JSON-RPC (Web3Signer, a KMS proxy; anvil for its unlocked accounts). What
 * it answers is parsed and checked before anyone stores or sends it: the fields asked for, the
 * chain, and a signature by the hot wallet. A signer that answers anything else signed nothing.
 */
function remoteSigner(url: string, address: Address, chain: ChainConfig): TransactionSigner {
  // Only eth_signTransaction is asked: a signer need answer nothing else (not even eth_chainId).
  const client = createClient({ transport: http(url, { retryCount: 0 }) })
  return {
    address,
    kind: 'remote',
    async signTransaction(transaction) {
      // The chain id rides along so the signer binds the signature to this chain (EIP-155).
      const request = { ...formatTransactionRequest({ ...transaction, from: address, type: 'legacy' }), chainId: numberToHex(chain.chainId) }
      const raw = await client.request({ method: 'eth_signTransaction', params: [request] }).catch((error: unknown) => {
        throw new SignerError(`the remote signer at ${new URL(url).host} did not sign: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      })
      await assertSignedAsAsked(raw, transaction, address, chain)
      return raw
    },
  }
}

async function assertSignedAsAsked(raw: Hex, asked: PayoutTransaction, address: Address, chain: ChainConfig): Promise<void> {
  const signed = parseTransaction(raw)
  const same =
    signed.type === 'legacy' &&
    signed.chainId === chain.chainId &&
    signed.nonce === asked.nonce &&
    signed.gas === asked.gas &&
    signed.gasPrice === asked.gasPrice &&
    signed.to != null &&
    isAddressEqual(signed.to, asked.to) &&
    (signed.data ?? '0x').toLowerCase() === asked.data.toLowerCase() &&
    (signed.value ?? 0n) === 0n
  if (!same) throw new SignerError('the remote signer answered a transaction other than the one asked for')
  const signer = await recoverTransactionAddress({ serializedTransaction: raw as Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'] })
  if (!isAddressEqual(signer, address)) throw new SignerError(`the remote signer signed as ${signer}, not as the hot wallet ${address}`)
}
