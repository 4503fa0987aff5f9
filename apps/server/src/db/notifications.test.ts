import { describe, expect, it } from 'vitest'
import { createLocalNotifications, createNotificationHub } from './notifications.ts'

describe('notification hub', () => {
  it("tells a kind's subscribers, until they unsubscribe", async () => {
    const notifications = createLocalNotifications()
    const heard: unknown[] = []
    const stop = notifications.subscribe('session.revoked', (revoked) => heard.push(revoked))
    notifications.subscribe('settings.changed', () => heard.push('not this one'))
    await notifications.publish('session.revoked', { tokenHash: 'a' })
    stop()
    await notifications.publish('session.revoked', { tokenHash: 'b' })
    expect(heard).toEqual([{ tokenHash: 'a' }])
  })

  it('reads what another process sent through its schema, and treats what it cannot read as missed', () => {
    const hub = createNotificationHub()
    const heard: unknown[] = []
    hub.subscribe('session.revoked', (revoked) => heard.push(revoked))
    hub.onMissed(() => heard.push('missed'))
    hub.deliverRaw('session.revoked', { address: '0xAb' })
    hub.deliverRaw('session.revoked', { tokenHash: 7 })
    hub.deliverRaw('a.newer.kind', {})
    hub.deliverRaw('toString', {})
    expect(heard).toEqual([{ address: '0xAb' }, 'missed', 'missed', 'missed'])
  })

  it("keeps telling the others when one subscriber throws, and reports the failure", () => {
    const failures: unknown[] = []
    const hub = createNotificationHub((error) => failures.push(error))
    const heard: string[] = []
    hub.subscribe('settings.changed', () => {
      throw new Error('broken cache')
    })
    hub.subscribe('settings.changed', () => heard.push('second'))
    hub.deliver('settings.changed', { area: 'tokens' })
    expect(heard).toEqual(['second'])
    expect(failures).toEqual([new Error('broken cache')])
  })
})
