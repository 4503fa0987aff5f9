import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useBanners } from '../api/bannerList.ts'
import { publicAsset } from '../../../lib/publicAsset.ts'
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion.ts'

/** Spec 9: banners advance every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000
const SWIPE_PX = 40

/**
 * What holds the banners still (WCAG 2.2.2: moving content the user can stop): a finger on them, the
 * pointer over them, or focus inside them, so that a dot or a banner link stays where the user aims.
 */
type Hold = 'touch' | 'pointer' | 'focus'

export function BannerSwiper() {
  const { t } = useTranslation()
  const { data } = useBanners()
  const banners = data?.list ?? []
  const [index, setIndex] = useState(0)
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(new Set())
  // A user who asked for less motion moves the banners by hand (swipe or dot), never by the clock.
  const reducedMotion = usePrefersReducedMotion()
  const touchStart = useRef<number | null>(null)
  const count = banners.length
  const held = holds.size > 0 || reducedMotion

  useEffect(() => {
    if (count < 2 || held) return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), BANNER_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [count, held])

  if (count === 0) return <div className="home-banner home-banner-placeholder" aria-hidden="true" />
  const shown = index % count

  const hold = (reason: Hold, on: boolean) =>
    setHolds((current) => {
      if (current.has(reason) === on) return current
      const next = new Set(current)
      if (on) next.add(reason)
      else next.delete(reason)
      return next
    })
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null
    hold('touch', true)
  }
  // Focus moving between the dots stays inside: only leaving the carousel lets it go on.
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false)
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const end = event.changedTouches[0]?.clientX
    touchStart.current = null
    hold('touch', false)
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
    setIndex((shown + (end < start ? 1 : count - 1)) % count)
  }

  return (
    <section
      className="home-banner"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
      data-testid="home-banner"
    >
      <div className="home-banner-track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((banner, position) => (
          <a key={banner.id} className="home-banner-slide" href={banner.link || undefined} aria-hidden={position !== shown} tabIndex={position === shown ? 0 : -1}>
            {/* The shipped banners are 750 × 300; the first is the screen's largest paint, so it goes first and the others wait until the track nears them. */}
            <img
              src={publicAsset(banner.image)}
              alt={banner.title}
              draggable={false}
              width={750}
              height={300}
              fetchPriority={position === 0 ? 'high' : 'low'}
              loading={position === 0 ? 'eager' : 'lazy'}
            />
          </a>
        ))}
      </div>
      <div className="home-banner-dots">
        {banners.map((banner, position) => (
          <button
            key={banner.id}
            type="button"
            className={position === shown ? 'home-banner-dot is-active' : 'home-banner-dot'}
            aria-label={t('home.showBanner', { number: position + 1 })}
            aria-current={position === shown}
            onClick={() => setIndex(position)}
          />
        ))}
      </div>
    </section>
  )
}
