import { nftRewardTypes, type NftRewardType } from '@hapdex/core/api/nft'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayChange, displayTime } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useWalletRecord } from '../api/walletRecord.ts'
import '../nft.css'
import { RewardBoxes } from './RewardBoxes.tsx'

/** nftbill (spec 3, "NFT bill"): the static, share and rank reward boxes with their claims, and the records by type. */
export default function NftBill() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="programme-screen" data-route-name="nftbill" data-testid="nft-bill">
      <div className="programme-head">
        <h1 className="programme-title">{t('nft.bill.title')}</h1>
      </div>
      {session ? (
        <>
          <RewardBoxes key={session.address} />
          <Records />
        </>
      ) : (
        <SignedOut title={t('nft.bill.title')} description={t('nft.center.connectFirst')} testId="nft-bill-signed-out" />
      )}
    </div>
  )
}

function Records() {
  const { t, i18n } = useTranslation()
  const [type, setType] = useState<NftRewardType>(0)
  const records = useWalletRecord(type)
  return (
    <section className="nft-records" aria-labelledby="nft-records-title">
      <h2 className="nft-section-title" id="nft-records-title">{t('nft.bill.records')}</h2>
      <Tabs items={nftRewardTypes.map((id) => ({ id, label: t(`nft.reward.${id}`) }))} active={type} onSelect={setType} label={t('nft.bill.records')} panelId="nft-records-panel" testId="nft-records-tab" />
      <div id="nft-records-panel" role="tabpanel" aria-labelledby={`nft-records-panel-tab-${type}`}>
        <InfiniteList
          query={records}
          rowKey={(row) => row.id}
          renderRow={(row) => (
            <div className="nft-record">
              <span className={`num nft-record-change ${row.usable_change.startsWith('-') ? 'is-out' : 'is-in'}`} data-testid="nft-record-change">
                {displayChange(row.usable_change)} {row.token}
              </span>
              <span className="muted">{displayTime(row.created_at, i18n.language)}</span>
            </div>
          )}
          emptyText={t('nft.bill.empty')}
          errorText={t('nft.loadFailed')}
          endText={t('nft.noMore')}
          testId={`nft-records-${type}`}
        />
      </div>
    </section>
  )
}
