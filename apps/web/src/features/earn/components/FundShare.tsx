import { useTranslation } from 'react-i18next'
import type { fundInfo } from '@hapdex/core/api/circulation'
import type { z } from 'zod'
import { Button } from '../../../components/Button.tsx'
import { displayAmount, displayTime } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { useFundRedeem } from '../api/fundRedeem.ts'
import { useNow } from '../../../lib/useNow.ts'
import { useOneAtATime } from '../../../lib/useOneAtATime.ts'
import { toastEarnActionError } from '../lib/actionError.ts'
import { fundRedeemView, fundTermStatus } from '../lib/fundStatus.ts'
import '../../../styles/figures.css'

export type FundInfo = z.infer<typeof fundInfo>

/** The account's share: reward, pledge, term and status; the redeem once the term has ended. */
export function FundShare({ share }: { share: FundInfo }) {
  const { t, i18n } = useTranslation()
  const redeem = useFundRedeem()
  const oneAtATime = useOneAtATime()
  // A fund term ends on a day boundary: half a minute late is soon enough.
  const now = useNow(30_000)
  const status = fundTermStatus(share, now)
  const view = fundRedeemView(status, share.redeem_status)

  const onRedeem = () => {
    oneAtATime((done) =>
      redeem.mutate(undefined, { onSuccess: ({ msg }) => toastSuccess(successMessage(msg, t('earn.fund.redeemed'))), onError: toastEarnActionError, onSettled: done }),
    )
  }
  const figures = [
    ['reward', `${displayAmount(share.reward_amount)} ${share.token}`],
    ['pledge', `${displayAmount(share.pledge_amount)} ${share.token}`],
    ['begin', displayTime(share.begin_time, i18n.language)],
    ['end', displayTime(share.end_time, i18n.language)],
  ] as const

  return (
    <div className="stack" data-testid="earn-fund-share" data-status={status} data-redeem-status={share.redeem_status}>
      <dl className="figure-rows">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`earn.fund.${key}`)}</dt>
            <dd className="num" data-testid={`earn-fund-${key}`}>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('earn.fund.status')}</dt>
          <dd>
            <span className={`earn-badge is-${status}`} data-testid="earn-fund-status">
              {t(`earn.fund.statuses.${status}`)}
            </span>
          </dd>
        </div>
      </dl>
      {view === 'redeem' ? (
        <Button block loading={redeem.isPending} onClick={onRedeem} data-testid="earn-fund-redeem">
          {t('earn.fund.redeem')}
        </Button>
      ) : null}
      {view === 'redeemed' ? (
        <Button block variant="secondary" disabled data-testid="earn-fund-redeemed">
          {t('earn.fund.redeemedLabel')}
        </Button>
      ) : null}
    </div>
  )
}
