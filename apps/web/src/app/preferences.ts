import { setLanguage } from '../i18n/i18n.ts'
import { getSettings, subscribeSettings } from '../lib/settings.ts'

const themeColors = { dark: '#0f1420', light: '#f5f7fb' } as const

/** Applies the stored theme (`data-theme` on <html>) and language now and on every change. */
export function watchPreferences(): () => void {
  const apply = () => {
    const { theme, language } = getSettings()
    const mode = theme === 'black' ? 'dark' : 'light'
    document.documentElement.dataset.theme = mode
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[mode])
    setLanguage(language)
  }
  apply()
  return subscribeSettings(apply)
}
