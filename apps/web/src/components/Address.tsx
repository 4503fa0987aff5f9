import { Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { shortenAddress } from '../lib/format.ts'
import { copyText } from '../lib/clipboard.ts'
import { toastError, toastSuccess } from '../lib/toast.ts'

export interface AddressProps {
  address: string
  /** Show the whole address instead of the short form. */
  full?: boolean
}

/** A monospace address; tapping copies it (toasts swap300 / swap301). */
export function Address({ address, full = false }: AddressProps) {
  const { t } = useTranslation()
  const shown = full ? address : shortenAddress(address)
  const copy = async () => {
    if (await copyText(address)) toastSuccess(t('swap300'))
    else toastError(t('swap301'))
  }
  return (
    // The name holds the text shown (WCAG 2.5.3); the full address is in the title.
    <button type="button" className="address" onClick={copy} aria-label={`${t('common.copyAddress')} ${shown}`} title={address}>
      <span className="mono">{shown}</span>
      <Copy aria-hidden="true" size={16} />
    </button>
  )
}
