import { useTranslation } from 'react-i18next'
import { AlertTriangle, ArrowDown, CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { explorerTxUrl } from '../exchangeConfig.ts'
import { TokenLogo } from '../tokens/TokenLogo.tsx'
import type { Token } from '../tokens/token.ts'
import { SwapInfoPanel, type SwapInfoProps } from './SwapInfoPanel.tsx'
import type { PendingDetail } from './useSwapFlow.ts'

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

/** The popup also serves liquidity: 3 removal waiting, 4 add-liquidity waiting (spec 4). */
export type PendingPopup = Omit<PendingDetail, 'status'> & { readonly status: PendingDetail['status'] | 3 | 4 }

/** Spec 4 status popup: 0 (3, 4) waiting for the wallet, 1 submitted (explorer link), 2 failed or rejected. */
export function PendingDialog({ pending, onClose, explorerUrl }: { pending: PendingPopup | undefined; onClose: () => void; explorerUrl: string }) {
  const { t } = useTranslation()
  if (!pending) return null
  const href = pending.hash ? explorerTxUrl({ explorerUrl }, pending.hash) : undefined
  const waiting = pending.status === 0 || pending.status === 3 || pending.status === 4
  return (
    <Dialog open onClose={onClose} title={t(`exchange.swap.status.${waiting ? 0 : pending.status}`)} testId="pending">
      <div className="dialog-stack" data-testid="pending-status" data-status={pending.status} data-hash={pending.hash}>
        {waiting ? <Loader2 aria-hidden="true" size={44} className="dialog-icon spin" /> : null}
        {pending.status === 1 ? <CheckCircle2 aria-hidden="true" size={44} className="dialog-icon success" /> : null}
        {pending.status === 2 ? <XCircle aria-hidden="true" size={44} className="dialog-icon danger" /> : null}
        <p className="num">
          {pending.fromInput} → {pending.toInput}
        </p>
        {waiting ? <p className="muted">{t('exchange.swap.confirmInWallet')}</p> : null}
        {href ? (
          <a className="btn btn-ghost" href={href} target="_blank" rel="noreferrer">
            <span className="btn-label">{t('common.viewOnExplorer')}</span>
          </a>
        ) : null}
        <Button variant="secondary" block onClick={onClose} data-testid="pending-done">
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
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
