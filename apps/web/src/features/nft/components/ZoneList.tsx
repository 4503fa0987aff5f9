import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { useSession } from '../../../lib/session.ts'
import { useChildrenList, type RegionIndex } from '../api/childrenList.ts'
import '../nft.css'

/** engbill (spec 3, "NFT team zone list"): regionIndex 0 the largest zone, 1 the other zones; address, own CP, team CP. */
export default function ZoneList() {
  const { t } = useTranslation()
  const session = useSession()
  const [search, setSearch] = useSearchParams()
  const region: RegionIndex = search.get('regionIndex') === '1' ? 1 : 0
  const select = (next: RegionIndex) => setSearch((current) => ({ ...Object.fromEntries(current), regionIndex: String(next) }), { replace: true })
  return (
    <div className="programme-screen" data-route-name="engbill" data-testid="nft-zones">
      <div className="programme-head">
        <h1 className="programme-title">{t('nft.zones.title')}</h1>
      </div>
      {session ? (
        <>
          <Tabs items={[{ id: 0 as const, label: t('nft.zones.largest') }, { id: 1 as const, label: t('nft.zones.others') }]} active={region} onSelect={select} label={t('nft.zones.title')} panelId="nft-zones-panel" testId="nft-zone-tab" />
          <div id="nft-zones-panel" role="tabpanel" aria-labelledby={`nft-zones-panel-tab-${region}`}>
            <Zone key={region} region={region} />
          </div>
        </>
      ) : (
        <SignedOut title={t('nft.zones.title')} description={t('nft.center.connectFirst')} testId="nft-zones-signed-out" />
      )}
    </div>
  )
}

function Zone({ region }: { region: RegionIndex }) {
  const { t } = useTranslation()
  const children = useChildrenList(region)
  return (
    <>
      <div className="nft-zone-head muted" aria-hidden="true">
        <span>{t('nft.zones.address')}</span>
        <span>{t('nft.zones.selfCp')}</span>
        <span>{t('nft.zones.teamCp')}</span>
      </div>
      <InfiniteList
        query={children}
        rowKey={(row) => row.address}
        renderRow={(row) => (
          <div className="nft-zone-row" data-testid="nft-zone-row">
            <span className="mono" title={row.address}>{shortenAddress(row.address)}</span>
            <span className="num" aria-label={`${t('nft.zones.selfCp')} ${displayAmount(row.self_cp)}`}>{displayAmount(row.self_cp)}</span>
            <span className="num" aria-label={`${t('nft.zones.teamCp')} ${displayAmount(row.team_cp)}`} data-testid="nft-zone-team-cp">{displayAmount(row.team_cp)}</span>
          </div>
        )}
        emptyText={t('nft.zones.empty')}
        errorText={t('nft.loadFailed')}
        endText={t('nft.noMore')}
        testId={`nft-zone-${region}`}
      />
    </>
  )
}
