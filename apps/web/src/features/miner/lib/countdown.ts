/** Seconds left as `HH:MM:SS`; a session is 24 h, so hours never need a day part. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`
}

export interface CountdownState {
  remaining: number
  ticks: number
}

export interface CountdownTick {
  state: CountdownState
  /** Spec 2 §4: the summary is refreshed every 10 ticks. */
  refreshSummary: boolean
  /** Spec 2 §4: when the countdown ends the info is reloaded. */
  reloadInfo: boolean
}

export const SUMMARY_REFRESH_TICKS = 10

/** One second of the running miner's countdown. */
export function tickCountdown({ remaining, ticks }: CountdownState): CountdownTick {
  const next = { remaining: Math.max(0, remaining - 1), ticks: ticks + 1 }
  return { state: next, refreshSummary: next.ticks % SUMMARY_REFRESH_TICKS === 0, reloadInfo: remaining > 0 && next.remaining === 0 }
}
