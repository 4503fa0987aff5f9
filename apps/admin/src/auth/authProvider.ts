import type { AuthProvider } from '@refinedev/core'
import { adminSession } from '@hapdex/core/api/admin'
import { authLogout } from '@hapdex/core/api/auth'
import { call, ConsoleApiError } from '../api/client.ts'
import { clearSession, loadSession } from './session.ts'
import { signInWithWallet } from './signIn.ts'

/** Refine's check error for a signed-in address that is not in ADMIN_ADDRESSES. */
export const NOT_OPERATOR = 'not_operator'

/**
 * Signed in means a session the server still knows; an operator, one /api/admin/session accepts.
 * A 403 there is not a sign-in failure but its own screen (App's gate shows "not an operator").
 */
export const authProvider: AuthProvider = {
  login: async () => {
    try {
      await signInWithWallet(window.ethereum, window.location)
      return { success: true }
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : new Error(String(error)) }
    }
  },
  logout: async () => {
    // The server forgets the session too; a failure there leaves it to expire.
    if (loadSession() !== undefined) await call(authLogout, {}).catch(() => undefined)
    clearSession()
    return { success: true }
  },
  check: async () => {
    if (loadSession() === undefined) return { authenticated: false }
    try {
      await call(adminSession, {})
      return { authenticated: true }
    } catch (error) {
      if (error instanceof ConsoleApiError && error.statusCode === 403) return { authenticated: false, error: { name: NOT_OPERATOR, message: error.message } }
      if (error instanceof ConsoleApiError && error.statusCode === 401) clearSession()
      return { authenticated: false }
    }
  },
  onError: async (error: unknown) => (error instanceof ConsoleApiError && error.statusCode === 401 ? { logout: true } : {}),
  getIdentity: async () => {
    const session = loadSession()
    return session === undefined ? null : { id: session.address, name: session.address }
  },
}
