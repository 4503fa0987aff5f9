import { useCallback, useRef } from 'react'

/**
 * Spec 4, Concurrency: one action in flight at a time. A ref, not the mutation's pending state:
 * two taps in the same frame both see the state of the render before, and would both send.
 */
export function useOneAtATime() {
  const busy = useRef(false)
  return useCallback((start: (done: () => void) => void) => {
    if (busy.current) return
    busy.current = true
    start(() => {
      busy.current = false
    })
  }, [])
}
