import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'

const rules = ['r1', 'r2', 'r3', 'r4', 'r5'] as const

/** The rules popup. */
export function RulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} title={t('partner.rulesText.title')} testId="partner-rules">
      <ol className="partner-rules">
        {rules.map((rule) => (
          <li key={rule}>{t(`partner.rulesText.${rule}`)}</li>
        ))}
      </ol>
      <Button block onClick={onClose}>
        {t('partner.rulesText.close')}
      </Button>
    </Dialog>
  )
}
