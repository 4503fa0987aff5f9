import { ReceiptText } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { displayAmount } from '../../../lib/display.ts'
import { useBpConfig } from '../api/bpConfig.ts'
import { useUserSummary } from '../api/userSummary.ts'
import { LoadFailed } from '../../../components/LoadFailed.tsx'

/** Today's rewards with the way to the mint bill, then the CP figures and the daily addition. */
export function SummaryCard() {
  const { t } = useTranslation()
  const summary = useUserSummary()
  const config = useBpConfig()
  if (summary.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (summary.isError) return <LoadFailed text={t('mint.loadFailed')} onRetry={() => void summary.refetch()} retrying={summary.isFetching} testId="mint-summary-error" />
  const data = summary.data
  const rewards = [
    ['todayCp', data.today_cp_reward],
    ['todayShare', data.today_share_reward],
    ['todayNode', data.today_node_reward],
  ] as const
  const figures = [
    ['dayAddition', config.data ? `${displayAmount(config.data.day_addition, 2)}%` : '—'],
    ['totalCp', displayAmount(data.total_cp, 2)],
    ['selfShareCp', displayAmount(data.self_share_cp, 2)],
    ['selfCp', displayAmount(data.self_cp, 2)],
    ['drNum', String(data.dr_num)],
  ] as const
  return (
    <section className="mint-summary" data-testid="mint-summary">
      <div className="mint-hero">
        <div className="mint-hero-head">
          <span className="mint-hero-label">{t('mint.summary.todayReward')}</span>
          <Link to={href('MintBill')} className="mint-bill-link" data-testid="mint-bill-link">
            <ReceiptText aria-hidden="true" size={16} />
            {t('mint.summary.bill')}
          </Link>
        </div>
        <strong className="mint-hero-value num" data-testid="mint-today-reward">
          {displayAmount(data.today_reward)}
        </strong>
        <dl className="mint-hero-split">
          {rewards.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`mint.summary.${key}`)}</dt>
              <dd className="num" data-testid={`mint-${key}`}>{displayAmount(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="card mint-figures">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`mint.summary.${key}`)}</dt>
            <dd className="num" data-testid={`mint-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
