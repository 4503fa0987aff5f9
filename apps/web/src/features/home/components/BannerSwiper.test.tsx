import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { BANNER_AUTOPLAY_MS, BannerSwiper } from './BannerSwiper.tsx'

const list = [1, 2, 3].map((id) => ({ id, title: `Banner ${id}`, image: `/banners/banner${id}.svg`, link: '' }))
vi.mock('../api/bannerList.ts', () => ({ useBanners: () => ({ data: { list } }) }))

let reducedMotion = false
const shownDot = () => screen.getAllByRole('button', { name: /Show banner/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('BannerSwiper', () => {
  beforeEach(() => {
    updateSettings({ language: 'en-US' })
    vi.useFakeTimers()
    reducedMotion = false
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)', addEventListener: () => {}, removeEventListener: () => {} }))
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('advances every 3000 ms and wraps round', () => {
    render(<BannerSwiper />)
    expect(shownDot()).toBe(1)
    tick(BANNER_AUTOPLAY_MS - 1)
    expect(shownDot()).toBe(1)
    tick(1)
    expect(shownDot()).toBe(2)
    tick(2 * BANNER_AUTOPLAY_MS)
    expect(shownDot()).toBe(1)
  })

  it('stays still while the pointer is over it, and goes on once it leaves', () => {
    render(<BannerSwiper />)
    const carousel = screen.getByTestId('home-banner')
    fireEvent.mouseEnter(carousel)
    // Two steps, not three: three would wrap round to the first banner and hide a move.
    tick(2 * BANNER_AUTOPLAY_MS)
    expect(shownDot()).toBe(1)
    fireEvent.mouseLeave(carousel)
    tick(BANNER_AUTOPLAY_MS)
    expect(shownDot()).toBe(2)
  })

  it('stays still while focus is inside, also as focus moves from dot to dot', () => {
    render(<BannerSwiper />)
    const [first, second] = screen.getAllByRole('button', { name: /Show banner/ })
    act(() => first!.focus())
    tick(BANNER_AUTOPLAY_MS)
    act(() => second!.focus())
    tick(BANNER_AUTOPLAY_MS)
    expect(shownDot()).toBe(1)
    act(() => second!.blur())
    tick(BANNER_AUTOPLAY_MS)
    expect(shownDot()).toBe(2)
  })

  it('never moves by the clock for a user who asked for less motion, but a dot still shows its banner', () => {
    reducedMotion = true
    render(<BannerSwiper />)
    tick(5 * BANNER_AUTOPLAY_MS)
    expect(shownDot()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }))
    expect(shownDot()).toBe(3)
    expect(screen.getByAltText('Banner 3').closest('a')?.getAttribute('aria-hidden')).toBe('false')
  })
})
