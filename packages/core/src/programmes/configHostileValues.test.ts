import { describe, expect, it } from 'vitest'
import { defaultProgrammeConfig, programmeConfigSchemas, programmeNames } from './programmeConfigs.ts'

/**
 * Every programme's config, every field that holds a number or an amount, given what an operator
 * may type by mistake: each is refused with the field named, and parsing never throws (a throw
 * is the console's "Server error").
 */
const hostile = ['1e30', '-1', 'NaN', '1'.repeat(80), '', ' 1', '0x10', 'Infinity']
const hostileNumbers = [1e30, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.5]

type Path = (string | number)[]

/** Paths of the leaves of a config: strings and numbers, into arrays and nested objects. */
function leaves(value: unknown, path: Path = []): { path: Path; value: string | number }[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ path, value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]))
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
  return []
}

function withValue(config: unknown, path: Path, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(config)) as Record<string | number, unknown>
  let at = copy
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  at[path.at(-1)!] = value
  return copy
}

/** Leaves that are free text by nature (names, symbols, times, zones), where '1e30' may be valid text. */
const isNumeric = (value: string | number) => typeof value === 'number' || /^\d+(\.\d+)?$/.test(value)

describe.each(programmeNames)('the %s config', (name) => {
  const schema = programmeConfigSchemas[name]
  const defaults = defaultProgrammeConfig(name)
  const numericLeaves = leaves(defaults).filter((leaf) => isNumeric(leaf.value))

  it('has numeric fields to try', () => {
    // Every programme configures at least a rate, an amount or a count.
    expect(numericLeaves.length).toBeGreaterThan(0)
  })

  it.each(numericLeaves.map((leaf) => [leaf.path.join('.'), leaf] as const))('refuses hostile values in %s, naming it, without throwing', (_, leaf) => {
    const values = typeof leaf.value === 'number' ? [...hostileNumbers, '1'] : hostile
    for (const value of values) {
      // A status switch or a count may take -1 or 0.5 by design; none takes all of these.
      if (typeof leaf.value === 'number' && value === 0.5 && !Number.isInteger(leaf.value)) continue
      const result = (() => {
        try {
          return schema.safeParse(withValue(defaults, leaf.path, value))
        } catch (error) {
          throw new Error(`${name}.${leaf.path.join('.')} = ${String(value)} threw: ${String(error)}`)
        }
      })()
      expect(result.success, `${name}.${leaf.path.join('.')} = ${String(value)}`).toBe(false)
      expect(result.error?.issues.some((issue) => issue.path.join('.').startsWith(leaf.path.slice(0, 1).join('.'))), `${name}.${leaf.path.join('.')} = ${String(value)} names its field`).toBe(true)
    }
  })
})
