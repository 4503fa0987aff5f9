import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { candleIntervals, type CandleInterval } from '@hapdex/core/api/token'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { useSettings } from '../../../lib/settings.ts'
import { useCandidatePairs } from '../chain/candidatePairs.ts'
import { canonicalMulticall3 } from '../chain/readRequests.ts'
import { useExchange, type ExchangeId } from '../exchangeConfig.ts'
import type { Token } from '../tokens/token.ts'
import { sortTokens } from '@hapdex/core/amm/sortTokens'
import { CandleChart } from './CandleChart.tsx'
import { usePairChart } from './usePairChart.ts'

/** Price chart of the selected pair: candles of the direct pair, priced in the to token per from token. */
export default function ChartDialog({ onClose, from, to, exchangeId }: { onClose: () => void; from: Token; to: Token; exchangeId: ExchangeId }) {
  const { t } = useTranslation()
  const { chain, exchange } = useExchange(exchangeId)
  const { theme } = useSettings()
  const [interval, setInterval] = useState<CandleInterval>('1h')
  const same = from.address.toLowerCase() === to.address.toLowerCase()
  const pairs = useCandidatePairs(exchange.factory as Address, (chain.multicall3 ?? canonicalMulticall3) as Address, same ? [] : [sortTokens(from.address, to.address)])
  const pair = pairs.data?.[0]?.address
  const chart = usePairChart(pair, from.address, interval)
  const loading = (!same && pairs.isPending) || (pair !== undefined && chart.isPending)
  return (
    <Dialog open onClose={onClose} title={t('exchange.chart.title', { base: from.symbol, quote: to.symbol })} testId="chart">
      <div className="dialog-stack">
        <div className="chip-row chart-intervals" role="group" aria-label={t('exchange.chart.intervals')}>
          {candleIntervals.map((value) => (
            <button key={value} type="button" className="chip" aria-pressed={interval === value} onClick={() => setInterval(value)} data-testid={`chart-interval-${value}`}>
              {value}
            </button>
          ))}
        </div>
        {loading ? (
          <Skeleton label={t('app.loading')} rows={5} />
        ) : chart.isError || pairs.isError ? (
          <EmptyState title={t('exchange.chart.error')} action={<Button onClick={() => void chart.refetch()}>{t('app.retry')}</Button>} />
        ) : !pair || !chart.data || chart.data.candles.length === 0 ? (
          <EmptyState title={t('exchange.chart.empty')} testId="chart-empty" />
        ) : (
          <CandleChart candles={chart.data.candles} theme={theme} />
        )}
      </div>
    </Dialog>
  )
}
