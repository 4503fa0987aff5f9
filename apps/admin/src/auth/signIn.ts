import { authLogin, authNonce } from '@hapdex/core/api/auth'
import { siteConfig } from '@hapdex/core/api/basic'
import { toHex } from 'viem'
// The web app's EIP-4361 message, not a copy: the server checks one format for both apps.
import { siweMessage } from '../../../web/src/features/wallet/lib/siweMessage.ts'
import { call } from '../api/client.ts'
import { saveSession, type ConsoleSession } from './session.ts'

/** An injected EIP-1193 wallet (window.ethereum). */
export interface InjectedWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

declare global {
  interface Window {
    ethereum?: InjectedWallet
  }
}

export class NoWalletError extends Error {
  override name = 'NoWalletError'
}

/** Sign-In with Ethereum on the server's session endpoints, with the browser's injected wallet. */
export async function signInWithWallet(wallet: InjectedWallet | undefined, location: Pick<Location, 'host' | 'origin'>, now = new Date()): Promise<ConsoleSession> {
  if (wallet === undefined) throw new NoWalletError('no injected wallet')
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
  const address = accounts[0]
  if (address === undefined) throw new NoWalletError('the wallet shared no account')
  const [{ chain }, { nonce }] = await Promise.all([call(siteConfig, {}), call(authNonce, {})])
  const message = siweMessage({ address, chainId: chain.chainId, nonce, location, issuedAt: now })
  const signature = (await wallet.request({ method: 'personal_sign', params: [toHex(message), address] })) as `0x${string}`
  const session = { ...(await call(authLogin, { message, signature })), chain_id: chain.chainId }
  saveSession(session)
  return session
}
