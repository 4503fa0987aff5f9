import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// jsdom has no canvas: the library is replaced by a recorder, and the test checks what we ask of it.
const calls = vi.hoisted(() => ({
  createChart: [] as { element: HTMLElement; options: Record<string, unknown> }[],
  series: [] as { definition: string; data: unknown[][]; options: Record<string, unknown>[] }[],
  chartOptions: [] as Record<string, unknown>[],
  removed: 0,
}))

vi.mock('lightweight-charts', () => ({
  ColorType: { Solid: 'solid' },
  CandlestickSeries: 'Candlestick',
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createChart: (element: HTMLElement, options: Record<string, unknown>) => {
    calls.createChart.push({ element, options })
    return {
      addSeries: (definition: string) => {
        const record = { definition, data: [] as unknown[][], options: [] as Record<string, unknown>[] }
        calls.series.push(record)
        return { setData: (data: unknown[]) => record.data.push(data), applyOptions: (options: Record<string, unknown>) => record.options.push(options) }
      },
      applyOptions: (options: Record<string, unknown>) => calls.chartOptions.push(options),
      timeScale: () => ({ fitContent: () => {} }),
      remove: () => {
        calls.removed += 1
      },
    }
  },
}))

const { PriceChart } = await import('./PriceChart.tsx')

const candle = { time: 1_700_000_040, open: '0.8', high: '0.81', low: '0.79', close: '0.805', volume: '12.5' }

describe('PriceChart', () => {
  beforeEach(() => {
    calls.createChart.length = 0
    calls.series.length = 0
    calls.chartOptions.length = 0
    calls.removed = 0
    document.documentElement.style.setProperty('--color-impact-low', '#00aa00')
    document.documentElement.style.setProperty('--color-impact-severe', '#aa0000')
    document.documentElement.style.setProperty('--color-primary', '#0000aa')
  })
  afterEach(() => {
    cleanup()
    delete document.documentElement.dataset.theme
  })

  it('draws candles coloured from the theme variables, sized by its container', () => {
    render(<PriceChart label="BGC / USDT" mode="candlestick" candles={[candle]} testId="chart" />)
    expect(screen.getByRole('img', { name: 'BGC / USDT' })).toBe(calls.createChart[0]!.element)
    expect(calls.createChart[0]!.options).toMatchObject({ autoSize: true })
    const series = calls.series[0]!
    expect(series.definition).toBe('Candlestick')
    expect(series.options[0]).toMatchObject({ upColor: '#00aa00', downColor: '#aa0000' })
    expect(series.data.at(-1)).toEqual([{ time: 1_700_000_040, open: 0.8, high: 0.81, low: 0.79, close: 0.805 }])
  })

  it('draws daily points as a line, and follows a theme switch', async () => {
    render(<PriceChart label="BGC" mode="line" points={[{ time: '2024-06-01', value: '0.8' }, { time: '2024-06-02', value: '0.82' }]} />)
    const series = calls.series[0]!
    expect(series.definition).toBe('Line')
    expect(series.data.at(-1)).toEqual([{ time: '2024-06-01', value: 0.8 }, { time: '2024-06-02', value: 0.82 }])
    expect(series.options).toContainEqual({ color: '#0000aa' })
    // Axis decimals from the data (0.8 to 0.82: ticks 0.002 apart).
    expect(series.options.at(-1)).toEqual({ priceFormat: { type: 'price', precision: 3, minMove: 0.001 } })
    document.documentElement.style.setProperty('--color-primary', '#ff00ff')
    document.documentElement.dataset.theme = 'light'
    await vi.waitFor(() => expect(series.options.at(-1)).toEqual({ color: '#ff00ff' }))
  })

  it('updates data without a new chart, and removes the chart on unmount', () => {
    const view = render(<PriceChart label="x" mode="histogram" points={[{ time: 1, value: '1' }]} />)
    view.rerender(<PriceChart label="x" mode="histogram" points={[{ time: 1, value: '1' }, { time: 2, value: '3' }]} />)
    expect(calls.createChart).toHaveLength(1)
    expect(calls.series[0]!.data.at(-1)).toHaveLength(2)
    view.unmount()
    expect(calls.removed).toBe(1)
  })
})

describe('chartPricePrecision (issue 17: y-axis labels neither cut nor all alike)', () => {
  it('gives neighbouring ticks different labels with as few decimals as that takes', async () => {
    const { chartPricePrecision } = await import('./PriceChart.tsx')
    // BNB/USDT between 599.975 and 600.005: ticks 0.003 apart need 3 decimals, not 6.
    expect(chartPricePrecision([599.976037, 600.005, 599.975])).toBe(3)
    expect(chartPricePrecision([0.8, 0.81, 0.79])).toBe(3)
    expect(chartPricePrecision([1000, 2000])).toBe(0)
    expect(chartPricePrecision([0.000123, 0.000125])).toBe(7)
    // Flat series: six significant digits of the level.
    expect(chartPricePrecision([600, 600])).toBe(3)
    expect(chartPricePrecision([])).toBe(2)
  })
})
