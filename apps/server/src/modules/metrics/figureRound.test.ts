import { Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { parsePrometheusText, sampleValue } from '../../test/prometheusText.ts'
import { createFigureRound, type MetricsLog } from './figureRound.ts'

function recordingLog() {
  const lines: string[] = []
  const log: MetricsLog = { warn: (_object, message) => lines.push(`warn ${message}`), info: (message) => lines.push(`info ${message}`) }
  return { log, lines }
}

async function scrape(registry: Registry) {
  return parsePrometheusText(await registry.metrics())
}

describe('figure rounds', () => {
  it('leaves a failing or hung group absent and counted, the rest of the scrape whole, and logs a cause once', async () => {
    const registry = new Registry()
    const { log, lines } = recordingLog()
    const round = createFigureRound(registry, log, { timeoutMs: 50 })
    let reads = 0
    let broken = true
    const steady = round.gauge({ name: 'steady', help: 'Reads.', labelNames: ['kind'] })
    const fragile = round.gauge({ name: 'fragile', help: 'Fails until mended.' })
    const hung = round.gauge({ name: 'hung', help: 'Never answers.' })
    round.add({ name: 'steady', gauges: [steady], read: async () => (reads++, () => steady.set({ kind: 'a' }, 7)) })
    round.add({ name: 'fragile', gauges: [fragile], read: async () => { if (broken) throw new Error('database down\nstack'); return () => fragile.set(3) } })
    round.add({ name: 'hung', gauges: [hung], read: () => new Promise(() => undefined) })

    const [first, second] = await Promise.all([scrape(registry), scrape(registry)])
    // Overlapping scrapes share one round of reads.
    expect(reads).toBe(1)
    expect(second).toEqual(first)
    expect(sampleValue(first, 'steady', { kind: 'a' })).toBe(7)
    // Absent, not 0: prom-client would leave a label-less gauge at 0.
    expect(first.get('fragile')).toEqual({ name: 'fragile', help: 'Fails until mended.', type: 'gauge', samples: [] })
    expect(first.get('hung')?.samples).toEqual([])
    expect(sampleValue(first, 'hapdex_metric_errors_total', { collector: 'steady' })).toBe(0)
    expect(sampleValue(first, 'hapdex_metric_errors_total', { collector: 'fragile' })).toBe(1)
    expect(sampleValue(first, 'hapdex_metric_errors_total', { collector: 'hung' })).toBe(1)

    await scrape(registry)
    broken = false
    const mended = await scrape(registry)
    expect(sampleValue(mended, 'fragile')).toBe(3)
    expect(sampleValue(mended, 'hapdex_metric_errors_total', { collector: 'fragile' })).toBe(2)
    expect(sampleValue(mended, 'hapdex_metric_errors_total', { collector: 'hung' })).toBe(3)
    expect(reads).toBe(3)
    expect(lines).toEqual(['warn metrics: fragile could not be read: database down', 'warn metrics: hung could not be read: no answer within 50 ms', 'info metrics: fragile is read again'])
  })

  it('drops a series whose row is gone, rather than keep its last value', async () => {
    const registry = new Registry()
    const round = createFigureRound(registry, recordingLog().log)
    const tokens = round.gauge({ name: 'held', help: 'By token.', labelNames: ['token'] })
    let listed = ['HAP', 'USDT']
    round.add({ name: 'held', gauges: [tokens], read: async () => () => listed.forEach((token, i) => tokens.set({ token }, i + 1)) })
    expect((await scrape(registry)).get('held')?.samples.map((sample) => sample.labels)).toEqual([{ token: 'HAP' }, { token: 'USDT' }])
    listed = ['USDT']
    expect((await scrape(registry)).get('held')?.samples).toEqual([{ name: 'held', labels: { token: 'USDT' }, value: 1 }])
  })
})
