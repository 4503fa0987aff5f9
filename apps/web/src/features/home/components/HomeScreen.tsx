import { Pickaxe } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href } from '../../../config/paths.ts'
import '../home.css'
import { AnnouncementPopup } from './AnnouncementPopup.tsx'
import { AssetList } from './AssetList.tsx'
import { BannerSwiper } from './BannerSwiper.tsx'
import { BgcChart } from './BgcChart.tsx'
import { EntryCards } from './EntryCards.tsx'
import { NoticeStrip } from './NoticeStrip.tsx'
import { QuoteList } from './QuoteList.tsx'
import { Shortcuts } from './Shortcuts.tsx'

export default function HomeScreen() {
  const { t } = useTranslation()
  return (
    <div className="screen home-screen" data-testid="home-screen">
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <BannerSwiper />
      <NoticeStrip />
      <Shortcuts />
      <Link to={href('MintCenter')} className="btn btn-primary btn-block home-mint" data-testid="home-mint">
        <Pickaxe aria-hidden="true" size={18} />
        <span className="btn-label">{t('home.mintCenter')}</span>
      </Link>
      <BgcChart />
      <AssetList />
      <QuoteList />
      <EntryCards />
      <AnnouncementPopup />
    </div>
  )
}
