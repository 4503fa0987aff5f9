import { useTranslation } from 'react-i18next'
import type { bpNodeConfig } from '@hapdex/core/api/bp'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { useNodeBuy } from '../api/nodeBuy.ts'
import { useWalletInfo } from '../api/walletInfo.ts'
import { coversWire } from '../lib/mintQuote.ts'

export interface NodeBuyDialogProps {
  open: boolean
  onClose: () => void
  nodeConfig: EndpointOutput<typeof bpNodeConfig>
  /** The super-node addition, already shown as a percent. */
  rateText: string
}

/** The level 2 purchase: price in its token beside the usable balance; confirming signs `BP Buy Node`. */
export function NodeBuyDialog({ open, onClose, nodeConfig, rateText }: NodeBuyDialogProps) {
  const { t } = useTranslation()
  const wallet = useWalletInfo(nodeConfig.token_id)
  const buy = useNodeBuy()
  const short = wallet.data ? !coversWire(wallet.data.usable, nodeConfig.s_pay) : false

  const confirm = () => {
    if (buy.isPending) return
    buy.mutate(undefined, {
      onSuccess: ({ msg }) => {
        toastSuccess(successMessage(msg, t('mint.community.bought')))
        onClose()
      },
      onError: toastActionError,
    })
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('mint.community.buyTitle')} testId="node-buy">
      {wallet.data ? (
        <div className="stack">
          <p className="muted">{t('mint.community.buyPerks', { rate: rateText })}</p>
          <dl className="mint-lines">
            <div>
              <dt>{t('mint.community.buyPrice')}</dt>
              <dd className="num" data-testid="node-buy-price">{displayAmount(nodeConfig.s_pay)} {nodeConfig.token}</dd>
            </div>
            <div>
              <dt>{t('mint.community.buyUsable')}</dt>
              <dd className={`num${short ? ' mint-short' : ''}`} data-testid="node-buy-usable">{displayAmount(wallet.data.usable)} {nodeConfig.token}</dd>
            </div>
          </dl>
          <Button block loading={buy.isPending} disabled={short} onClick={confirm} data-testid="node-buy-submit">
            {short ? t('swap11') : t('mint.community.buySubmit')}
          </Button>
        </div>
      ) : (
        <Skeleton label={t('app.loading')} rows={3} />
      )}
    </Dialog>
  )
}
