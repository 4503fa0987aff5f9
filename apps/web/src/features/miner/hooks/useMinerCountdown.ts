import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { minerStatuses } from '@hapdex/core/api/miner'
import { tickCountdown, type CountdownState } from '../lib/countdown.ts'

export interface MinerCountdownParameters {
  status: number | undefined
  /** Seconds left as the server last said. */
  countdown: number
  /** When that answer arrived (the query's dataUpdatedAt): a new answer restarts the count from it. */
  answeredAt: number
  onRefreshSummary: () => void
  onReloadInfo: () => void
}

/**
 * Spec 2 §4: a running miner's countdown ticks each second, refreshes the summary every 10 ticks
 * and reloads the info when it ends. The server's seconds are the source, not the local clock:
 * the programmes' clock is the server's (the devnet's can be moved).
 */
export function useMinerCountdown({ status, countdown, answeredAt, onRefreshSummary, onReloadInfo }: MinerCountdownParameters): number {
  const [shown, setShown] = useState({ answeredAt, remaining: countdown })
  const state = useRef<CountdownState>({ remaining: countdown, ticks: 0 })
  const running = status === minerStatuses.running
  const refreshSummary = useEffectEvent(onRefreshSummary)
  const reloadInfo = useEffectEvent(onReloadInfo)

  useEffect(() => {
    if (!running) return
    state.current = { remaining: countdown, ticks: 0 }
    const timer = setInterval(() => {
      const tick = tickCountdown(state.current)
      state.current = tick.state
      setShown({ answeredAt, remaining: tick.state.remaining })
      if (tick.refreshSummary) refreshSummary()
      if (tick.reloadInfo) reloadInfo()
    }, 1000)
    return () => clearInterval(timer)
  }, [running, countdown, answeredAt])

  // Until the first tick after a new answer, the answer itself is the truth.
  return shown.answeredAt === answeredAt ? shown.remaining : countdown
}
