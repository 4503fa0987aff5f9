import { useEffect, useState } from 'react'

/** The time, read again every `intervalMs`: a fund term that ends while the page is open shows its redeem. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
