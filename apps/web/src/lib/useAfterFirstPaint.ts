import { useEffect, useState } from 'react'
import { afterNextPaint } from './yieldToMain.ts'

let firstScreenData: Promise<unknown> = Promise.resolve()
let firstPaint: Promise<void> | undefined
let firstPaintDone = false

/**
 * The first screen's own early data (`app/firstScreenQueries.ts`): its largest paint (the swap
 * screens' notice popup, the home banner) may come with it, a render after the screen's first,
 * so what waits for the first paint waits for that render too.
 */
export function awaitFirstScreenData(data: Promise<unknown>): void {
  firstScreenData = data
}

/**
 * False until the first screen the page shows has painted, its early data and images included,
 * then true (for every later screen at once). Requests a screen does not need for its first paint
 * (viem for chain reads, the pickers' token list) wait for it: on a slow network they would share
 * the link with the screen's own code and data and hold its largest paint back
 * (docs/decisions/0012-first-load.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPaintDone)
  useEffect(() => {
    if (painted) return
    let current = true
    void whenFirstScreenPainted().then(() => current && setPainted(true))
    return () => {
      current = false
    }
  }, [painted])
  return painted
}

/** One wait for the page, however many components ask before it ends. */
function whenFirstScreenPainted(): Promise<void> {
  firstPaint ??= firstScreenData
    .then(nextTask, nextTask)
    .then(afterNextPaint)
    .then(imagesShown)
    .then(() => {
      firstPaintDone = true
    })
  return firstPaint
}

/**
 * Resolves once the screen's images are painted: an image is often the largest paint (the home
 * banner), painted a frame or more after the screen's own. An image that has already arrived is
 * waited for too: the home banner, preloaded, is complete as its element is created, yet decoded
 * and painted a frame later, and the chart's request once went out before that frame. Lazy images
 * are not waited for; where images cannot be decoded (a test's DOM), nothing is.
 */
async function imagesShown(): Promise<void> {
  const images = [...document.images].filter((image) => image.loading !== 'lazy' && typeof image.decode === 'function')
  if (images.length === 0) return
  await Promise.allSettled(images.map((image) => image.decode()))
  await afterNextPaint()
}

/**
 * The task after the ones already queued: TanStack Query tells a query's observers of new data in
 * a timer task (its notifyManager), so the render with the first screen's data comes after the
 * data's promise settles; waiting for the next paint from there could end before that render's.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
