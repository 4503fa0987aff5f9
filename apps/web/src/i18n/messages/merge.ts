export type Messages = { [key: string]: string | Messages }

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value
  }
  return target
}

/**
 * One language's messages: the shell's file with every feature's file of that language merged
 * over it. Each feature keeps its own messages in `features/<area>/i18n/<lang>.json`, so areas can
 * grow side by side; a key defined twice is a bug the parity test reports.
 */
export function mergeMessages(shell: Messages, featureFiles: Record<string, Messages>): Messages {
  return Object.values(featureFiles).reduce((all, messages) => merge(all, messages), merge({}, shell))
}
