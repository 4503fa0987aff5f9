import { ErrorBoundary } from 'react-error-boundary'
import { Link, Outlet, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState.tsx'
import { paths } from '../../config/paths.ts'

/**
 * The screens' boundary: a screen that throws (or whose code fails to download) keeps the shell
 * (header, menu, tabs) usable around a message, and the next route the reader opens tries again.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]} onError={reportInDevelopment}>
      <Outlet />
    </ErrorBoundary>
  )
}

function reportInDevelopment(error: unknown) {
  if (import.meta.env.DEV) console.error(error)
}

function RouteError() {
  const { t } = useTranslation()
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
