import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayRate } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useBpConfig } from '../api/bpConfig.ts'
import { useNodeConfig } from '../api/nodeConfig.ts'
import { useNodeInfo } from '../api/nodeInfo.ts'
import { DEFAULT_NEED_VALID, nodeProgressPercent } from '../lib/nodeView.ts'
import { ChildrenList } from './ChildrenList.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { NodeBuyDialog } from './NodeBuyDialog.tsx'
import { NodeCarousel } from './NodeCarousel.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'

/** Mint community: the node levels, progress toward level 1, and the direct referrals. */
export default function MintCommunity() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="mint-screen" data-route-name="MintCommunity" data-testid="mint-community">
      {session ? (
        <>
          <Nodes key={session.address} />
          <ChildrenList />
        </>
      ) : (
        <SignedOut title={t('mint.title')} description={t('mint.connectFirst')} testId="mint-signed-out" />
      )}
    </div>
  )
}

function Nodes() {
  const { t } = useTranslation()
  const node = useNodeInfo()
  const nodeConfig = useNodeConfig()
  const config = useBpConfig()
  const [buyOpen, setBuyOpen] = useState(false)
  if (node.isPending) return <Skeleton label={t('app.loading')} rows={5} />
  if (node.isError) return <LoadFailed text={t('mint.loadFailed')} onRetry={() => void node.refetch()} retrying={node.isFetching} testId="mint-node-error" />
  const { node_level: level, dr_valid_num: valid } = node.data
  const need = node.data.need_valid_num || DEFAULT_NEED_VALID
  const percent = nodeProgressPercent(valid, need)
  // Spec 4: when already level 2 the popup does not open.
  const openBuy = () => {
    if (level < 2) setBuyOpen(true)
  }
  return (
    <>
      <h1 className="mint-screen-title">{t('mint.community.title')}</h1>
      <NodeCarousel nodeLevel={level} needValid={need} validDirects={valid} nodeConfig={nodeConfig.data} config={config.data} onBuy={openBuy} />
      <section className="card mint-node-progress" data-testid="node-progress" data-valid={valid}>
        <div className="mint-node-progress-head">
          <span>{t('mint.community.progress')}</span>
          <strong className="num" data-testid="node-progress-count">{t('mint.community.progressCount', { count: valid, need })}</strong>
        </div>
        <ProgressBar percent={percent} label={t('mint.community.progress')} testId="node-progress-bar" />
      </section>
      {nodeConfig.data ? (
        <NodeBuyDialog open={buyOpen} onClose={() => setBuyOpen(false)} nodeConfig={nodeConfig.data} rateText={config.data ? displayRate(config.data.sn_addition_rate) : '—'} />
      ) : null}
    </>
  )
}
