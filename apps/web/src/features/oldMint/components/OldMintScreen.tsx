import { useTranslation } from 'react-i18next'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { useSession } from '../../../lib/session.ts'
import '../oldMint.css'
import { HoldList } from './HoldList.tsx'
import { MarketCard } from './MarketCard.tsx'
import { OldMintForm } from './OldMintForm.tsx'

/** The older mint (zhuzao): pay HAP for a staged release; totals, the form and the holdings. */
export default function OldMintScreen() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="old-mint-screen" data-route-name="zhuzao" data-testid="old-mint">
      <h1 className="old-mint-title">{t('oldMint.title')}</h1>
      {session ? (
        <>
          <MarketCard />
          <OldMintForm key={session.address} />
          <HoldList />
        </>
      ) : (
        <SignedOut title={t('oldMint.title')} description={t('oldMint.connectFirst')} testId="old-mint-signed-out" />
      )}
    </div>
  )
}
