import { afterEach, describe, expect, it } from 'vitest'
import { i18n, languageReady, setLanguage } from '../../../i18n/i18n.ts'
import { swapButtonLabel } from './swapButtonLabel.ts'

describe('swapButtonLabel while loading (issue 17)', () => {
  afterEach(async () => {
    setLanguage('en-US')
    await languageReady()
  })

  it('says approving and waiting in the chosen language', async () => {
    expect(swapButtonLabel(i18n.t, 'approve', true)).toBe('Approving...')
    expect(swapButtonLabel(i18n.t, 'swap', true)).toBe('Waiting...')
    setLanguage('zh-CN')
    await languageReady()
    expect(swapButtonLabel(i18n.t, 'approve', true)).toBe('授权中...')
    expect(swapButtonLabel(i18n.t, 'wrap', true)).toBe('等待中...')
    expect(swapButtonLabel(i18n.t, 'unwrap', true)).toBe('等待中...')
    expect(swapButtonLabel(i18n.t, 'swap', true)).toBe('等待中...')
  })
})
