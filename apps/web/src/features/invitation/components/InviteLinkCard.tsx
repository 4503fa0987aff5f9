import { Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { absoluteHref } from '../../../config/paths.ts'
import { copyText } from '../../../lib/clipboard.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useInviteInfo } from '../api/inviteInfo.ts'

/** Spec 2: the invite link is the site origin plus the hash route with invite_code. */
export function InviteLinkCard() {
  const { t } = useTranslation()
  const code = useInviteInfo().data?.invite_code ?? ''
  const link = code ? absoluteHref(window.location, 'Index', { invite_code: code }) : ''

  const copy = async () => {
    if (!code) return toastError(t('d180'))
    if (await copyText(link)) toastSuccess(t('swap300'))
    else toastError(t('swap301'))
  }

  return (
    <section className="card invitation-link" data-testid="invitation-link">
      <h2 className="invitation-section-title">{t('invitation.myLink')}</h2>
      <p className="muted">
        {t('invitation.myCode')}{t('app.colon')}<strong className="mono" data-testid="invitation-code">{code || '—'}</strong>
      </p>
      <p className="mono invitation-link-text" data-testid="invitation-link-text">{link || '—'}</p>
      <Button block onClick={copy} data-testid="invitation-copy">
        <Copy aria-hidden="true" size={18} />
        {t('invitation.copyLink')}
      </Button>
    </section>
  )
}
