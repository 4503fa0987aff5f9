import type { Notifications } from '../../db/notifications.ts'
import type { TokenCatalog } from '../wallet/tokenCatalog.ts'

/** A programme configuration store (programmes/base/config), by its shape: resources do not import programmes. */
interface ConfigCache {
  forget(name?: string): void
}

/**
 * The caches of settings operators edit (token fees and limits, programme configurations) read
 * them again as soon as any process changes them, and all of them after a gap in the notifications.
 */
export function forgetChangedSettings(notifications: Pick<Notifications, 'subscribe' | 'onMissed'>, caches: { tokens: readonly Pick<TokenCatalog, 'forget'>[]; configs: readonly ConfigCache[] }): void {
  const forgetTokens = () => caches.tokens.forEach((catalog) => catalog.forget())
  notifications.subscribe('settings.changed', (change) => {
    if (change.area === 'tokens') forgetTokens()
    else for (const store of caches.configs) store.forget(change.name)
  })
  notifications.onMissed(() => {
    forgetTokens()
    for (const store of caches.configs) store.forget()
  })
}
