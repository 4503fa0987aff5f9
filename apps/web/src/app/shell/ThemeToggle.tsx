import { Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { updateSettings, useSettings } from '../../lib/settings.ts'

/** Dark ('black', the default) or light; a switch so its state is announced. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const { theme } = useSettings()
  const dark = theme === 'black'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className="menu-row"
      onClick={() => updateSettings({ theme: dark ? 'white' : 'black' })}
      aria-label={dark ? t('menu.switchToLight') : t('menu.switchToDark')}
      data-testid="theme-toggle"
      data-theme-value={theme}
    >
      {dark ? <Moon aria-hidden="true" size={20} /> : <Sun aria-hidden="true" size={20} />}
      <span>{t('menu.theme')}</span>
      <span className="menu-row-value">{dark ? t('menu.themeDark') : t('menu.themeLight')}</span>
    </button>
  )
}
