import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'
const mediaQuery = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(query))

function subscribe(onChange: () => void) {
  const media = mediaQuery()
  media?.addEventListener('change', onChange)
  return () => media?.removeEventListener('change', onChange)
}

/** Whether the user asked the system for less motion; follows a change while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false)
}
