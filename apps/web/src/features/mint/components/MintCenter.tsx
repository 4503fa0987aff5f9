import { useTranslation } from 'react-i18next'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { useSession } from '../../../lib/session.ts'
import { MintForm } from './MintForm.tsx'
import { MintRecords } from './MintRecords.tsx'
import { SummaryCard } from './SummaryCard.tsx'

/** Mint centre: today's rewards and CP, the mint form, and the mint records. */
export default function MintCenter() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="mint-screen" data-route-name="MintCenter" data-testid="mint-center">
      {session ? (
        <>
          <SummaryCard />
          <MintForm key={session.address} />
          <MintRecords />
        </>
      ) : (
        <SignedOut title={t('mint.title')} description={t('mint.connectFirst')} testId="mint-signed-out" />
      )}
    </div>
  )
}
