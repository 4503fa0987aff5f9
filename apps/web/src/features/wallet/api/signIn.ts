import { authLoginEndpoint as authLogin, authLogoutEndpoint as authLogout, authNonceEndpoint as authNonce } from '../../../lib/endpoints.ts'
import { api, apiRequest } from '../../../lib/api.ts'
import { clearSession, getActiveSession, saveSession, type Session } from '../../../lib/session.ts'

export interface SignInParameters {
  address: string
  chainId: number
  signMessage: (message: string) => Promise<`0x${string}`>
  location?: Pick<Location, 'host' | 'origin'>
  now?: Date
}

/** Sign-In with Ethereum: server nonce -> EIP-4361 message -> wallet signature -> session token. */
export async function signIn({ address, chainId, signMessage, location = window.location, now = new Date() }: SignInParameters): Promise<Session> {
  // The SIWE text needs viem's checksum and message code: loaded with the first sign-in, not with
  // the header that offers it.
  const [{ nonce }, { siweMessage }] = await Promise.all([api(authNonce, {}), import('../lib/siweMessage.ts')])
  const message = siweMessage({ address, chainId, nonce, location, issuedAt: now })
  const signature = await signMessage(message)
  const { data } = await apiRequest(authLogin, { message, signature })
  const session: Session = { token: data.token, address: data.address, expires_at: data.expires_at }
  saveSession(session)
  return session
}

/** Ends the server session (best effort, silently) and forgets the token. */
export async function signOut(address: string): Promise<void> {
  const active = getActiveSession()
  try {
    if (active && active.address.toLowerCase() === address.toLowerCase()) await api(authLogout, {}, { silent: true })
  } catch {
    // The session expires on the server anyway; the local token is dropped below either way.
  } finally {
    clearSession(address)
  }
}
