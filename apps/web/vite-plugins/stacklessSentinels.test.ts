// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Script } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { firstScreenSentinels, stacklessSentinels, withStacklessSentinels, type SentinelModule } from './stacklessSentinels.ts'

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

const installed = {
  reactDom: join(packageDir('react-dom'), 'cjs', 'react-dom-client.production.js'),
  viemHttp: join(packageDir('viem'), '_esm', 'utils', 'rpc', 'http.js'),
}

const sample: SentinelModule = { id: /sample\.js$/, names: ['Pending', 'timedOut'] }
const sampleSource = [
  'var Pending = Error(format(460)),',
  '  other = 1;',
  "const timedOut = /*#__PURE__*/ new Error('timed out');",
  'export { Pending, timedOut, other };',
].join('\n')

/** Evaluates the rewritten sample as a function body and returns its two sentinels. */
function sampleSentinels(): { Pending: Error; timedOut: Error } {
  const body = withStacklessSentinels(sampleSource.replace('export { Pending, timedOut, other };', 'return { Pending, timedOut }'), sample).toString()
  return new Function('format', body)((code: number) => `error #${code}`) as { Pending: Error; timedOut: Error }
}

describe('stacklessSentinels', () => {
  it('builds each named sentinel as an Error with its message and no stack', () => {
    const { Pending, timedOut } = sampleSentinels()
    for (const sentinel of [Pending, timedOut]) {
      expect(sentinel).toBeInstanceOf(Error)
      expect(Object.hasOwn(sentinel, 'stack')).toBe(false)
    }
    expect(String(Pending)).toBe('Error: error #460')
    expect(timedOut.message).toBe('timed out')
  })

  it('keeps the pure annotation and every other line as it was', () => {
    const rewritten = withStacklessSentinels(sampleSource, sample).toString()
    expect(rewritten).toContain("const timedOut = /*#__PURE__*/ __hapdexStacklessError('timed out');")
    expect(rewritten.split('\n').slice(0, 4)).toEqual([
      'var Pending = __hapdexStacklessError(format(460)),',
      '  other = 1;',
      "const timedOut = /*#__PURE__*/ __hapdexStacklessError('timed out');",
      'export { Pending, timedOut, other };',
    ])
  })

  it('fails the build when a listed sentinel is no longer created where it was', () => {
    expect(() => withStacklessSentinels('var Pending = makeError(1);', sample, 'sample.js')).toThrow(/one creation of Pending in sample\.js, found 0/)
  })

  it('finds every listed sentinel in the installed React DOM and viem, and their code still compiles', () => {
    const [reactDom, viemHttp] = firstScreenSentinels
    if (!reactDom || !viemHttp) throw new Error('the list names React DOM and viem’s HTTP transport')
    expect(reactDom.id.test(installed.reactDom)).toBe(true)
    expect(viemHttp.id.test(installed.viemHttp)).toBe(true)
    const rewrittenReactDom = withStacklessSentinels(readFileSync(installed.reactDom, 'utf8'), reactDom).toString()
    expect(rewrittenReactDom.match(/__hapdexStacklessError\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(reactDom.names.length)
    expect(() => new Script(rewrittenReactDom)).not.toThrow()
    const rewrittenViem = withStacklessSentinels(readFileSync(installed.viemHttp, 'utf8'), viemHttp).toString()
    expect(rewrittenViem).toContain("__hapdexStacklessError('timed out')")
  })

  it('rewrites only the listed modules, with a source map', () => {
    const transform = stacklessSentinels([sample]).transform as (code: string, id: string) => { code: string; map: { mappings: string } } | undefined
    expect(transform(sampleSource, '/repo/other.js')).toBeUndefined()
    const result = transform(sampleSource, '/repo/sample.js?v=1')
    expect(result?.code).toContain('__hapdexStacklessError(format(460))')
    expect(result?.map.mappings.length).toBeGreaterThan(0)
  })
})
