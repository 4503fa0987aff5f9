import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import { successMessage } from '../lib/serverMessage.ts'
import { toastSuccess } from '../lib/toast.ts'
import { useBindRecommender } from '../lib/user.ts'

export interface BindParentDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * Enter the referrer's invite code or address (the server takes either, decision 0005: invite links
 * carry the code, so the code is what most users have at hand); submitted as entered and the
 * server's message is toasted.
 */
export function BindParentDialog({ open, onClose }: BindParentDialogProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const [value, setValue] = useState('')
  const bind = useBindRecommender()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const { msg } = await bind.mutateAsync(value)
      toastSuccess(successMessage(msg, t('invite.bound')))
      setValue('')
      onClose()
    } catch {
      // The api client has shown the server's message; the dialog stays open to correct it.
      return
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('invite.bindTitle')} testId="bind-parent-dialog">
      <form className="stack" onSubmit={submit}>
        <p className="muted">{t('invite.bindHint')}</p>
        <label className="field-label" htmlFor={inputId}>
          {t('invite.placeholder')}
        </label>
        <input
          id={inputId}
          className="text-input mono"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('invite.example')}
          autoCapitalize="off"
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          data-testid="bind-parent-input"
        />
        <Button type="submit" block loading={bind.isPending} disabled={value === ''} data-testid="bind-parent-submit">
          {t('invite.submit')}
        </Button>
      </form>
    </Dialog>
  )
}
