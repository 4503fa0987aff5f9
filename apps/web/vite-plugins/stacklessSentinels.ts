import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/**
 * A module that creates `Error` objects as it is evaluated, only to throw and recognise them by
 * identity later (sentinels), and the names it gives them.
 */
export interface SentinelModule {
  readonly id: RegExp
  readonly names: readonly string[]
}

/**
 * The first screen's sentinels: React DOM's (thrown to suspend a render or to abandon a hydration,
 * caught by React itself) and viem's HTTP transport's timeout (compared by identity and turned into
 * viem's `TimeoutError`).
 */
export const firstScreenSentinels: readonly SentinelModule[] = [
  {
    id: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
    names: ['HydrationMismatchException', 'SuspenseException', 'SuspenseyCommitException', 'SuspenseActionException', 'SelectiveHydrationException'],
  },
  { id: /[\\/]viem[\\/]_esm[\\/]utils[\\/]rpc[\\/]http\.js$/, names: ['timedOut'] },
]

const HELPER = '__hapdexStacklessError'

/**
 * An error with Error.prototype's name and the given message but no captured stack: `instanceof
 * Error` and `String(error)` are as before. Appended to each module that uses it (it is one line).
 */
const helperSource = `function ${HELPER}(message) { return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }) }\n`

/**
 * Builds the sentinels of `modules` without a stack. With an inspector attached (Lighthouse,
 * DevTools, any CDP client) V8 records every new error's stack with line and column, and a frame
 * whose bytecode has no source positions yet is parsed again whole to find them: for React DOM's
 * sentinels that is React DOM's module function and the top level of the chunk that holds it
 * (415 KB), 110–150 ms of the main thread on each load on this project's machines, in the task
 * that starts the app (docs/decisions/0012-first-load.md). A sentinel's stack only ever points
 * at the module's own top level, so nothing of value is lost.
 *
 * A listed module in which a name is no longer found fails the build: the library changed, and
 * the list must follow it.
 */
export function stacklessSentinels(modules: readonly SentinelModule[] = firstScreenSentinels): Plugin {
  return {
    name: 'hapdex:stackless-sentinels',
    // The dev server serves dependencies pre-bundled, without plugins; the cost is the built app's.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id
      const module = modules.find((candidate) => candidate.id.test(path))
      if (!module) return undefined
      const rewritten = withStacklessSentinels(code, module, path)
      return { code: rewritten.toString(), map: rewritten.generateMap({ hires: 'boundary', source: path }) }
    },
  }
}

/** `code` with each named sentinel built by the helper, which is appended (a declaration, hoisted). */
export function withStacklessSentinels(code: string, module: SentinelModule, path = 'the module'): MagicString {
  const rewritten = new MagicString(code)
  for (const name of module.names) {
    const creations = [...code.matchAll(new RegExp(`\\b${name}\\s*=\\s*(?:/\\*\\s*[#@]__PURE__\\s*\\*/\\s*)?((?:new\\s+)?Error)\\(`, 'dg'))]
    if (creations.length !== 1) throw new Error(`stacklessSentinels: expected one creation of ${name} in ${path}, found ${creations.length}`)
    // The `d` flag gives the span of `Error` or `new Error`, the part replaced.
    const constructorSpan = creations[0]?.indices?.[1]
    if (constructorSpan) rewritten.overwrite(constructorSpan[0], constructorSpan[1], HELPER)
  }
  return rewritten.append(`\n${helperSource}`)
}
