import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount, displayTime } from '../../../lib/display.ts'
import { useExchangeHistory } from '../api/exchangeList.ts'

/** t1_name → t2_name, amount, real_exchange_amount, created_time; pages of 10. */
export function ExchangeHistory() {
  const { t, i18n } = useTranslation()
  const history = useExchangeHistory()
  const rows = history.data?.pages.flatMap((page) => page.list) ?? []

  return (
    <section className="card flash-history" data-testid="flash-history">
      <h2 className="flash-history-title">{t('flashExchange.history')}</h2>
      {history.isPending ? (
        <Skeleton label={t('app.loading')} rows={3} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('flashExchange.noHistory')}</p>
      ) : (
        <ul className="list">
          {rows.map((row) => (
            <li key={row.id} className="flash-history-row" data-testid="flash-history-row">
              <div className="flash-history-line">
                <strong>
                  {row.t1_name} → {row.t2_name}
                </strong>
                <span className="muted">{displayTime(row.created_time, i18n.language)}</span>
              </div>
              <div className="flash-history-line num">
                <span>−{displayAmount(row.amount)} {row.t1_name}</span>
                <span className="is-up">+{displayAmount(row.real_exchange_amount)} {row.t2_name}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage ? (
        <Button variant="secondary" block loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('flashExchange.loadMore')}
        </Button>
      ) : null}
    </section>
  )
}
