import { describe, expect, it } from 'vitest'
import type { Language } from '@hapdex/core/i18n/languages'
import { messagesOf } from './i18n.ts'

function leaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
}

const wordsOf = async (language: Language) => new Map(leaves(await messagesOf(language)))

describe('words the issue 31 walk-through found', () => {
  it.each([
    ['zh-CN', '被邀请人'],
    ['zh-HK', '被邀請人'],
  ] as const)('%s calls the people one invited invitees (%s), not inviters', async (language, invitee) => {
    const words = await wordsOf(language)
    expect(words.get('miner.noMore')).toContain(invitee)
    expect(words.get('miner.share.empty')).toContain(invitee)
  })

  it('spells "centre" the one way in English', async () => {
    const american = [...(await wordsOf('en-US'))].filter(([, text]) => /\bcenter\b/i.test(text))
    expect(american).toEqual([])
  })

  it.each(['zh-CN', 'zh-HK'] as const)('%s puts a full-width colon after a label, never an ASCII one', async (language) => {
    const words = await wordsOf(language)
    expect(words.get('app.colon')).toBe('：')
    const ascii = [...words].filter(([, text]) => /[\u3000-\u9fff\uff00-\uffef]\s*:/.test(text))
    expect(ascii).toEqual([])
  })

  it('types no colon after a translated label in the screens: app.colon gives each language its own', () => {
    const sources: Record<string, string> = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true })
    const typed = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split('\n')
        .filter((line) => /\bt\([^)]*\)\}:|\$\{t\([^)]*\)\}: /.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    )
    expect(typed).toEqual([])
  })
})
