import type { Candle } from '@hapdex/core/api/token'
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'

/** A point of a line or histogram: unix seconds or a 'YYYY-MM-DD' day, and a decimal string. */
export type ChartPoint = { time: number | string; value: string }

export type PriceChartProps = {
  /** Accessible name of the chart region. */
  label: string
  height?: number
  testId?: string
} & ({ mode: 'candlestick'; candles: readonly Candle[] } | { mode: 'line' | 'histogram'; points: readonly ChartPoint[] })

type ThemeColours = { text: string; muted: string; grid: string; line: string; up: string; down: string }

/** The chart draws on a canvas, which cannot read CSS variables: they are resolved here. */
export function readThemeColours(element: Element = document.documentElement): ThemeColours {
  const style = getComputedStyle(element)
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    text: value('--color-text', '#eef1f7'),
    muted: value('--color-text-muted', '#a9b3c6'),
    grid: value('--color-border', '#2e3a50'),
    line: value('--color-primary', '#2f5fe3'),
    up: value('--color-impact-low', '#3ecf8e'),
    down: value('--color-impact-severe', '#ff6b6b'),
  }
}

/**
 * Decimals of the price axis, from the data: enough that neighbouring ticks differ (about a tenth
 * of the visible range), no more. A fixed six decimals made labels like '599.976037' that were cut
 * at phone width (issue 17); a fixed number of significant digits made every tick read '600'.
 * Drawing only: these numbers are never shown as amounts elsewhere.
 */
export function chartPricePrecision(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value))
  if (finite.length === 0) return 2
  const high = Math.max(...finite.map(Math.abs))
  const range = Math.max(...finite) - Math.min(...finite)
  // A flat series: enough decimals for six significant digits of its level.
  const step = range > 0 ? range / 10 : high / 1e5
  if (step <= 0) return 2
  return Math.min(10, Math.max(0, Math.ceil(-Math.log10(step))))
}

export function chartPriceFormat(values: readonly number[]) {
  const precision = chartPricePrecision(values)
  return { type: 'price' as const, precision, minMove: 10 ** -precision }
}

// Decimal strings become numbers only here, for drawing: nothing computed from them is shown as money.
const toTime = (time: number | string): Time => (typeof time === 'number' ? (time as UTCTimestamp) : time)

function applyTheme(chart: IChartApi, series: ISeriesApi<SeriesType>, mode: PriceChartProps['mode']) {
  const colours = readThemeColours()
  chart.applyOptions({
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: colours.muted, attributionLogo: false },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    rightPriceScale: { borderColor: colours.grid },
    timeScale: { borderColor: colours.grid },
  })
  if (mode === 'candlestick') {
    series.applyOptions({ upColor: colours.up, downColor: colours.down, borderUpColor: colours.up, borderDownColor: colours.down, wickUpColor: colours.up, wickDownColor: colours.down })
  } else {
    series.applyOptions({ color: colours.line })
  }
}

function toSeriesData(data: readonly Candle[] | readonly ChartPoint[]) {
  return data.map((item) =>
    'open' in item
      ? { time: toTime(item.time), open: Number(item.open), high: Number(item.high), low: Number(item.low), close: Number(item.close) }
      : { time: toTime(item.time), value: Number(item.value) },
  )
}

/**
 * lightweight-charts in one of three modes, coloured from the theme's CSS custom properties (and
 * recoloured when `data-theme` on <html> changes), sized to its container, removed on unmount.
 * Shared by the swap chart popup and the home BGC chart.
 */
export function PriceChart(props: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<SeriesType> } | null>(null)
  const { mode, height = 240 } = props
  const data = props.mode === 'candlestick' ? props.candles : props.points

  useEffect(() => {
    const element = container.current
    if (element === null) return
    // autoSize follows the container with a ResizeObserver, so phone rotation needs nothing more.
    const api = createChart(element, { autoSize: true, height, handleScale: { mouseWheel: false }, handleScroll: { mouseWheel: false } })
    const definition = mode === 'candlestick' ? CandlestickSeries : mode === 'line' ? LineSeries : HistogramSeries
    const series = api.addSeries(definition) as ISeriesApi<SeriesType>
    chart.current = { api, series }
    applyTheme(api, series, mode)
    const themeWatcher = new MutationObserver(() => applyTheme(api, series, mode))
    themeWatcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
    return () => {
      themeWatcher.disconnect()
      chart.current = null
      api.remove()
    }
  }, [mode, height])

  useEffect(() => {
    if (chart.current === null) return
    const levels = (data as readonly (Candle | ChartPoint)[]).flatMap((item) => ('open' in item ? [Number(item.high), Number(item.low)] : [Number(item.value)]))
    chart.current.series.applyOptions({ priceFormat: chartPriceFormat(levels) })
    chart.current.series.setData(toSeriesData(data))
    chart.current.api.timeScale().fitContent()
  }, [data, mode, height])

  return <div ref={container} role="img" aria-label={props.label} data-testid={props.testId} style={{ width: '100%', height }} />
}
