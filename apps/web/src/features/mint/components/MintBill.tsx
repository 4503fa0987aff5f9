import { ChevronLeft } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import '../mint.css'
import { RewardCards } from './RewardCards.tsx'
import { RewardRecords } from './RewardRecords.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'

/** Mint bill: the four reward balances with their claims, then the reward records by type. */
export default function MintBill() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="mint-screen mint-bill" data-route-name="MintBill" data-testid="mint-bill">
      <div className="mint-bill-head">
        <Link to={href('MintCenter')} className="icon-button" aria-label={t('mint.bill.back')} data-testid="mint-bill-back">
          <ChevronLeft aria-hidden="true" size={22} />
        </Link>
        <h1 className="mint-screen-title">{t('mint.bill.title')}</h1>
      </div>
      {session ? (
        <>
          <RewardCards key={session.address} />
          <RewardRecords />
        </>
      ) : (
        <SignedOut title={t('mint.title')} description={t('mint.connectFirst')} testId="mint-signed-out" />
      )}
    </div>
  )
}
