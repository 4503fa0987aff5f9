import { describe, expect, it } from 'vitest'
import { inviteCodeFromUrl } from './inviteCodeFromUrl.ts'

describe('inviteCodeFromUrl', () => {
  it('reads the hash route query', () => {
    expect(inviteCodeFromUrl('https://hapdex.app/#/Index?invite_code=AB12CD')).toBe('AB12CD')
  })
  it('reads the page query', () => {
    expect(inviteCodeFromUrl('https://hapdex.app/?invite_code=XY99#/Swap')).toBe('XY99')
  })
  it('prefers the hash query when both exist', () => {
    expect(inviteCodeFromUrl('https://hapdex.app/?invite_code=OLD#/Index?invite_code=NEW')).toBe('NEW')
  })
  it('is null when absent or empty', () => {
    expect(inviteCodeFromUrl('https://hapdex.app/#/Index')).toBeNull()
    expect(inviteCodeFromUrl('https://hapdex.app/#/Index?invite_code=')).toBeNull()
    expect(inviteCodeFromUrl('not a url')).toBeNull()
  })
})
