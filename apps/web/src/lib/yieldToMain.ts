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

/**
 * Runs `start` as soon as the calling module has been evaluated, in a microtask: for a module
 * whose top level would otherwise start requests, timers or DOM work. Lighthouse's trace records
 * the JavaScript stack of each of those, and a stack through a module's top level makes V8 parse
 * the whole chunk again for its source positions (40–120 ms for the startup chunk on this
 * project's machines, all of it in the chunk's evaluation task).
 */
export function afterModuleEvaluation(start: () => void): void {
  queueMicrotask(start)
}

/**
 * Resolves once the browser has painted what the current task rendered (in a task after the next
 * frame), or in the next task where nothing is painted (a hidden page, no frames at all).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0)
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') done()
    else requestAnimationFrame(done)
  })
}
