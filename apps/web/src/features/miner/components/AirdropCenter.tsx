import { ChevronRight, Gift, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href } from '../../../config/paths.ts'
import '../miner.css'
import { ScreenHead } from './ScreenHead.tsx'

/** kuangchiIndex: the CIRCLES airdrop opens the pool; the second card is shown dimmed and does nothing (spec 3). */
export default function AirdropCenter() {
  const { t } = useTranslation()
  return (
    <div className="miner-screen" data-route-name="kuangchiIndex" data-testid="airdrop-center">
      <ScreenHead title={t('miner.center.title')} />
      <Link to={href('kuangchi')} className="airdrop-entry is-open" data-testid="airdrop-entry-circles">
        <span className="airdrop-entry-icon" aria-hidden="true">
          <Gift size={24} />
        </span>
        <span className="airdrop-entry-text">
          <strong>{t('miner.center.circles')}</strong>
          <span>{t('miner.center.circlesText')}</span>
        </span>
        <span className="airdrop-entry-go">
          {t('miner.center.enter')}
          <ChevronRight aria-hidden="true" size={18} />
        </span>
      </Link>
      <div className="airdrop-entry is-closed" aria-disabled="true" data-testid="airdrop-entry-other">
        <span className="airdrop-entry-icon" aria-hidden="true">
          <Lock size={24} />
        </span>
        <span className="airdrop-entry-text">
          <strong>{t('miner.center.other')}</strong>
          <span>{t('miner.center.otherText')}</span>
        </span>
      </div>
    </div>
  )
}
