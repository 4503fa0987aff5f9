import { beforeEach, describe, expect, it } from 'vitest'
import { defaultSettings, getSettings, parseSettings, reloadSettings, settingsStorageKey, updateSettings } from './settings.ts'

describe('settings', () => {
  beforeEach(() => localStorage.clear())

  it('has the spec defaults', () => {
    expect(defaultSettings).toMatchObject({
      slippage: '0.1',
      deadline: 20,
      multipath: false,
      expert: false,
      language: 'en-US',
      theme: 'black',
      gasPriceType: 'standard',
    })
  })

  it.each(['{not json', '"a string"', '42', 'null', '[1,2]'])('falls back to defaults on corrupt storage %s', (stored) => {
    localStorage.setItem(settingsStorageKey, stored)
    expect(reloadSettings()).toEqual(defaultSettings)
  })

  it('resets only the invalid fields', () => {
    localStorage.setItem(
      settingsStorageKey,
      JSON.stringify({ slippage: 'abc', deadline: 30, language: 'xx-XX', theme: 'white', expert: 'yes' }),
    )
    expect(reloadSettings()).toEqual({ ...defaultSettings, deadline: 30, theme: 'white' })
  })

  it('persists updates', () => {
    updateSettings({ language: 'ja-JP', slippage: '0.5' })
    expect(JSON.parse(localStorage.getItem(settingsStorageKey) ?? '{}')).toMatchObject({ language: 'ja-JP', slippage: '0.5' })
    expect(getSettings().language).toBe('ja-JP')
  })

  it('rejects an invalid update value by falling back', () => {
    expect(parseSettings({ deadline: -5 }).deadline).toBe(20)
  })
})
