import { maskAddress } from '@hapdex/core/rules/partnerRound'
import { Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { useRankingList } from '../api/rankingList.ts'

/** The last settled day's ranking by share_cp: the top three on a podium, then the rest. */
export function Ranking() {
  const { t } = useTranslation()
  const ranking = useRankingList()
  return (
    <section className="nft-ranking" aria-labelledby="nft-ranking-title" data-testid="nft-ranking">
      <h2 className="nft-section-title" id="nft-ranking-title">
        <Trophy aria-hidden="true" size={18} />
        {t('nft.ranking.title')}
      </h2>
      {ranking.isPending ? (
        <Skeleton label={t('app.loading')} rows={3} />
      ) : ranking.isError ? (
        <LoadFailed text={t('nft.loadFailed')} card onRetry={() => void ranking.refetch()} retrying={ranking.isFetching} testId="nft-ranking-error" />
      ) : ranking.data.list.length === 0 ? (
        <EmptyState title={t('nft.ranking.empty')} description={t('nft.ranking.emptyText')} testId="nft-ranking-empty" />
      ) : (
        <>
          <ol className="nft-podium" data-testid="nft-podium">
            {ranking.data.list.slice(0, 3).map((entry) => (
              <li key={entry.address} className={`card nft-podium-place nft-place-${entry.rank}`} data-testid="nft-rank-top">
                <span className="nft-rank-badge">{entry.rank}</span>
                <span className="mono nft-rank-address">{maskAddress(entry.address)}</span>
                <span className="nft-rank-cp">
                  {t('nft.ranking.shareCp')} <strong className="num">{displayAmount(entry.share_cp)}</strong>
                </span>
              </li>
            ))}
          </ol>
          {ranking.data.list.length > 3 ? (
            <ol className="card nft-rank-rest" start={4} data-testid="nft-rank-rest">
              {ranking.data.list.slice(3).map((entry) => (
                <li key={entry.address} className="nft-rank-row">
                  <span className="nft-rank-number">{entry.rank}</span>
                  <span className="mono">{maskAddress(entry.address)}</span>
                  <strong className="num">{displayAmount(entry.share_cp)}</strong>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </section>
  )
}
