import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, isLanguage, type Language } from '@hapdex/core/i18n/languages'
import type enUSShell from './en-US.json'
import { englishMessages } from './messages/en-US.ts'
import type { Messages } from './messages/merge.ts'

/**
 * The default language is bundled with the app; each other one is its own small file, loaded when
 * it is chosen (or was chosen on an earlier visit, before the first render: see `languageReady`).
 * Shipped with the app, never fetched from elsewhere: a wallet browser may be offline-ish.
 */
const languageFiles: Record<Language, () => Promise<{ messages: Messages }>> = {
  'en-US': () => Promise.resolve({ messages: englishMessages() }),
  'zh-CN': () => import('./messages/zh-CN.ts'),
  'zh-HK': () => import('./messages/zh-HK.ts'),
  'ja-JP': () => import('./messages/ja-JP.ts'),
  'ko-KR': () => import('./messages/ko-KR.ts'),
}

/** All the messages of one language (the shell's and every feature's). */
export async function messagesOf(language: Language): Promise<Messages> {
  return (await languageFiles[language]()).messages
}

/** Fetches every language's file (the language chooser opens), so a switch needs no request. */
export function preloadLanguages(): void {
  for (const load of Object.values(languageFiles)) void load().catch(() => undefined)
}

/** i18next loads a language the first time it is switched to, through this. */
const bundledLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {})
    messagesOf(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

export type TranslationKey = FlattenKeys<typeof enUSShell>
type FlattenKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : FlattenKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export const i18n = i18next.createInstance()

let initialized = false

/**
 * Initializes i18next once, with the default language. Its first call is the first use of Intl
 * (locale canonicalization), which costs a slow phone's main thread some 100 ms: the app's start
 * calls it in a task of its own (`main.tsx`) rather than as the module is evaluated.
 */
export function initI18n(): void {
  if (initialized) return
  initialized = true
  void i18n
    .use(bundledLanguages)
    .use(initReactI18next)
    .init({
      resources: { [defaultLanguage]: { translation: englishMessages() } },
      partialBundledLanguages: true,
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
      // Our keys are dotted paths in one namespace. Named (the default '.' included), i18next
      // takes every key as a path; left unset, each t() call first tests with regular expressions
      // whether the key reads as natural language (15 ms of a first render here, in a profile).
      keySeparator: '.',
      nsSeparator: false,
      initAsync: false,
      showSupportNotice: false,
    })
}

let switching: Promise<unknown> = Promise.resolve()

export function setLanguage(language: Language): void {
  initI18n()
  if (i18n.language !== language) switching = i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** Settles once the language last set is loaded: the app renders its first screen in it. */
export function languageReady(): Promise<void> {
  return switching.then(
    () => undefined,
    () => undefined,
  )
}

/** Translation outside React (the api client, toasts from plain functions). */
export function translate(key: TranslationKey, options?: Record<string, string>): string {
  initI18n()
  return options ? i18n.t(key, options) : i18n.t(key)
}
