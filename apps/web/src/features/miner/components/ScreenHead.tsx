import { ChevronLeft } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href, type RouteName } from '../../../config/paths.ts'

/** A screen title with the way back up to the screen it was opened from. */
export function ScreenHead({ title, back }: { title: string; back?: RouteName }) {
  const { t } = useTranslation()
  return (
    <div className="miner-head">
      {back ? (
        <Link to={href(back)} className="icon-button" aria-label={t('miner.back')} data-testid="miner-back">
          <ChevronLeft aria-hidden="true" size={22} />
        </Link>
      ) : null}
      <h1 className="miner-title">{title}</h1>
    </div>
  )
}
