import { useRef, useState, type PointerEvent } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { HOME_CHART_TOKEN, useDailyChart } from '../api/tokenChart.ts'
import { initialWindowStart, visibleBars, windowAfterSwipe } from '../lib/chartWindow.ts'

/** 30 daily BGC prices as 7 bars; a swipe of more than 50 px moves one day (spec 9). */
export function BgcChart() {
  const { t } = useTranslation()
  const { data, isPending, isError } = useDailyChart()
  const points = data?.chart ?? []
  const [start, setStart] = useState<number | null>(null)
  const pointerX = useRef<number | null>(null)

  // Loading takes the chart's own box (title row, bar area), so the cards below it do not move
  // when the prices arrive.
  if (isPending)
    return (
      <section className="card home-chart" aria-label={t('home.chartTitle', { token: HOME_CHART_TOKEN })} data-testid="home-chart-loading">
        <header className="home-section-header home-chart-header-loading">
          <h2>{t('home.chartTitle', { token: HOME_CHART_TOKEN })}</h2>
        </header>
        <div className="home-chart-bars-loading">
          <Skeleton label={t('app.loading')} rows={3} />
        </div>
      </section>
    )
  if (isError || points.length === 0) return <p className="muted card home-chart-empty">{t('home.chartEmpty')}</p>

  const first = start ?? initialWindowStart(points.length)
  const bars = visibleBars(points, first)
  const last = initialWindowStart(points.length)
  const onPointerDown = (event: PointerEvent) => {
    pointerX.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (pointerX.current === null) return
    setStart(windowAfterSwipe(first, event.clientX - pointerX.current, points.length))
    pointerX.current = null
  }

  return (
    <section className="card home-chart" aria-label={t('home.chartTitle', { token: HOME_CHART_TOKEN })} data-testid="home-chart" data-window-start={first}>
      <header className="home-section-header">
        <h2>{t('home.chartTitle', { token: HOME_CHART_TOKEN })}</h2>
        <span className="home-chart-nav">
          <button type="button" className="icon-button" aria-label={t('home.olderDay')} disabled={first === 0} onClick={() => setStart(Math.max(0, first - 1))}>
            <ChevronLeft aria-hidden="true" size={18} />
          </button>
          <button type="button" className="icon-button" aria-label={t('home.newerDay')} disabled={first >= last} onClick={() => setStart(Math.min(last, first + 1))}>
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </span>
      </header>
      <div className="home-chart-bars" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (pointerX.current = null)} data-testid="home-chart-bars">
        {bars.map((bar) => (
          <div key={bar.date} className="home-chart-bar" data-testid="home-chart-bar" data-date={bar.date}>
            <span className={`home-chart-growth num ${bar.growth?.startsWith('-') ? 'is-down' : 'is-up'}`} data-testid="home-chart-growth">
              {bar.growth ?? '—'}
            </span>
            <span className="home-chart-column-wrap">
              <span className="home-chart-column" style={{ height: `${bar.heightPercent}%` }} title={`$${displayAmount(bar.price, 6)}`} />
            </span>
            <span className="home-chart-date num">{bar.date.slice(5)}</span>
          </div>
        ))}
      </div>
      {data.chart.some((point) => point.demo) ? <p className="muted home-chart-note">{t('home.chartDemo')}</p> : null}
    </section>
  )
}
