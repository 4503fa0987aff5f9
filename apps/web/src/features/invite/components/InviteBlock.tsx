import { useState } from 'react'
import { Link2, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { copyText } from '../../../lib/clipboard.ts'
import { useSession } from '../../../lib/session.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useUserInfo } from '../../../lib/user.ts'
import { inviteLink } from '../lib/inviteLink.ts'
import { BindParentDialog } from '../../../components/BindParentDialog.tsx'

export interface InviteBlockProps {
  /** Path of the Index route (the app owns the route table). */
  indexPath: string
}

/** Side-menu invite block: copy the invite link; bind a referrer while none is bound. */
export function InviteBlock({ indexPath }: InviteBlockProps) {
  const { t } = useTranslation()
  const session = useSession()
  const { data: user } = useUserInfo()
  const [bindOpen, setBindOpen] = useState(false)

  const copyLink = async () => {
    const code = user?.invite_code ?? ''
    if (!code) {
      toastError(t('invite.noCode'))
      return
    }
    if (await copyText(inviteLink(window.location, indexPath, code))) toastSuccess(t('swap300'))
    else toastError(t('swap301'))
  }

  return (
    <section className="invite-block" aria-label={t('invite.title')}>
      <h2 className="invite-title">{t('invite.title')}</h2>
      <Button variant="secondary" block onClick={copyLink} data-testid="copy-invite-link">
        <Link2 aria-hidden="true" size={18} />
        {t('invite.copyLink')}
      </Button>
      {session && user && user.parent_id === 0 ? (
        <Button variant="ghost" block onClick={() => setBindOpen(true)} data-testid="bind-parent-open">
          <UserPlus aria-hidden="true" size={18} />
          {t('invite.bindParent')}
        </Button>
      ) : null}
      <BindParentDialog open={bindOpen} onClose={() => setBindOpen(false)} />
    </section>
  )
}
