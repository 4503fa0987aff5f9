import { useEffect, useState } from 'react'

/** The time, read again every `intervalMs`: a round that opens or ends while the page is open moves tab and button. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
