import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { defaultLanguage, languages } from '@hapdex/core/i18n/languages'
import { createSubscribers, readStored, writeStored } from './storage.ts'

export const settingsStorageKey = 'hapdex.settings'

const decimalText = /^\d+(\.\d+)?$/

/**
 * Spec section 3 settings. Every field has its own fallback, so one bad value (an old version,
 * a hand edit) resets only itself.
 */
export const settingsSchema = z.object({
  /** Gas tiers 1x / 1.5x / 2x of the network price (spec 9). */
  gasPriceType: z.enum(['standard', 'fast', 'instant']).catch('standard'),
  /** A custom gas price in gwei as a decimal string; empty means the tier applies. */
  gasPrice: z.union([z.literal(''), z.string().regex(decimalText)]).catch(''),
  /** Percent as a decimal string (never a JS number: it feeds bigint math). */
  slippage: z.string().regex(decimalText).catch('0.1'),
  /** Minutes. */
  deadline: z.number().int().min(1).max(4320).catch(20),
  multipath: z.boolean().catch(false),
  expert: z.boolean().catch(false),
  language: z.enum(languages).catch(defaultLanguage),
  /** The product's own values: 'black' is the dark theme, the default look. */
  theme: z.enum(['black', 'white']).catch('black'),
  account: z.union([z.literal(''), z.string().regex(/^0x[0-9a-fA-F]{40}$/)]).catch(''),
  /** Last block number seen by the history poller. */
  block: z.number().int().nonnegative().catch(0),
})
export type Settings = z.infer<typeof settingsSchema>

export function parseSettings(raw: unknown): Settings {
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}
  return settingsSchema.parse(record)
}

export const defaultSettings: Settings = parseSettings({})

const subscribers = createSubscribers()
let current: Settings = parseSettings(readStored(settingsStorageKey))

export function getSettings(): Settings {
  return current
}

export function updateSettings(patch: Partial<Settings>): Settings {
  current = parseSettings({ ...current, ...patch })
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
