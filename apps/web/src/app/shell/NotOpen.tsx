import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState.tsx'
import { paths, type RouteName } from '../../config/paths.ts'

/** The one honest state of a screen that later work will build: not open yet, and a way home. */
export function NotOpen({ name }: { name: RouteName }) {
  const { t } = useTranslation()
  return (
    <div className="screen" data-route-name={name}>
      <EmptyState
        testId="not-open"
        title={t('swap65')}
        action={
          name === 'Index' ? undefined : (
            <Link className="btn btn-primary" to={paths.Index} data-testid="not-open-home">
              <span className="btn-label">{t('app.backHome')}</span>
            </Link>
          )
        }
      />
    </div>
  )
}
