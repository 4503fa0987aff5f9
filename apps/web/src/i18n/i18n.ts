import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, type Language } from '@hapdex/core/i18n/languages'
import enUS from './en-US.json'
import jaJP from './ja-JP.json'
import koKR from './ko-KR.json'
import zhCN from './zh-CN.json'
import zhHK from './zh-HK.json'

type Messages = { [key: string]: string | Messages }

/**
 * Each feature keeps its own messages in `features/<area>/i18n/<lang>.json`, so areas can grow
 * side by side; they merge over the shell's files here. A key defined twice is a bug the
 * parity test reports (see `duplicateKeys`).
 */
const featureFiles = import.meta.glob<Messages>('../features/*/i18n/*.json', { eager: true, import: 'default' })

export const featureMessageFiles: Record<string, Messages> = featureFiles

function featureMessages(language: Language): Messages[] {
  return Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .map(([, messages]) => messages)
}

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value
  }
  return target
}

const shellFiles: Record<Language, Messages> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-HK': zhHK, 'ja-JP': jaJP, 'ko-KR': koKR }

/** Bundled, not fetched: the files are small and a wallet browser may be offline-ish. */
export const translations = Object.fromEntries(
  Object.entries(shellFiles).map(([language, shell]) => [
    language,
    featureMessages(language as Language).reduce((all, messages) => merge(all, messages), merge({}, shell)),
  ]),
) as Record<Language, Messages>

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
