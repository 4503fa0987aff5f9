import { useTranslation } from 'react-i18next'
import { CheckCircle2, Clock, ExternalLink, RefreshCw, XCircle } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { explorerTxUrl } from '../exchangeConfig.ts'
import { clearHistory, useHistory } from './historyStore.ts'
import { recordMessage, recordTitle, type TransactionRecord } from './transactionRecord.ts'

const statusIcon = { pending: Clock, success: CheckCircle2, failed: XCircle, replaced: RefreshCw } satisfies Record<TransactionRecord['status'], unknown>

/** Spec 2 transaction record popup: this account's sends, newest first, with a clear action. */
export function HistoryDialog({ open, onClose, chain, account }: { open: boolean; onClose: () => void; chain: { chainId: number; explorerUrl: string }; account: string | undefined }) {
  const { t, i18n } = useTranslation()
  const records = useHistory(chain.chainId, account)
  return (
    <Dialog open={open} onClose={onClose} title={t('exchange.history.title')} testId="history">
      {records.length === 0 ? (
        <EmptyState title={t('exchange.history.empty')} testId="history-empty" />
      ) : (
        <>
          <ul className="history-list">
            {records.map((record) => {
              const Icon = statusIcon[record.status]
              const href = explorerTxUrl(chain, record.hash)
              return (
                <li key={record.hash} className={`history-row history-${record.status}`} data-testid="history-row" data-status={record.status}>
                  <Icon aria-hidden="true" size={20} className="history-icon" />
                  <span className="history-text">
                    <strong>{recordTitle(t, record)}</strong>
                    <span className="num">{recordMessage(t, record)}</span>
                    <span className="muted">
                      {t(`exchange.history.status.${record.status}`)} · {new Date(record.addedTime).toLocaleString(i18n.language)}
                    </span>
                  </span>
                  {href ? (
                    <a className="icon-button" href={href} target="_blank" rel="noreferrer" aria-label={t('common.viewOnExplorer')}>
                      <ExternalLink aria-hidden="true" size={18} />
                    </a>
                  ) : null}
                </li>
              )
            })}
          </ul>
          <Button variant="secondary" block onClick={() => account && clearHistory(chain.chainId, account)} data-testid="history-clear">
            {t('exchange.history.clear')}
          </Button>
        </>
      )}
    </Dialog>
  )
}
