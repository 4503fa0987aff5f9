import { useMutation } from '@tanstack/react-query'
import { envelope } from '@hapdex/core/api/envelope'
import { uploadImage } from '@hapdex/core/api/upload'
import { translate } from '../../../i18n/i18n.ts'
import { apiBase } from '../../../lib/api.ts'
import { getActiveSession } from '../../../lib/session.ts'
import { getSettings } from '../../../lib/settings.ts'
import { toastError } from '../../../lib/toast.ts'

/**
 * Multipart, so not through the JSON client: type '1' (feedback image) and the file. Failures are
 * toasted with the server's message like every other call.
 */
export async function sendImage(file: Blob, signal?: AbortSignal): Promise<string> {
  const form = new FormData()
  form.append('type', '1')
  form.append('file', file)
  const headers: Record<string, string> = { Lang: getSettings().language }
  const token = getActiveSession()?.token
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${apiBase}${uploadImage.path}`, { method: 'POST', body: form, headers, ...(signal ? { signal } : {}) })
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = envelope(uploadImage.output).safeParse(body)
  if (response.ok && parsed.success && parsed.data.code === 200) return parsed.data.data.save_path
  const msg = typeof body === 'object' && body !== null && typeof (body as { msg?: unknown }).msg === 'string' ? (body as { msg: string }).msg : translate('errors.generic')
  toastError(msg)
  throw new Error(msg)
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: Blob) => sendImage(file) })
}
