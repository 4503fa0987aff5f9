import { useEffect, useState } from 'react'

/** The time, read again every `intervalMs`: a term or round that ends while the page is open changes what it shows. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
