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
  it('reads an invite_address link (spec 1) when there is no invite code, and ignores one that is no address', () => {
    const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    expect(inviteCodeFromUrl(`https://hapdex.app/#/Swap?invite_address=${address}`)).toBe(address)
    expect(inviteCodeFromUrl(`https://hapdex.app/?invite_address=${address}#/Swap`)).toBe(address)
    expect(inviteCodeFromUrl(`https://hapdex.app/#/Swap?invite_address=${address}&invite_code=AB12CD`)).toBe('AB12CD')
    expect(inviteCodeFromUrl('https://hapdex.app/#/Swap?invite_address=0x1234')).toBeNull()
    expect(inviteCodeFromUrl('https://hapdex.app/#/Swap?invite_address=<script>')).toBeNull()
  })
})
