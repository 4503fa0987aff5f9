import { ApiError, type RequestOptions } from './api.ts'
import { toastError } from './toast.ts'

/**
 * For a screen that shows its own "not found" state (a notice or feedback opened by a stale link):
 * a 404 is said once, by the screen, not also by a toast on top of it. Every other failure is
 * still toasted, as the api client does.
 */
export async function quietNotFound<T>(request: (options: RequestOptions) => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await request(signal ? { signal, silent: true } : { silent: true })
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 404) toastError(error.message)
    throw error
  }
}
