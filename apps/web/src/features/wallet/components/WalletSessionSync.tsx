import { useSessionSync } from '../hooks/useSessionSync.ts'

/** Mount once inside the wallet providers; renders nothing. */
export function WalletSessionSync() {
  useSessionSync()
  return null
}
