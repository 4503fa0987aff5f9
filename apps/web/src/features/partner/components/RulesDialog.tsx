import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { usePartnerConfigs } from '../api/partnerConfigs.ts'
import { rulesFigures } from '../lib/rulesFigures.ts'

const rules = ['r1', 'r2', 'r3', 'r4', 'r5'] as const

/** The rules popup: its figures are the programme's configuration, so they follow an operator's change. */
export function RulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} title={t('partner.rulesText.title')} testId="partner-rules">
      <RulesList />
      <Button block onClick={onClose}>
        {t('partner.rulesText.close')}
      </Button>
    </Dialog>
  )
}

function RulesList() {
  const { t, i18n } = useTranslation()
  const configs = usePartnerConfigs()
  if (configs.isPending) return <Skeleton label={t('app.loading')} rows={5} />
  if (configs.isError) return <LoadFailed text={t('partner.loadFailed')} onRetry={() => void configs.refetch()} retrying={configs.isFetching} testId="partner-rules-error" />
  const figures = rulesFigures(configs.data.rules, i18n.language)
  return (
    <ol className="partner-rules">
      {rules.map((rule) => (
        <li key={rule}>{t(`partner.rulesText.${rule}`, figures)}</li>
      ))}
    </ol>
  )
}
