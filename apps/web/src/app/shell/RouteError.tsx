import { Link, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState.tsx'
import { paths } from '../../config/paths.ts'

/** A screen that throws keeps the shell (header, menu, tabs) usable around this message. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (import.meta.env.DEV) console.error(error)
  return (
    <div className="screen">
      <EmptyState
        testId="route-error"
        title={t('app.routeError')}
        action={
          <Link className="btn btn-primary" to={paths.Index}>
            <span className="btn-label">{t('app.backHome')}</span>
          </Link>
        }
      />
    </div>
  )
}
