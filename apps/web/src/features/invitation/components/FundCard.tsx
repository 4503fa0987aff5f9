import { PiggyBank } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FundJoin } from '../../../components/FundJoin.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { useFundConfig } from '../../../lib/fund.ts'

/** The circulation fund's price per share and its join (shared with liquidity mining). */
export function FundCard() {
  const { t } = useTranslation()
  const config = useFundConfig()
  return (
    <section className="card invitation-fund" data-testid="invitation-fund" data-status={config.data?.status}>
      <div className="invitation-fund-head">
        <PiggyBank aria-hidden="true" size={24} />
        <div>
          <h2 className="invitation-section-title">{t('fund.title')}</h2>
          <p className="muted">{config.data ? t('fund.unit', { amount: displayAmount(config.data.fund_amount), token: config.data.token }) : '—'}</p>
        </div>
      </div>
      <FundJoin config={config.data} />
    </section>
  )
}
