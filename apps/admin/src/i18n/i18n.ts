import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'

/** The console's languages: English and Simplified Chinese (issue 37); the server answers `msg` in either. */
export const consoleLanguages = ['en-US', 'zh-CN'] as const
export type ConsoleLanguage = (typeof consoleLanguages)[number]
export const messages: Record<ConsoleLanguage, Record<string, unknown>> = { 'en-US': enUS, 'zh-CN': zhCN }

const KEY = 'hapdex.console.language'

function initialLanguage(): ConsoleLanguage {
  const saved = localStorage.getItem(KEY)
  if (saved === 'en-US' || saved === 'zh-CN') return saved
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US'
}

export function initI18n(language: ConsoleLanguage = initialLanguage()) {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en-US',
    resources: Object.fromEntries(consoleLanguages.map((lang) => [lang, { translation: messages[lang] }])),
    interpolation: { escapeValue: false },
    initImmediate: false,
  })
  document.documentElement.lang = language
  return i18next
}

export function setLanguage(language: ConsoleLanguage): void {
  localStorage.setItem(KEY, language)
  document.documentElement.lang = language
  void i18next.changeLanguage(language)
}

export const currentLanguage = (): ConsoleLanguage => (i18next.language === 'zh-CN' ? 'zh-CN' : 'en-US')
