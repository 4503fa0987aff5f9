/** Spec 9: the root font size is 16 px times a factor of the window width, per width band. */
const bands: ReadonlyArray<{ below: number; divisor: number }> = [
  { below: 600, divisor: 375 },
  { below: 900, divisor: 750 },
  { below: 1250, divisor: 1000 },
  { below: 1500, divisor: 1250 },
]
const widestDivisor = 1600
const baseFontPx = 16

export function rootFontSize(windowWidth: number): number {
  const band = bands.find(({ below }) => windowWidth < below)
  // The spec's bands: "600 to 900" includes 600, so each band runs [previous, below).
  return (baseFontPx * windowWidth) / (band?.divisor ?? widestDivisor)
}

/** Keeps `<html>`'s font size in step with the window; returns the unsubscribe function. */
export function watchRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`
  }
  apply()
  win.addEventListener('resize', apply)
  return () => win.removeEventListener('resize', apply)
}
