import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { href } from '../../../config/paths.ts'
import { displayDate } from '../../../lib/display.ts'
import { useLatestNotice } from '../../../lib/latestNotice.ts'
import { markAnnounced, shouldAnnounce } from '../lib/announcement.ts'

/** Spec 4: the newest notice pops up once per group; closing or opening it marks it seen. */
export function AnnouncementPopup() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const notice = useLatestNotice().data?.notice ?? null
  const [dismissedGroup, setDismissedGroup] = useState<number | null>(null)
  if (!notice || dismissedGroup === notice.group || !shouldAnnounce(notice.group)) return null

  const close = () => {
    markAnnounced(notice.group)
    setDismissedGroup(notice.group)
  }
  const open = () => {
    close()
    void navigate(href('xiangqing', { id: notice.group }))
  }

  return (
    <Dialog open onClose={close} title={t('home.announcement')} testId="announcement-popup">
      <div className="stack">
        <h3 className="home-announcement-title">{notice.title}</h3>
        <p className="muted">{displayDate(notice.created_at)}</p>
        <Button block onClick={open} data-testid="announcement-open">
          {t('home.readNotice')}
        </Button>
      </div>
    </Dialog>
  )
}
