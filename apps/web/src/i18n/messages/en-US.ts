import shell from '../en-US.json'
import { mergeMessages, type Messages } from './merge.ts'

const featureFiles = import.meta.glob<Messages>('../../features/*/i18n/en-US.json', { eager: true, import: 'default' })

let merged: Messages | undefined

/**
 * The default language's messages, merged on first use (i18next's init, which the app's start runs
 * in a task of its own) rather than as the startup chunk is evaluated, the page's longest task.
 */
export function englishMessages(): Messages {
  return (merged ??= mergeMessages(shell, featureFiles))
}
