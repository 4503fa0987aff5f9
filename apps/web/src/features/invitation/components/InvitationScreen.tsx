import { IdCard } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { href } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import '../invitation.css'
import { FundCard } from './FundCard.tsx'
import { InviteeList } from './InviteeList.tsx'
import { InviteLinkCard } from './InviteLinkCard.tsx'
import { LevelCards } from './LevelCards.tsx'
import { ReferrerCard } from './ReferrerCard.tsx'

/** Invitation (and snowguan): level, invite link, referrer, invitees and the circulation fund. */
export default function InvitationScreen() {
  const { t } = useTranslation()
  const session = useSession()
  if (!session) {
    return (
      <div className="screen">
        <SignedOut title={t('invitation.title')} description={t('invitation.connectFirst')} testId="invitation-signed-out" />
      </div>
    )
  }
  return (
    <div className="screen invitation-screen" data-testid="invitation-screen">
      <div className="programme-head">
        <h1 className="programme-title">{t('invitation.title')}</h1>
        <Link to={href('cards')} className="programme-link" data-testid="invitation-cards-link">
          <IdCard aria-hidden="true" size={18} />
          {t('cards.menu')}
        </Link>
      </div>
      <LevelCards />
      <InviteLinkCard />
      <ReferrerCard />
      <FundCard />
      <InviteeList />
    </div>
  )
}
