import { canonicalJson, operatorActionHeaders, operatorActionTypedData } from '@hapdex/core/api/operatorAction'
import { loadSession } from './session.ts'
import { NoWalletError } from './signIn.ts'

/** The headers that authorise one operator action: the operator's signature over its path and body. */
export type OperatorSigner = (action: string, input: unknown) => Promise<Record<string, string>>

/** How long a signature stays good: enough for the request to arrive, far below the server's maximum. */
const SIGNATURE_SECONDS = 120

const domainTypes = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
]

/**
 * Asks the operator's wallet to sign the action as EIP-712 typed data (decision 0046): the wallet
 * shows the path and the exact body, and the server checks the signature against the session's
 * address before the action runs.
 */
export const walletSigner: OperatorSigner = async (action, input) => {
  const wallet = window.ethereum
  const session = loadSession()
  if (wallet === undefined || session === undefined) throw new NoWalletError('no wallet to sign the action with')
  const { address, chain_id: chainId } = session
  // A session saved before signatures carried no chain: signing in again gives it one.
  if (chainId === undefined) throw new NoWalletError('sign in again to sign actions')
  const nonce = `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as const
  const expires = BigInt(Math.floor(Date.now() / 1000) + SIGNATURE_SECONDS)
  const typed = operatorActionTypedData(chainId, { action, payload: canonicalJson(input ?? {}), nonce, expires })
  // eth_signTypedData_v4 takes JSON, which has no bigint: seconds fit a number exactly.
  const request = JSON.stringify({ ...typed, types: { EIP712Domain: domainTypes, ...typed.types }, message: { ...typed.message, expires: Number(expires) } })
  const signature = (await wallet.request({ method: 'eth_signTypedData_v4', params: [address, request] })) as string
  return { [operatorActionHeaders.signature]: signature, [operatorActionHeaders.nonce]: nonce, [operatorActionHeaders.expires]: String(expires) }
}

let signer: OperatorSigner = walletSigner

/** For the console's own unit tests, which have no wallet: the browser suite signs with a real one. */
export function setOperatorSigner(next: OperatorSigner): void {
  signer = next
}

export const signOperatorAction: OperatorSigner = (action, input) => signer(action, input)
