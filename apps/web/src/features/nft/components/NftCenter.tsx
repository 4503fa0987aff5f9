import { ReceiptText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { href } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import '../nft.css'
import { HoldSummary } from './HoldSummary.tsx'
import { NftTabs } from './NftTabs.tsx'
import { Ranking } from './Ranking.tsx'

/** NFTCenter (spec 3, "NFT centre"): holdings summary, team boxes, the ranking, and the three tabs; `user` opens it on the holdings tab. */
export default function NftCenter() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="programme-screen" data-route-name="NFTCenter" data-testid="nft-center">
      <div className="programme-head">
        <h1 className="programme-title">{t('nft.center.title')}</h1>
        <Link to={href('nftbill')} className="nft-head-link" data-testid="nft-bill-link">
          <ReceiptText aria-hidden="true" size={18} />
          {t('nft.bill.title')}
        </Link>
      </div>
      {session ? (
        <>
          <HoldSummary key={session.address} />
          <Ranking />
          <NftTabs />
        </>
      ) : (
        <SignedOut title={t('nft.center.title')} description={t('nft.center.connectFirst')} testId="nft-signed-out" />
      )}
    </div>
  )
}
