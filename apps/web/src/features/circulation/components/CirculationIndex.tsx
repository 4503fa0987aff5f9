import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { circulationReward, publishBlock } from '@hapdex/core/rules/circulationMarket'
import { ClipboardList, ReceiptText, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/Button.tsx'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { href } from '../../../config/paths.ts'
import { displayAmount, displayTime } from '../../../lib/display.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { useSession } from '../../../lib/session.ts'
import { toastError } from '../../../lib/toast.ts'
import { useCmConfig, useCmUserInfo, useCmWalletAsset, useCmZone, type CmConfig } from '../api/cmQueries.ts'
import '../circulation.css'
import { PublishDialog } from './PublishDialog.tsx'

/** circulationIndex (spec 3, "Circulation page"): totals, share and team counts, the warehouse swipe, the buy and sell zones and the publish popups. */
export default function CirculationIndex() {
  const { t } = useTranslation()
  const config = useCmConfig()
  return (
    <div className="programme-screen" data-route-name="circulationIndex" data-testid="cm-index">
      <div className="programme-head">
        <h1 className="programme-title">{t('circulation.title')}</h1>
      </div>
      <nav className="cm-links" aria-label={t('circulation.title')}>
          <Link to={href('OrderPage')} className="cm-link" data-testid="cm-orders-link">
            <ClipboardList aria-hidden="true" size={18} />
            {t('circulation.orders.title')}
          </Link>
          <Link to={href('billPage')} className="cm-link" data-testid="cm-bill-link">
            <ReceiptText aria-hidden="true" size={18} />
            {t('circulation.bill.title')}
          </Link>
          <Link to={href('sharePage')} className="cm-link" data-testid="cm-share-link">
            <Users aria-hidden="true" size={18} />
            {t('circulation.share.title')}
          </Link>
      </nav>
      {config.isPending ? (
        <Skeleton label={t('app.loading')} rows={4} />
      ) : config.isError ? (
        <LoadFailed text={t('circulation.loadFailed')} card onRetry={() => void config.refetch()} retrying={config.isFetching} testId="cm-config-error" />
      ) : (
        <Market config={config.data} />
      )}
    </div>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="cm-figure">
      <dt className="muted">{label}</dt>
      <dd className="num" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function Market({ config }: { config: CmConfig }) {
  const { t } = useTranslation()
  const session = useSession()
  const [open, setOpen] = useState<{ type: 0 | 1; amount?: string } | undefined>(undefined)
  const [zone, setZone] = useState<0 | 1>(0)
  const start = (type: 0 | 1, amount?: string) => {
    if (session === null) return toastError(t('circulation.connectFirst'))
    const blocked = publishBlock(config.status, type, config.can_buy, config.can_sell)
    // The spec's keys: h328 closed, h329 ended, h330 cannot buy, h331 cannot sell.
    if (blocked !== undefined) return toastError(t(blocked.slice('lang.'.length)))
    setOpen(amount === undefined ? { type } : { type, amount })
  }
  return (
    <>
      <section className="card cm-card" aria-labelledby="cm-totals-title" data-testid="cm-totals">
        <h2 id="cm-totals-title" className="cm-subtitle">{t('circulation.totals.title')}</h2>
        <dl className="cm-figures">
          <Figure label={t('circulation.totals.buy')} value={`${displayAmount(config.total_buy)} ${config.token}`} testId="cm-total-buy" />
          <Figure label={t('circulation.totals.sell')} value={`${displayAmount(config.total_sell)} ${config.token}`} testId="cm-total-sell" />
          <Figure label={t('circulation.totals.matched')} value={`${displayAmount(config.total_matched)} ${config.token}`} testId="cm-total-matched" />
          <Figure label={t('circulation.totals.price')} value={`${displayAmount(config.price)} ${config.pay_token}`} testId="cm-price" />
        </dl>
        {session ? <Mine /> : <p className="muted">{t('circulation.connectFirst')}</p>}
      </section>
      <section className="cm-warehouses" aria-labelledby="cm-warehouse-title">
        <h2 id="cm-warehouse-title" className="cm-subtitle">{t('circulation.warehouse.title')}</h2>
        <ul className="cm-swipe" data-testid="cm-warehouses">
          {config.sell_amounts.map((amount) => (
            <li key={amount} className="card cm-warehouse">
              <strong className="num">
                {displayAmount(amount)} <small>{config.token}</small>
              </strong>
              <span className="muted num">
                {t('circulation.warehouse.reward')} {displayAmount(rewardOf(amount, config.reward_rate), 2)}
              </span>
              <div className="cm-warehouse-actions">
                <Button variant="primary" onClick={() => start(0, amount)} data-testid={`cm-buy-${amount}`}>
                  {t('circulation.buy')}
                </Button>
                <Button variant="secondary" onClick={() => start(1, amount)} data-testid={`cm-sell-${amount}`}>
                  {t('circulation.sell')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="cm-zones" aria-labelledby="cm-zones-title">
        <h2 id="cm-zones-title" className="cm-subtitle">{t('circulation.zones.title')}</h2>
        <Tabs items={[{ id: 0 as const, label: t('circulation.zones.buy') }, { id: 1 as const, label: t('circulation.zones.sell') }]} active={zone} onSelect={setZone} label={t('circulation.zones.title')} panelId="cm-zone-panel" testId="cm-zone-tab" />
        <div id="cm-zone-panel" role="tabpanel" aria-labelledby={`cm-zone-panel-tab-${zone}`}>
          <Zone key={zone} side={zone} token={config.token} />
        </div>
      </section>
      {open ? <PublishDialog config={config} type={open.type} initialAmount={open.amount} onClose={() => setOpen(undefined)} /> : null}
    </>
  )
}

/** reward_rate × amount (core's rule, rounded down), for the warehouse cards. */
const rewardOf = (amount: string, rate: string) => formatAmount(circulationReward(parseAmount(amount, 18), rate), 18)

/** The account's share and team counts and its market figures. */
function Mine() {
  const { t } = useTranslation()
  const user = useCmUserInfo()
  const asset = useCmWalletAsset()
  if (user.isPending || asset.isPending) return <Skeleton label={t('app.loading')} rows={2} />
  if (user.isError || asset.isError)
    return <LoadFailed text={t('circulation.loadFailed')} onRetry={() => void Promise.all([user.refetch(), asset.refetch()])} retrying={user.isFetching || asset.isFetching} testId="cm-mine-error" />
  const token = asset.data.token
  return (
    <dl className="cm-figures" data-testid="cm-mine">
      <Figure label={t('circulation.mine.direct')} value={String(user.data.dr_valid_num)} testId="cm-dr-valid" />
      <Figure label={t('circulation.mine.team')} value={String(user.data.team_valid_num)} testId="cm-team-valid" />
      <Figure label={t('circulation.asset.can_buy')} value={`${displayAmount(asset.data.can_buy)} ${token}`} testId="cm-can-buy" />
      <Figure label={t('circulation.asset.wait_buy')} value={`${displayAmount(asset.data.wait_buy)} ${token}`} testId="cm-wait-buy" />
      <Figure label={t('circulation.asset.freeze_buy')} value={`${displayAmount(asset.data.freeze_buy)} ${token}`} testId="cm-freeze-buy" />
      <Figure label={t('circulation.asset.can_sell')} value={`${displayAmount(asset.data.can_sell)} ${token}`} testId="cm-can-sell" />
      <Figure label={t('circulation.asset.wait_sell')} value={`${displayAmount(asset.data.wait_sell)} ${token}`} testId="cm-wait-sell" />
    </dl>
  )
}

function Zone({ side, token }: { side: 0 | 1; token: string }) {
  const { t, i18n } = useTranslation()
  const zone = useCmZone(side)
  return (
    <InfiniteList
      query={zone}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <div className="cm-row">
          <span className="address">{shortenAddress(row.address, 5, 5)}</span>
          <strong className="num" data-testid="cm-zone-amount">
            {displayAmount(row.amount)} {token}
          </strong>
          <span className="muted">{displayTime(row.created_at, i18n.language)}</span>
        </div>
      )}
      emptyText={t(side === 0 ? 'circulation.zones.emptyBuy' : 'circulation.zones.emptySell')}
      errorText={t('circulation.loadFailed')}
      endText={t('circulation.noMore')}
      testId={`cm-zone-${side}`}
    />
  )
}
