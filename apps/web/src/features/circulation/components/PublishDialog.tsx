import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { circulationReward } from '@hapdex/core/rules/circulationMarket'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { SuccessDialog } from '../../../components/SuccessDialog.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { successView } from '../../../lib/successView.ts'
import { useOneAtATime } from '../../../lib/useOneAtATime.ts'
import { useCmPublish } from '../api/cmActions.ts'
import type { CmConfig } from '../api/cmQueries.ts'

const DECIMALS = 18

/** amount × price in the pay token, as the server reserves it (rounded up), for display. */
function payAmount(amount: string, price: string): string {
  const units = parseAmount(amount, DECIMALS) * parseAmount(price, DECIMALS)
  const scale = 10n ** BigInt(DECIMALS)
  return formatAmount((units + scale - 1n) / scale, DECIMALS)
}

/**
 * The publish popup (`Circulation Order Publish`): type 0 buys, 1 sells, one of the configured
 * amounts; it shows what is reserved and, for a buy, the circulation reward (2 decimals) and the
 * fuel its release burns (decision 0045: a buyer short of it completes without the reward).
 */
export function PublishDialog({ config, type, initialAmount, onClose }: { config: CmConfig; type: 0 | 1; initialAmount: string | undefined; onClose: () => void }) {
  const { t } = useTranslation()
  const publish = useCmPublish()
  const oneAtATime = useOneAtATime()
  const [amount, setAmount] = useState(initialAmount ?? config.sell_amounts[0] ?? config.amount)
  const [done, setDone] = useState<ReturnType<typeof successView> | undefined>(undefined)
  if (done) return <SuccessDialog {...done} onClose={onClose} testId="cm-success" />
  const reserved = type === 0 ? `${displayAmount(payAmount(amount, config.price))} ${config.pay_token}` : `${displayAmount(amount)} ${config.token}`
  const reward = formatAmount(circulationReward(parseAmount(amount, DECIMALS), config.reward_rate), DECIMALS)
  // The server's own figure for the amount (the release's rule at today's prices).
  const fuel = config.fuel_due?.find((due) => due.amount === amount)?.fuel
  // One action in flight at a time (spec 3, "Concurrency").
  const confirm = () =>
    oneAtATime((done) =>
      publish.mutate(
        { type, amount },
        { onSuccess: ({ msg }) => setDone(successView(t(type === 0 ? 'circulation.publish.buyDone' : 'circulation.publish.sellDone'), `${displayAmount(amount)} ${config.token}`, msg)), onError: toastActionError, onSettled: done },
      ),
    )
  return (
    <Dialog open onClose={onClose} title={t(type === 0 ? 'circulation.publish.buyTitle' : 'circulation.publish.sellTitle')} testId="cm-publish">
      <div className="stack">
        <fieldset className="cm-amounts">
          <legend>{t('circulation.publish.amount', { token: config.token })}</legend>
          {config.sell_amounts.map((option) => (
            <label key={option} className={`cm-amount-option ${amount === option ? 'is-selected' : ''}`}>
              <input type="radio" name="cm-amount" value={option} checked={amount === option} onChange={() => setAmount(option)} data-testid={`cm-amount-${option}`} />
              <span className="num">{displayAmount(option)}</span>
            </label>
          ))}
        </fieldset>
        <dl className="cm-lines">
          <div>
            <dt>{t('circulation.publish.price')}</dt>
            <dd className="num">
              {displayAmount(config.price)} {config.pay_token}
            </dd>
          </div>
          <div>
            <dt>{t('circulation.publish.reserved')}</dt>
            <dd className="num" data-testid="cm-publish-reserved">
              {reserved}
            </dd>
          </div>
          {type === 0 ? (
            <div>
              <dt>{t('circulation.publish.reward')}</dt>
              <dd className="num" data-testid="cm-publish-reward">
                {displayAmount(reward, 2)} {config.token}
              </dd>
            </div>
          ) : null}
          {type === 0 ? (
            <div>
              <dt>{t('circulation.publish.fuel')}</dt>
              <dd className="num" data-testid="cm-publish-fuel">
                {fuel === undefined ? t('circulation.publish.fuelUnknown') : `${displayAmount(fuel, 6)} ${config.fuel_token}`}
              </dd>
            </div>
          ) : null}
        </dl>
        {type === 0 ? <p className="muted">{t('circulation.publish.fuelHint', { token: config.fuel_token })}</p> : null}
        <p className="muted">{t('circulation.publish.freeze', { days: config.freeze_day })}</p>
        <Button block loading={publish.isPending} onClick={confirm} data-testid="cm-publish-confirm">
          {t(type === 0 ? 'circulation.buy' : 'circulation.sell')}
        </Button>
        <Button block variant="secondary" onClick={onClose} disabled={publish.isPending}>
          {t('circulation.publish.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
