/** The console's session: its own key, apart from the web app's sessions of the same origin. */
const KEY = 'hapdex.console.session'

export interface ConsoleSession {
  token: string
  address: string
  expires_at: string
  /** The server's chain, which every operator signature names (decision 0046). */
  chain_id?: number
}

export function loadSession(now = Date.now()): ConsoleSession | undefined {
  try {
    const session = JSON.parse(localStorage.getItem(KEY) ?? 'null') as ConsoleSession | null
    if (session === null || Date.parse(session.expires_at) <= now) return undefined
    return session
  } catch {
    return undefined
  }
}

export const sessionToken = () => loadSession()?.token

export function saveSession(session: ConsoleSession): void {
  localStorage.setItem(KEY, JSON.stringify(session))
}

export function clearSession(): void {
  localStorage.removeItem(KEY)
}
