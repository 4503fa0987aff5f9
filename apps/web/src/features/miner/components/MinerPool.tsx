import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/session.ts'
import '../miner.css'
import { AirdropCard } from './AirdropCard.tsx'
import { MinerCard } from './MinerCard.tsx'
import { MinerRecords } from './MinerRecords.tsx'
import { ScreenHead } from './ScreenHead.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'

/** kuangchi: the airdrop balance with its claim, the miner with its countdown and start, then what invitees' mining added. */
export default function MinerPool() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="miner-screen" data-route-name="kuangchi" data-testid="miner-pool">
      <ScreenHead title={t('miner.pool.title')} back="kuangchiIndex" />
      {session ? (
        <>
          <AirdropCard />
          {/* Keyed by account: a wallet switch must not carry one account's countdown to the other. */}
          <MinerCard key={session.address} />
          <MinerRecords key={`records-${session.address}`} />
        </>
      ) : (
        <SignedOut title={t('miner.pool.title')} description={t('miner.connectFirst')} testId="miner-signed-out" />
      )}
    </div>
  )
}
