import { useState } from 'react'
import { Check, Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { preloadLanguages } from '../../i18n/i18n.ts'
import { languages, type Language } from '@hapdex/core/i18n/languages'
import { Dialog } from '../../components/Dialog.tsx'
import { updateSettings, useSettings } from '../../lib/settings.ts'

const shortLabels: Record<Language, string> = { 'zh-CN': '简', 'en-US': 'EN', 'zh-HK': '繁', 'ja-JP': '日', 'ko-KR': '한' }

/** Header language toggle: opens a chooser of the five languages; the choice is persisted. */
export function LanguageMenu() {
  const { t } = useTranslation()
  const { language } = useSettings()
  const [open, setOpen] = useState(false)
  const choose = (next: Language) => {
    updateSettings({ language: next })
    setOpen(false)
  }
  return (
    <>
      <button
        type="button"
        className="icon-button language-toggle"
        onClick={() => {
          // The other languages are chunks of their own: fetched as the chooser opens, so the
          // choice switches at once.
          preloadLanguages()
          setOpen(true)
        }}
        // The name starts with the visible text (WCAG 2.5.3), then says what the button does.
        aria-label={`${shortLabels[language]}: ${t('menu.chooseLanguage')} (${t(`language.${language}`)})`}
        data-testid="language-toggle"
        data-language={language}
      >
        <Languages aria-hidden="true" size={20} />
        <span aria-hidden="true" className="language-short">
          {shortLabels[language]}
        </span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('menu.chooseLanguage')} testId="language-menu">
        <ul className="list">
          {languages.map((option) => (
            <li key={option}>
              <button
                type="button"
                className="list-row"
                lang={option}
                aria-pressed={option === language}
                onClick={() => choose(option)}
                data-testid={`language-option-${option}`}
              >
                <span>{t(`language.${option}`)}</span>
                {option === language ? <Check aria-hidden="true" size={20} /> : null}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
