import shell from '../ja-JP.json'
import { mergeMessages, type Messages } from './merge.ts'

export const messages = mergeMessages(shell, import.meta.glob<Messages>('../../features/*/i18n/ja-JP.json', { eager: true, import: 'default' }))
