import { useTranslation } from 'react-i18next'
import { AlertTriangle, ArrowDown, CheckCircle2, Copy, Loader2, XCircle } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { copyText } from '../../../lib/clipboard.ts'
import { shortenAddress } from '../../../lib/format.ts'
import type { PendingPopup } from '../../../lib/pendingPopup.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { explorerTxUrl } from '../exchangeConfig.ts'
import { TokenLogo } from '../tokens/TokenLogo.tsx'
import type { Token } from '../tokens/token.ts'
import { SwapInfoPanel, type SwapInfoProps } from './SwapInfoPanel.tsx'

/** Spec 4: above 10% price impact without expert mode the user confirms the risk first. */
export function RiskDialog({ open, impact, onClose, onContinue }: { open: boolean; impact: string; onClose: () => void; onContinue: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} title={t('exchange.swap.riskTitle')} testId="risk">
      <div className="dialog-stack">
        <AlertTriangle aria-hidden="true" size={40} className="dialog-icon warning" />
        <p>{t('exchange.swap.riskText', { impact })}</p>
        <Button variant="secondary" block onClick={onClose}>
          {t('exchange.swap.cancel')}
        </Button>
        <Button block onClick={onContinue} data-testid="risk-continue">
          {t('exchange.swap.continue')}
        </Button>
      </div>
    </Dialog>
  )
}

export function SwapDetailDialog({ open, onClose, onConfirm, fromInput, toInput, info }: { open: boolean; onClose: () => void; onConfirm: () => void; fromInput: string; toInput: string; info: SwapInfoProps | undefined }) {
  const { t } = useTranslation()
  if (!info) return null
  return (
    <Dialog open={open} onClose={onClose} title={t('exchange.swap.detailTitle')} testId="swap-detail">
      <div className="dialog-stack">
        <AmountLine token={info.from} amount={fromInput} />
        <ArrowDown aria-hidden="true" size={18} className="muted detail-arrow" />
        <AmountLine token={info.to} amount={toInput} />
        <p className="muted detail-note">
          {info.trade.tradeType === 'exactIn' ? t('exchange.swap.exactInNote', { symbol: info.to.symbol }) : t('exchange.swap.exactOutNote', { symbol: info.from.symbol })}
        </p>
        <SwapInfoPanel {...info} />
        <Button block onClick={onConfirm} data-testid="swap-confirm">
          {t('exchange.swap.confirm')}
        </Button>
      </div>
    </Dialog>
  )
}

function AmountLine({ token, amount }: { token: Token; amount: string }) {
  return (
    <div className="detail-amount">
      <TokenLogo token={token} size={28} />
      <strong className="num">{amount}</strong>
      <span>{token.symbol}</span>
    </div>
  )
}

/**
 * Spec 4 status popup: 0 (3, 4) waiting for the wallet, 1 submitted, then confirmed once the
 * receipt is in, 2 failed or rejected. The amounts name their tokens; a chain without an
 * explorer (the devnet) shows the hash to copy instead of a dead link.
 */
export function PendingDialog({ pending, onClose, explorerUrl }: { pending: PendingPopup | undefined; onClose: () => void; explorerUrl: string }) {
  const { t } = useTranslation()
  if (!pending) return null
  const href = pending.hash ? explorerTxUrl({ explorerUrl }, pending.hash) : undefined
  const waiting = pending.status === 0 || pending.status === 3 || pending.status === 4
  const confirmed = pending.status === 1 && pending.confirmed === true
  const titleKey = confirmed ? 'exchange.swap.status.confirmed' : `exchange.swap.status.${waiting ? 0 : pending.status}`
  return (
    <Dialog open onClose={onClose} title={t(titleKey)} testId="pending">
      <div className="dialog-stack" data-testid="pending-status" data-status={pending.status} data-hash={pending.hash} data-confirmed={confirmed || undefined}>
        {waiting ? <Loader2 aria-hidden="true" size={44} className="dialog-icon spin" /> : null}
        {pending.status === 1 && !confirmed ? <Loader2 aria-hidden="true" size={44} className="dialog-icon spin" /> : null}
        {confirmed ? <CheckCircle2 aria-hidden="true" size={44} className="dialog-icon success" /> : null}
        {pending.status === 2 ? <XCircle aria-hidden="true" size={44} className="dialog-icon danger" /> : null}
        <p className="num pending-amounts" data-testid="pending-amounts">
          {pending.fromInput} {pending.together ? '+' : '→'} {pending.toInput}
        </p>
        {waiting ? <p className="muted">{t('exchange.swap.confirmInWallet')}</p> : null}
        {pending.status === 1 && !confirmed ? <p className="muted">{t('exchange.swap.waitingForReceipt')}</p> : null}
        {href ? (
          <a className="btn btn-ghost" href={href} target="_blank" rel="noreferrer" data-testid="pending-explorer">
            <span className="btn-label">{t('common.viewOnExplorer')}</span>
          </a>
        ) : pending.hash ? (
          <TransactionHash hash={pending.hash} />
        ) : null}
        <Button variant="secondary" block onClick={onClose} data-testid="pending-done">
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  )
}

/** The hash, shortened, copied whole on tap (swap300 / swap301 toasts). */
function TransactionHash({ hash }: { hash: string }) {
  const { t } = useTranslation()
  const shown = shortenAddress(hash, 10, 8)
  const copy = async () => {
    if (await copyText(hash)) toastSuccess(t('swap300'))
    else toastError(t('swap301'))
  }
  return (
    <div className="pending-hash">
      <span className="muted">{t('exchange.swap.transactionHash')}</span>
      <button type="button" className="address" onClick={copy} aria-label={`${t('exchange.swap.copyHash')} ${shown}`} title={hash} data-testid="pending-hash-copy">
        <span className="mono">{shown}</span>
        <Copy aria-hidden="true" size={16} />
      </button>
    </div>
  )
}

/** Spec 8: both estimates failed. The text is the product's, kept in English as it names an undefined error. */
export function SwapErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} title="error" testId="swap-error">
      <div className="dialog-stack">
        <p>The transaction cannot succeed due to error: undefined. This is probably an issue with one of the tokens you are swapping.</p>
        <Button block onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  )
}
