import type { QueryClient } from '@tanstack/react-query'
import { completeAccount } from '../api/completeAccount.ts'

const completed = new Set<string>()

/** Register / user info / invite bind run once per account per page life, fresh or restored session. */
export function completeAccountOnce(queryClient: QueryClient, address: string): void {
  const key = address.toLowerCase()
  if (completed.has(key)) return
  completed.add(key)
  completeAccount(queryClient, address).catch(() => completed.delete(key))
}
