import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useSiteConfig } from '../../../lib/siteConfig.ts'
import { LpStaking } from './LpStaking.tsx'
import { SectionNote } from './SectionNote.tsx'
import { SectionTitle } from './SectionTitle.tsx'

/** The BtPi-BNB LP staking card, or why there is none: a chain config without a staking contract. */
export function LpStakingCard({ onlyMine, titled }: { onlyMine: boolean; titled: boolean }) {
  const { t } = useTranslation()
  const { data } = useSiteConfig()
  const staking = data?.chain.stakingRewards as Address | undefined
  return (
    <section className="earn-section" data-testid="earn-lp-section">
      <SectionTitle text={t('earn.regions.lp')} shown={titled} />
      {data && staking ? <LpStaking chain={data.chain} staking={staking} onlyMine={onlyMine} /> : <SectionNote testId="earn-lp-unavailable">{t('earn.lp.unavailable')}</SectionNote>}
    </section>
  )
}
