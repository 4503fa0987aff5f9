import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import type { SuccessView } from '../lib/successView.ts'
import './successDialog.css'

export interface SuccessDialogProps extends SuccessView {
  onClose: () => void
  testId?: string
}

/**
 * The success popup of spec 3's programme actions (pool join, redeem, claim): a toast is gone in
 * 3 s, while a user who moved money wants to read what happened, and closes it when they have.
 */
export function SuccessDialog({ title, amount, message, onClose, testId = 'success-dialog' }: SuccessDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} title={title} testId={testId}>
      <div className="success-dialog">
        <CheckCircle2 aria-hidden="true" size={48} className="success-dialog-icon" />
        {amount ? (
          <p className="success-dialog-amount num" data-testid={`${testId}-amount`}>
            {amount}
          </p>
        ) : null}
        {message ? (
          <p className="muted" data-testid={`${testId}-message`}>
            {message}
          </p>
        ) : null}
        <Button block onClick={onClose} data-autofocus data-testid={`${testId}-done`}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  )
}
