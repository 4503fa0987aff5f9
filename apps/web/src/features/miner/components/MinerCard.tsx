import { Pickaxe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { minerStatuses } from '@hapdex/core/api/miner'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { useAirdropSummary } from '../api/airdropSummary.ts'
import { useMinerInfo } from '../api/minerInfo.ts'
import { useMinerStart } from '../api/minerStart.ts'
import { useMinerSummary } from '../api/minerSummary.ts'
import { useMinerCountdown } from '../hooks/useMinerCountdown.ts'
import { toastAirdropActionError } from '../lib/actionError.ts'
import { formatCountdown } from '../lib/countdown.ts'
import { startButtonView } from '../lib/minerView.ts'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { MinerFigures } from './MinerFigures.tsx'

/** The miner: its status, the running session's countdown, the start button, then the pool's figures. */
export function MinerCard() {
  const { t } = useTranslation()
  const info = useMinerInfo()
  const summary = useMinerSummary()
  const airdrop = useAirdropSummary()
  const start = useMinerStart()
  const remaining = useMinerCountdown({
    status: info.data?.status,
    countdown: info.data?.countdown ?? 0,
    answeredAt: info.dataUpdatedAt,
    onRefreshSummary: () => {
      void summary.refetch()
      void airdrop.refetch()
    },
    onReloadInfo: () => void info.refetch(),
  })
  if (info.isPending) return <Skeleton label={t('app.loading')} rows={3} />
  if (info.isError) return <LoadFailed text={t('miner.loadFailed')} card onRetry={() => void info.refetch()} retrying={info.isFetching} testId="miner-info-error" />
  const { status, production, token } = info.data
  const running = status === minerStatuses.running
  const button = startButtonView(status, remaining)

  const onStart = () => {
    if (start.isPending || button.disabled) return
    start.mutate(undefined, { onSuccess: ({ msg }) => toastSuccess(successMessage(msg, t('miner.miner.startedToast'))), onError: toastAirdropActionError })
  }

  return (
    <section className="card miner-card" data-testid="miner-card" data-status={status}>
      <div className="miner-card-head">
        <span className={`miner-icon ${running ? 'is-running' : ''}`} aria-hidden="true">
          <Pickaxe size={20} />
        </span>
        <h2 className="miner-card-title">{t('miner.miner.title')}</h2>
        <span className={`miner-badge ${running ? 'is-running' : ''}`} data-testid="miner-status">
          {t(running ? 'miner.miner.running' : 'miner.miner.idle')}
        </span>
      </div>
      <div className="miner-countdown">
        <span className="muted">{t(running ? 'miner.miner.timeLeft' : 'miner.miner.idleHint')}</span>
        <strong className={`num mono miner-countdown-value ${running ? '' : 'is-idle'}`} role="timer" aria-live="off" data-testid="miner-countdown" data-seconds={running ? remaining : 0}>
          {formatCountdown(running ? remaining : 0)}
        </strong>
        {running ? (
          <span className="muted miner-production">
            {t('miner.miner.production')} <span className="num" data-testid="miner-production">{displayAmount(production)}</span> {token}
          </span>
        ) : null}
      </div>
      <Button block disabled={button.disabled} loading={start.isPending} onClick={onStart} data-testid="miner-start">
        {button.countdown ?? t('miner.miner.start')}
      </Button>
      <MinerFigures summary={summary} />
    </section>
  )
}
