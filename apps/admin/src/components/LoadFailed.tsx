import { useTranslation } from 'react-i18next'

/** A screen's read failed: the server's message and a way to try again. */
export function LoadFailed({ message, retry }: { message: string | undefined; retry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="error">
      <p>{t('common.error', { message: message ?? '' })}</p>
      <button type="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  )
}
