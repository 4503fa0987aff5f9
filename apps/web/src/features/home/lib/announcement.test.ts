import { beforeEach, describe, expect, it } from 'vitest'
import { markAnnounced, shouldAnnounce } from './announcement.ts'

describe('announcement popup', () => {
  beforeEach(() => localStorage.clear())

  it('shows a new group once', () => {
    expect(shouldAnnounce(undefined)).toBe(false)
    expect(shouldAnnounce(4)).toBe(true)
    markAnnounced(4)
    expect(shouldAnnounce(4)).toBe(false)
    expect(shouldAnnounce(5)).toBe(true)
  })

  it('treats a corrupt store as never seen', () => {
    localStorage.setItem('hapdex.notice.lastSeenGroup', '{broken')
    expect(shouldAnnounce(4)).toBe(true)
  })
})
