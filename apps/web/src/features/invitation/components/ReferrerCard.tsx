import { useState } from 'react'
import { UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Address } from '../../../components/Address.tsx'
import { BindParentDialog } from '../../../components/BindParentDialog.tsx'
import { Button } from '../../../components/Button.tsx'
import { useInviteInfo } from '../api/inviteInfo.ts'
import { useParentLevel } from '../api/parentLevelInfo.ts'

/** The bound referrer, or (only while none is bound) the way to bind one. */
export function ReferrerCard() {
  const { t } = useTranslation()
  const info = useInviteInfo()
  const parent = useParentLevel()
  const [bindOpen, setBindOpen] = useState(false)
  const parentAddress = parent.data?.parent_address ?? info.data?.parent_address ?? null
  const unbound = info.data !== undefined && info.data.parent_id === 0

  return (
    <section className="card invitation-referrer" data-testid="invitation-referrer">
      <h2 className="invitation-section-title">{t('invitation.referrer')}</h2>
      {parentAddress ? (
        <div className="invitation-referrer-row">
          <Address address={parentAddress} />
          {parent.data?.level_info ? <span className="invitation-level-chip">{t(`invitation.level.${parent.data.level_info.team_level}`)}</span> : null}
        </div>
      ) : (
        <p className="muted">{t('invitation.noReferrer')}</p>
      )}
      {unbound ? (
        <>
          <Button variant="secondary" block onClick={() => setBindOpen(true)} data-testid="invitation-bind-open">
            <UserPlus aria-hidden="true" size={18} />
            {t('invite.bindParent')}
          </Button>
          <BindParentDialog open={bindOpen} onClose={() => setBindOpen(false)} />
        </>
      ) : null}
    </section>
  )
}
