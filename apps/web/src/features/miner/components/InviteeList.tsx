import { useTranslation } from 'react-i18next'
import { Address } from '../../../components/Address.tsx'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { useAirdropChildren, type InviteeLevel } from '../api/airdropChildren.ts'

/** One level's invitees: address (copied on tap), the miner status in the server's words, and received or not. */
export function InviteeList({ level }: { level: InviteeLevel }) {
  const { t } = useTranslation()
  const children = useAirdropChildren(level)
  return (
    <InfiniteList
      query={children}
      rowKey={(row) => row.address}
      renderRow={(row) => (
        <div className="invitee-row" data-address={row.address.toLowerCase()}>
          <Address address={row.address} />
          <span className={`invitee-status ${row.miner_status === 1 ? 'is-active' : ''}`} data-testid="invitee-status" data-active={row.miner_status === 1}>
            {row.miner_status_txt}
          </span>
          <span className={`invitee-received ${row.is_get === 1 ? 'is-received' : ''}`} data-testid="invitee-received">
            {t(row.is_get === 1 ? 'miner.share.received' : 'miner.share.notReceived')}
          </span>
        </div>
      )}
      emptyText={t('miner.share.empty')}
      errorText={t('miner.loadFailed')}
      endText={t('miner.noMore')}
      testId={`invitees-${level}`}
    />
  )
}
