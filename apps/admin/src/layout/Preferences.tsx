import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { consoleLanguages, currentLanguage, setLanguage, type ConsoleLanguage } from '../i18n/i18n.ts'
import { applyTheme, initialTheme, type Theme } from './theme.ts'

const languageNames: Record<ConsoleLanguage, string> = { 'en-US': 'English', 'zh-CN': '简体中文' }

/** Language and theme: on every screen, signed in or not. */
export function Preferences() {
  const { t } = useTranslation()
  const [theme, setTheme] = useState<Theme>(initialTheme)
  const choose = (next: Theme) => {
    applyTheme(next, true)
    setTheme(next)
  }
  return (
    <div className="preferences">
      <label>
        <span className="visually-hidden">{t('common.language')}</span>
        <select aria-label={t('common.language')} value={currentLanguage()} onChange={(event) => setLanguage(event.target.value as ConsoleLanguage)}>
          {consoleLanguages.map((language) => (
            <option key={language} value={language}>
              {languageNames[language]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" title={t('common.theme')} onClick={() => choose(theme === 'dark' ? 'light' : 'dark')}>
        {theme === 'dark' ? t('common.light') : t('common.dark')}
      </button>
    </div>
  )
}
