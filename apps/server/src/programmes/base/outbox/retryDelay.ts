import type { RetryPolicy } from './outboxHandler.ts'

/**
 * Seconds to wait after failed attempt number `attempt` (1-based): firstDelaySeconds doubled per
 * earlier failure, capped at maxDelaySeconds. No jitter: one leader runs the outbox, so there is
 * no crowd of clients to spread out, and fixed delays let tests move a manual clock exactly.
 */
export function retryDelaySeconds(attempt: number, policy: Pick<RetryPolicy, 'firstDelaySeconds' | 'maxDelaySeconds'>): number {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError('attempts count from 1')
  // Capped before doubling overflows: 2^30 × the first delay is past any sensible maximum.
  const doublings = Math.min(attempt - 1, 30)
  return Math.min(policy.firstDelaySeconds * 2 ** doublings, policy.maxDelaySeconds)
}
