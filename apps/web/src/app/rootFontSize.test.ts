import { describe, expect, it } from 'vitest'
import { rootFontSize, watchRootFontSize } from './rootFontSize.ts'

describe('rootFontSize', () => {
  it.each([
    [375, 16],
    [390, 16.64],
    [599, (16 * 599) / 375],
    [600, 12.8],
    [899, (16 * 899) / 750],
    [900, 14.4],
    [1249, (16 * 1249) / 1000],
    [1250, 16],
    [1499, (16 * 1499) / 1250],
    [1500, 15],
    [1920, 19.2],
  ])('width %d gives %d px', (width, expected) => {
    expect(rootFontSize(width)).toBeCloseTo(expected, 10)
  })

  it('follows window resizes until stopped', () => {
    const setWidth = (width: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
      window.dispatchEvent(new Event('resize'))
    }
    const stop = watchRootFontSize(window)
    setWidth(600)
    expect(document.documentElement.style.fontSize).toBe('12.8px')
    stop()
    setWidth(375)
    expect(document.documentElement.style.fontSize).toBe('12.8px')
  })
})
