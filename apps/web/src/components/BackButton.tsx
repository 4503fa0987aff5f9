import { ArrowLeft } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'

export interface BackButtonProps {
  /** Where to go when this page is the first of the visit (a shared link, a reload): nothing to go back to. */
  fallback: string
  testId?: string
}

/**
 * The back arrow of a sub-page: one step back in the app's history, as the browser's back button
 * would, or up to the parent page when the visit started here.
 */
export function BackButton({ fallback, testId = 'back-button' }: BackButtonProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  // React Router keys the visit's first entry 'default'; every in-app navigation gets its own key.
  const firstOfVisit = location.key === 'default'
  return (
    <button
      type="button"
      className="back-button"
      onClick={() => void (firstOfVisit ? navigate(fallback, { replace: true }) : navigate(-1))}
      data-testid={testId}
      data-fallback={fallback}
    >
      <ArrowLeft aria-hidden="true" size={20} />
      <span>{t('app.back')}</span>
    </button>
  )
}
