import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Megaphone } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { href } from '../../../config/paths.ts'
import { readStored, writeStored } from '../../../lib/storage.ts'
import { useLatestNotice } from '../../../lib/latestNotice.ts'

/** The home popup's key: a notice seen on either screen is not announced again on the other. */
const lastSeenKey = 'hapdex.notice.lastSeenGroup'

/**
 * Spec 2, the swap screen's notice popup: the newest notice pops up once per notice group (as on
 * the home screen, decision 0005); closing it or opening the notice marks it seen.
 */
export function SwapNoticePopup() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const notice = useLatestNotice().data?.notice ?? null
  const [dismissed, setDismissed] = useState<number | null>(null)
  if (!notice || dismissed === notice.group || readStored(lastSeenKey) === notice.group) return null

  const close = () => {
    writeStored(lastSeenKey, notice.group)
    setDismissed(notice.group)
  }
  return (
    <Dialog open onClose={close} title={t('exchange.notice.title')} testId="swap-notice">
      <div className="dialog-stack">
        <Megaphone aria-hidden="true" size={36} className="dialog-icon" />
        <p>
          <strong>{notice.title}</strong>
        </p>
        <Button
          block
          onClick={() => {
            close()
            void navigate(href('xiangqing', { id: notice.group }))
          }}
          data-testid="swap-notice-open"
        >
          {t('exchange.notice.read')}
        </Button>
      </div>
    </Dialog>
  )
}
