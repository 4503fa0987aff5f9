import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../components/Tabs.tsx'
import type { RouteName } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import type { InviteeLevel } from '../api/airdropChildren.ts'
import '../miner.css'
import { InviteeList } from './InviteeList.tsx'
import { ScreenHead } from './ScreenHead.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'

const levels: readonly InviteeLevel[] = [1, 2]

/** fenxiang and fenxiang918: the airdrop invitees of level 1 and 2, one tab each. */
export default function ShareList({ routeName }: { routeName: Extract<RouteName, 'fenxiang' | 'fenxiang918'> }) {
  const { t } = useTranslation()
  const session = useSession()
  const [level, setLevel] = useState<InviteeLevel>(1)
  return (
    <div className="miner-screen" data-route-name={routeName} data-testid="share-list">
      <ScreenHead title={t('miner.share.title')} back="kuangchi" />
      {session ? (
        <>
          <Tabs
            items={levels.map((id) => ({ id, label: t(`miner.share.level${id}`) }))}
            active={level}
            onSelect={setLevel}
            label={t('miner.share.tabs')}
            panelId="share-list-panel"
            testId="share-tab"
          />
          <div id="share-list-panel" role="tabpanel" aria-labelledby={`share-list-panel-tab-${level}`}>
            <InviteeList key={`${session.address}-${level}`} level={level} />
          </div>
        </>
      ) : (
        <SignedOut title={t('miner.pool.title')} description={t('miner.connectFirst')} testId="miner-signed-out" />
      )}
    </div>
  )
}
