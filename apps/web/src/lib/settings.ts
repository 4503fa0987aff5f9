import { useSyncExternalStore } from 'react'
import { defaultLanguage, languages, type Language } from '@hapdex/core/i18n/languages'
import { createSubscribers, readStored, writeStored } from './storage.ts'

export const settingsStorageKey = 'hapdex.settings'

const decimalText = /^\d+(\.\d+)?$/

/**
 * Spec section 3 settings. Every field has its own fallback, so one bad value (an old version,
 * a hand edit) resets only itself. Checked by hand, not with zod: settings are read before the
 * first render, and zod stays off the startup path (docs/decisions/0012-first-load.md).
 */
export interface Settings {
  /** Gas tiers 1x / 1.5x / 2x of the network price (spec 9). */
  gasPriceType: 'standard' | 'fast' | 'instant'
  /** A custom gas price in gwei as a decimal string; empty means the tier applies. */
  gasPrice: string
  /** Percent as a decimal string (never a JS number: it feeds bigint math). */
  slippage: string
  /** Minutes. */
  deadline: number
  multipath: boolean
  expert: boolean
  language: Language
  /** The product's own values: 'black' is the dark theme, the default look. */
  theme: 'black' | 'white'
  account: string
  /** Last block number seen by the history poller. */
  block: number
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback
const matching = (pattern: RegExp, value: unknown, fallback: string): string =>
  typeof value === 'string' && pattern.test(value) ? value : fallback
const integer = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback)

export function parseSettings(raw: unknown): Settings {
  const record: Record<string, unknown> = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  return {
    gasPriceType: oneOf(['standard', 'fast', 'instant'], record.gasPriceType, 'standard'),
    gasPrice: record.gasPrice === '' ? '' : matching(decimalText, record.gasPrice, ''),
    slippage: matching(decimalText, record.slippage, '0.1'),
    deadline: integer(record.deadline, 1, 4320, 20),
    multipath: flag(record.multipath, false),
    expert: flag(record.expert, false),
    language: oneOf(languages, record.language, defaultLanguage),
    theme: oneOf(['black', 'white'], record.theme, 'black'),
    account: record.account === '' ? '' : matching(/^0x[0-9a-fA-F]{40}$/, record.account, ''),
    block: integer(record.block, 0, Number.MAX_SAFE_INTEGER, 0),
  }
}

export const defaultSettings: Settings = parseSettings({})

const subscribers = createSubscribers()
// Read on first use, not as the module loads: a page's first localStorage access opens the store,
// which takes a cold phone's main thread tens of milliseconds (the boot chunk imports this module).
let current: Settings | undefined

export function getSettings(): Settings {
  return (current ??= parseSettings(readStored(settingsStorageKey)))
}

export function updateSettings(patch: Partial<Settings>): Settings {
  current = parseSettings({ ...getSettings(), ...patch })
  writeStored(settingsStorageKey, current)
  subscribers.notify()
  return current
}

/** Re-reads storage (another tab, or tests that seed it). */
export function reloadSettings(): Settings {
  current = parseSettings(readStored(settingsStorageKey))
  subscribers.notify()
  return current
}

export const subscribeSettings = subscribers.subscribe

export function useSettings(): Settings {
  return useSyncExternalStore(subscribers.subscribe, getSettings, getSettings)
}
