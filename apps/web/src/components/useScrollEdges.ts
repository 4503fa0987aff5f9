import { useEffect, useState, type RefObject } from 'react'

export interface ScrollEdges {
  /** More content past the left edge. */
  start: boolean
  /** More content past the right edge. */
  end: boolean
}

/** Below a pixel, sub-pixel layout would leave a fade over an edge that is already reached. */
const SLACK = 1

function edgesOf(element: HTMLElement): ScrollEdges {
  return { start: element.scrollLeft > SLACK, end: element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK }
}

/**
 * Which sides of a horizontal scroller hide content, kept current on scroll and resize: a row
 * whose last item ends exactly at the edge otherwise gives no sign that there is more.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      const next = edgesOf(element)
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next))
    }
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [ref])
  return edges
}
