import { ChevronRight, Megaphone } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href } from '../../../config/paths.ts'
import { useLatestNotice } from '../../../lib/latestNotice.ts'

/** The newest notice (to its detail) and a link to the list. */
export function NoticeStrip() {
  const { t } = useTranslation()
  const { data } = useLatestNotice()
  const notice = data?.notice
  return (
    <div className="home-notice card" data-testid="home-notice">
      <Megaphone aria-hidden="true" size={18} className="home-notice-icon" />
      {notice ? (
        <Link className="home-notice-title" to={href('xiangqing', { id: notice.group })} data-testid="home-notice-latest">
          {notice.title}
        </Link>
      ) : (
        <span className="home-notice-title muted">{t('home.noNotice')}</span>
      )}
      <Link className="home-notice-more" to={href('gongao')} aria-label={`${t('home.more')}${t('app.colon')}${t('home.allNotices')}`} data-testid="home-notice-list">
        {t('home.more')}
        <ChevronRight aria-hidden="true" size={16} />
      </Link>
    </div>
  )
}
