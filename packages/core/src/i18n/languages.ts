/** The five interface languages; the spec's default is en-US. */
export const languages = ['zh-CN', 'en-US', 'zh-HK', 'ja-JP', 'ko-KR'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en-US'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** Picks a supported language from a `Lang` header or browser tag, falling back to the default. */
export function pickLanguage(tag: string | undefined | null): Language {
  if (!tag) return defaultLanguage
  if (isLanguage(tag)) return tag
  const lower = tag.toLowerCase()
  if (lower.startsWith('zh')) return lower.includes('hk') || lower.includes('tw') || lower.includes('hant') ? 'zh-HK' : 'zh-CN'
  if (lower.startsWith('ja')) return 'ja-JP'
  if (lower.startsWith('ko')) return 'ko-KR'
  return defaultLanguage
}
