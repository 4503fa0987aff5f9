import { describe, expect, it } from 'vitest'
import { createLocalNotifications, createNotificationHub } from '../../db/notifications.ts'
import { forgetChangedSettings } from './forgetChangedSettings.ts'

function caches() {
  const forgotten: string[] = []
  const catalog = (name: string) => ({ forget: () => forgotten.push(name) })
  const store = (name: string) => ({ forget: (programme?: string) => forgotten.push(`${name}:${programme ?? 'all'}`) })
  return { forgotten, tokens: [catalog('wallet tokens'), catalog('programme tokens')], configs: [store('configs')] }
}

describe('forgetting changed settings', () => {
  it("forgets the token catalogs on a token change, and only the named programme's configuration on a programme change", async () => {
    const notifications = createLocalNotifications()
    const { forgotten, ...held } = caches()
    forgetChangedSettings(notifications, held)
    await notifications.publish('settings.changed', { area: 'tokens' })
    await notifications.publish('settings.changed', { area: 'programme', name: 'mint' })
    await notifications.publish('session.revoked', { tokenHash: 'a' })
    expect(forgotten).toEqual(['wallet tokens', 'programme tokens', 'configs:mint'])
  })

  it('forgets everything after a gap in the notifications', () => {
    const hub = createNotificationHub()
    const { forgotten, ...held } = caches()
    forgetChangedSettings(hub, held)
    hub.missed()
    expect(forgotten).toEqual(['wallet tokens', 'programme tokens', 'configs:all'])
  })
})
