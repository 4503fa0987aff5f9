/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between. Start-up work is split with it: a slow phone's main thread is then never held for long
 * by one piece (Lighthouse's total blocking time counts every task past 50 ms).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
