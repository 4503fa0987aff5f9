import { describe, expect, it } from 'vitest'
import { languages } from '@hapdex/core/i18n/languages'
import { i18n, messagesOf } from './i18n.ts'
import enUS from './en-US.json'

const featureMessageFiles: Record<string, unknown> = import.meta.glob('../features/*/i18n/*.json', { eager: true, import: 'default' })
const translations = Object.fromEntries(await Promise.all(languages.map(async (lang) => [lang, await messagesOf(lang)] as const)))

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [flatKey, leaf] of flatten(child, `${prefix}${key}.`)) out.set(flatKey, leaf)
    }
  } else {
    out.set(prefix.slice(0, -1), value)
  }
  return out
}

describe('translations', () => {
  const flat = Object.fromEntries(languages.map((lang) => [lang, flatten(translations[lang])]))
  const allKeys = new Set(Object.values(flat).flatMap((map) => [...map.keys()]))

  it.each(languages)('%s has every key any other file has, each a non-empty string', (lang) => {
    const keys = flat[lang]!
    const missing = [...allKeys].filter((key) => !keys.has(key))
    expect(missing).toEqual([])
    const notText = [...keys].filter(([, leaf]) => typeof leaf !== 'string' || leaf.trim() === '').map(([key]) => key)
    expect(notText).toEqual([])
  })

  it('defines no key in two feature files, nor in a feature file and the shell', () => {
    const owners = new Map<string, string[]>()
    const record = (file: string, messages: unknown) => {
      for (const key of flatten(messages).keys()) owners.set(key, [...(owners.get(key) ?? []), file])
    }
    record('shell', enUS)
    for (const [file, messages] of Object.entries(featureMessageFiles)) if (file.endsWith('/en-US.json')) record(file, messages)
    const twice = [...owners].filter(([, files]) => files.length > 1)
    expect(twice).toEqual([])
  })

  it('has all five language files in every feature that has any', () => {
    const byFeature = new Map<string, string[]>()
    for (const file of Object.keys(featureMessageFiles)) {
      const [, feature, language] = /features\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(file) ?? []
      if (feature && language) byFeature.set(feature, [...(byFeature.get(feature) ?? []), language])
    }
    for (const [feature, files] of byFeature) expect([feature, files.sort()]).toEqual([feature, [...languages].sort()])
  })

  it('keeps the spec key names at the top level', () => {
    for (const key of ['swap10', 'swap11', 'swap12', 'swap13', 'swap65', 'swap300', 'swap301']) {
      expect(allKeys.has(key)).toBe(true)
    }
  })

  it('keeps {{placeholders}} the same in every language', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
    for (const key of allKeys) {
      const reference = placeholders(flat['en-US']!.get(key))
      for (const lang of languages) expect([lang, key, placeholders(flat[lang]!.get(key))]).toEqual([lang, key, reference])
    }
  })

  it('reads a key as a dotted path of the one namespace, a colon in it included', () => {
    expect(i18n.t('app.loading')).toBe(flat['en-US']!.get('app.loading'))
    // A colon names no namespace: an unknown key comes back whole, not cut at the colon.
    expect(i18n.t('unknown:app.loading' as never)).toBe('unknown:app.loading')
  })

  it('translates with the bundled resources, no fetching', async () => {
    await i18n.changeLanguage('zh-CN')
    expect(i18n.t('swap65')).toBe('该功能暂未开放')
    await i18n.changeLanguage('en-US')
    expect(i18n.t('swap65')).toBe('This feature is not open yet')
  })
})
