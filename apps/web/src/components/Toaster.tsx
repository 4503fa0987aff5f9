import { CheckCircle2, ExternalLink, Info, X, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { dismissToast, useToasts } from '../lib/toast.ts'

/** The toast stack: one ARIA live region, always in the DOM so screen readers hear additions. */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label={t('common.notifications')} data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} data-testid="toast" data-kind={toast.kind}>
          {toast.kind === 'success' ? <CheckCircle2 aria-hidden="true" size={20} /> : toast.kind === 'info' ? <Info aria-hidden="true" size={20} /> : <XCircle aria-hidden="true" size={20} />}
          <span className="toast-message">{toast.message}</span>
          {toast.link ? (
            <a className="toast-link" href={toast.link.href} target="_blank" rel="noopener noreferrer">
              {toast.link.label}
              <ExternalLink aria-hidden="true" size={14} />
            </a>
          ) : null}
          <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)} aria-label={t('common.dismiss')}>
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      ))}
    </div>
  )
}
