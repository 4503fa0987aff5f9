import { describe, expect, it } from 'vitest'
import { parsePrometheusText, sampleValue } from './prometheusText.ts'

describe('parsePrometheusText', () => {
  it('reads families, escapes, histograms and special values as Prometheus does', () => {
    const families = parsePrometheusText(
      [
        '# HELP a_total Counts \\\\ things\\non two lines.',
        '# TYPE a_total counter',
        'a_total{route="/x/:id",say="a \\"quote\\" and \\\\"} 3',
        '# HELP h Times.',
        '# TYPE h histogram',
        'h_bucket{le="0.5"} 1',
        'h_bucket{le="+Inf"} 2',
        'h_sum 0.75',
        'h_count 2',
        '# TYPE g gauge',
        'g -1.5e-3 1700000000000',
        'g{x="y"} +Inf',
        '',
      ].join('\n'),
    )
    expect(families.get('a_total')).toEqual({ name: 'a_total', help: 'Counts \\ things\non two lines.', type: 'counter', samples: [{ name: 'a_total', labels: { route: '/x/:id', say: 'a "quote" and \\' }, value: 3 }] })
    expect(families.get('h')?.samples.map((sample) => sample.name)).toEqual(['h_bucket', 'h_bucket', 'h_sum', 'h_count'])
    expect(sampleValue(families, 'h_bucket', { le: '+Inf' })).toBe(2)
    expect(sampleValue(families, 'g')).toBe(-0.0015)
    expect(sampleValue(families, 'g', { x: 'y' })).toBe(Infinity)
    expect(sampleValue(families, 'g', { x: 'z' })).toBeUndefined()
  })

  it.each([
    ['a sample before its TYPE', 'x 1\n'],
    ['a second TYPE', '# TYPE x gauge\n# TYPE x gauge\n'],
    ['HELP after the samples', '# TYPE x gauge\nx 1\n# HELP x late\n'],
    ['a series twice', '# TYPE x gauge\nx{a="1"} 1\nx{a="1"} 2\n'],
    ['a label twice', '# TYPE x gauge\nx{a="1",a="2"} 1\n'],
    ['an unquoted label', '# TYPE x gauge\nx{a=1} 1\n'],
    ['a value that is not a number', '# TYPE x gauge\nx 1,5\n'],
    ['a stray backslash', '# HELP x \\q\n'],
    ['no final line feed', '# TYPE x gauge\nx 1'],
  ])('refuses %s', (_what, text) => {
    expect(() => parsePrometheusText(text)).toThrow()
  })
})
