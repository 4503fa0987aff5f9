import { useCustomMutation } from '@refinedev/core'
import { useState } from 'react'

/**
 * One operator action on a screen: the call (checked by its endpoint's schema, see
 * api/dataProvider), the success line the screen shows, and the server's `{code, msg}` when refused.
 */
export function useAction<T>() {
  const { mutateAsync, mutation } = useCustomMutation<T & Record<string, unknown>>()
  const [notice, setNotice] = useState('')
  const run = async (url: string, values: object, done: (data: T) => string | Promise<string>) => {
    if (mutation.isPending) return undefined
    setNotice('')
    try {
      const { data } = await mutateAsync({ url, method: 'post', values })
      setNotice(await done(data as T))
      return data as T
    } catch {
      // Shown through `error`.
      return undefined
    }
  }
  const error = mutation.isError ? (mutation.error?.message ?? '') : ''
  return { run, notice, error, pending: mutation.isPending, reset: () => (mutation.reset(), setNotice('')) }
}
