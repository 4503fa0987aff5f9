import { describe, expect, it } from 'vitest'
import { consoleLanguages, messages } from './i18n.ts'

/** Every key path with its value, nested objects flattened ('withdrawals.statuses.0'). */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null) for (const [inner, leaf] of leaves(value as Record<string, unknown>, path)) found.set(inner, leaf)
    else found.set(path, value)
  }
  return found
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

describe('console messages', () => {
  const english = leaves(messages['en-US'])

  it.each(consoleLanguages)('%s has every key of en-US and no other, each a non-empty text', (language) => {
    const own = leaves(messages[language])
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, value] of own) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true)
  })

  it('keeps the placeholders of each English text in the Chinese one', () => {
    const chinese = leaves(messages['zh-CN'])
    for (const [key, value] of english) expect(placeholders(chinese.get(key)), key).toEqual(placeholders(value))
  })
})
