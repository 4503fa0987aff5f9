import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from './LoadFailed.tsx'

/** What a screen's read (Refine's useCustom query) tells about itself. */
interface Read<T> {
  isLoading: boolean
  isError: boolean
  error?: { message?: string } | null
  data?: { data: T } | undefined
  refetch: () => unknown
}

/** A read's loading and error states (the server's message and a retry), and its content once it answered. */
export function Loaded<T>({ query, children }: { query: Read<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation()
  const data = query.data?.data
  if (query.isLoading) return <p aria-busy="true" className="muted">{t('common.loading')}</p>
  if (query.isError || data === undefined) return <LoadFailed message={query.error?.message} retry={() => void query.refetch()} />
  return <>{children(data)}</>
}
