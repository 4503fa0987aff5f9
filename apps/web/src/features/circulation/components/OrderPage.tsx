import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '../../../components/Button.tsx'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount, displayTime } from '../../../lib/display.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { useSession } from '../../../lib/session.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { useOneAtATime } from '../../../lib/useOneAtATime.ts'
import { useCmCancel } from '../api/cmActions.ts'
import { useCmOrders, type CmOrder, type OrderRegion, type OrderTab } from '../api/cmQueries.ts'
import '../circulation.css'

const tabs: readonly OrderTab[] = [0, 1, 2, 3]

/**
 * OrderPage (spec 3, "Circulation order page"): four tabs (queuing, matched, completed,
 * withdrawn; type = tab index, page size 10); cancel on the first tab only. regionIndex 1 lists
 * the store (sell) orders, otherwise the buy orders.
 */
export default function OrderPage() {
  const { t } = useTranslation()
  const session = useSession()
  const [search, setSearch] = useSearchParams()
  const region: OrderRegion = search.get('regionIndex') === '1' ? 1 : 0
  const [tab, setTab] = useState<OrderTab>(0)
  const selectRegion = (next: OrderRegion) => setSearch((current) => ({ ...Object.fromEntries(current), regionIndex: String(next) }), { replace: true })
  return (
    <div className="programme-screen" data-route-name="OrderPage" data-testid="cm-orders">
      <div className="programme-head">
        <h1 className="programme-title">{t('circulation.orders.title')}</h1>
      </div>
      {session ? (
        <>
          <Tabs items={[{ id: 0 as const, label: t('circulation.orders.buy') }, { id: 1 as const, label: t('circulation.orders.store') }]} active={region} onSelect={selectRegion} label={t('circulation.orders.region')} panelId="cm-region-panel" testId="cm-region-tab" />
          <div id="cm-region-panel" role="tabpanel" aria-labelledby={`cm-region-panel-tab-${region}`} className="stack">
            <Tabs items={tabs.map((id) => ({ id, label: t(`circulation.orders.tab.${id}`) }))} active={tab} onSelect={setTab} label={t('circulation.orders.title')} panelId="cm-tab-panel" testId="cm-order-tab" />
            <div id="cm-tab-panel" role="tabpanel" aria-labelledby={`cm-tab-panel-tab-${tab}`}>
              <Orders key={`${session.address}-${region}-${tab}`} region={region} tab={tab} />
            </div>
          </div>
        </>
      ) : (
        <SignedOut title={t('circulation.orders.title')} description={t('circulation.connectFirst')} testId="cm-orders-signed-out" />
      )}
    </div>
  )
}

function Orders({ region, tab }: { region: OrderRegion; tab: OrderTab }) {
  const { t } = useTranslation()
  const orders = useCmOrders(region, tab)
  const cancel = useCmCancel()
  const oneAtATime = useOneAtATime()
  // One action in flight at a time (spec 3, "Concurrency"); on code 200 the list reloads, then the server's msg shows.
  const withdraw = (order: CmOrder) =>
    oneAtATime((done) => cancel.mutate({ type: order.type, id: order.id }, { onSuccess: ({ msg }) => toastSuccess(successMessage(msg, t('circulation.orders.withdrawn'))), onError: toastActionError, onSettled: done }))
  return (
    <InfiniteList
      query={orders}
      rowKey={(row) => row.id}
      renderRow={(row) => <OrderRow order={row} onCancel={tab === 0 ? () => withdraw(row) : undefined} cancelling={cancel.isPending && cancel.variables?.id === row.id} busy={cancel.isPending} />}
      emptyText={t('circulation.orders.empty')}
      errorText={t('circulation.loadFailed')}
      endText={t('circulation.noMore')}
      testId={`cm-orders-${tab}`}
    />
  )
}

function OrderRow({ order, onCancel, cancelling, busy }: { order: CmOrder; onCancel: (() => void) | undefined; cancelling: boolean; busy: boolean }) {
  const { t, i18n } = useTranslation()
  const time = (iso: string | null) => (iso === null ? '—' : displayTime(iso, i18n.language))
  return (
    <article className="cm-order" data-testid="cm-order">
      <header className="cm-order-head">
        <span className={`cm-side is-${order.type === 0 ? 'buy' : 'sell'}`}>{t(order.type === 0 ? 'circulation.buy' : 'circulation.sell')}</span>
        <span className="cm-state" data-testid="cm-order-state">{t(`circulation.orders.state.${order.status}`)}</span>
      </header>
      <dl className="cm-order-lines">
        <div>
          <dt>{t('circulation.orders.amount')}</dt>
          <dd className="num" data-testid="cm-order-amount">
            {displayAmount(order.amount)} · {t('circulation.orders.units', { count: order.token_unit })}
          </dd>
        </div>
        <div>
          <dt>{t('circulation.orders.pay')}</dt>
          <dd className="num">{displayAmount(order.pay_amount)}</dd>
        </div>
        {order.status === 1 || order.status === 2 ? (
          <>
            <div>
              <dt>{t('circulation.orders.counterparty')}</dt>
              <dd className="address">{shortenAddress(order.address, 5, 5)}</dd>
            </div>
            <div>
              <dt>{t('circulation.orders.freeze', { days: order.freeze_day })}</dt>
              <dd className="num">
                {time(order.begin_time)} – {time(order.end_time)}
              </dd>
            </div>
          </>
        ) : null}
        {order.status === 2 && order.type === 0 ? (
          <div>
            <dt>{t('circulation.orders.reward')}</dt>
            <dd className="num" data-testid="cm-order-reward">
              {displayAmount(order.reward_amount, 2)}
              {order.reward_forfeited ? (
                <span className="cm-order-owed" data-testid="cm-order-reward-forfeited">
                  {t('circulation.orders.rewardForfeited')}
                </span>
              ) : null}
              {order.reward_owed ? (
                <span className="cm-order-owed" data-testid="cm-order-reward-owed">
                  {t('circulation.orders.rewardOwed')}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('circulation.orders.created')}</dt>
          <dd className="num">{time(order.created_at)}</dd>
        </div>
        {order.finished_at === null ? null : (
          <div>
            <dt>{t('circulation.orders.finished')}</dt>
            <dd className="num">{time(order.finished_at)}</dd>
          </div>
        )}
      </dl>
      {onCancel ? (
        <Button variant="secondary" loading={cancelling} disabled={busy && !cancelling} onClick={onCancel} data-testid="cm-order-cancel">
          {t('circulation.orders.cancel')}
        </Button>
      ) : null}
    </article>
  )
}
