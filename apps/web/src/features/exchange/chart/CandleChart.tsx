import { useEffect, useRef } from 'react'
import { CandlestickSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts'
import type { Candle } from '@hapdex/core/api/token'
import { chartPriceFormat } from '../../../components/PriceChart.tsx'

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim()
}

/**
 * Candles drawn with lightweight-charts. Prices become JS numbers only here, for drawing: the
 * chart library plots floats, and nothing computed from them is ever sent or stored.
 */
export function CandleChart({ candles, theme }: { candles: readonly Candle[]; theme: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: cssVar('--color-text-muted'), attributionLogo: false },
      grid: { vertLines: { color: cssVar('--color-border') }, horzLines: { color: cssVar('--color-border') } },
      timeScale: { timeVisible: true, borderColor: cssVar('--color-border') },
      rightPriceScale: { borderColor: cssVar('--color-border') },
    })
    const series = chart.addSeries(CandlestickSeries, {
      upColor: cssVar('--color-impact-low'),
      wickUpColor: cssVar('--color-impact-low'),
      downColor: cssVar('--color-impact-severe'),
      wickDownColor: cssVar('--color-impact-severe'),
      borderVisible: false,
      // Decimals from the data's range: ticks differ, labels stay short enough for the axis.
      priceFormat: chartPriceFormat(candles.flatMap((candle) => [Number(candle.high), Number(candle.low)])),
    })
    series.setData(candles.map((candle) => ({ time: candle.time as UTCTimestamp, open: Number(candle.open), high: Number(candle.high), low: Number(candle.low), close: Number(candle.close) })))
    chart.timeScale().fitContent()
    return () => chart.remove()
  }, [candles, theme])
  return <div ref={box} className="chart-box" data-testid="chart-canvas" />
}
