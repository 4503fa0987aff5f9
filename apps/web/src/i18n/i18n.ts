import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, type Language } from '@hapdex/core/i18n/languages'
import enUS from './en-US.json'
import jaJP from './ja-JP.json'
import koKR from './ko-KR.json'
import zhCN from './zh-CN.json'
import zhHK from './zh-HK.json'

/** Bundled, not fetched: the five files are small and a wallet browser may be offline-ish. */
export const translations = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ja-JP': jaJP,
  'ko-KR': koKR,
} as const satisfies Record<Language, unknown>

export type TranslationKey = FlattenKeys<typeof enUS>
type FlattenKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : FlattenKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(translations).map(([lang, messages]) => [lang, { translation: messages }])),
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
})

export function setLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** Translation outside React (the api client, toasts from plain functions). */
export function translate(key: TranslationKey, options?: Record<string, string>): string {
  return options ? i18n.t(key, options) : i18n.t(key)
}
