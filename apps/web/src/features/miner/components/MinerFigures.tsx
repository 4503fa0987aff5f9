import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import type { minerSummary } from '@hapdex/core/api/miner'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import '../../../styles/figures.css'

type MinerSummary = EndpointOutput<typeof minerSummary>

/** The rate a session started now would produce, the computing power, and how much of the cap is mined. */
export function MinerFigures({ summary }: { summary: UseQueryResult<MinerSummary> }) {
  const { t } = useTranslation()
  if (summary.isPending) return <Skeleton label={t('app.loading')} rows={2} />
  if (summary.isError) return <LoadFailed text={t('miner.loadFailed')} card onRetry={() => void summary.refetch()} retrying={summary.isFetching} testId="miner-summary-error" />
  const { rate, units, total_mined: mined, total_cap: cap, token } = summary.data
  const figures = [
    ['rate', `${displayAmount(rate)} ${token}`],
    ['power', t('miner.miner.powerValue', { units })],
    ['totalMined', t('miner.miner.totalMinedValue', { mined: displayAmount(mined, 0), cap: displayAmount(cap, 0) })],
  ] as const
  return (
    <dl className="figure-rows" data-testid="miner-figures">
      {figures.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`miner.miner.${key}`)}</dt>
          <dd className="num" data-testid={`miner-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
