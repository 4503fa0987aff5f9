import { useTranslation } from 'react-i18next'

/** "Only mine": hides the pools and cards the account has nothing in (WAI-ARIA switch). */
export function OnlyMineSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" role="switch" aria-checked={checked} className="earn-switch" onClick={() => onChange(!checked)} data-testid="earn-only-mine">
      <span className="earn-switch-track" aria-hidden="true">
        <span className="earn-switch-thumb" />
      </span>
      <span>{t('earn.onlyMine')}</span>
    </button>
  )
}
