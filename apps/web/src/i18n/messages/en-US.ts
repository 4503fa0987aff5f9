import shell from '../en-US.json'
import { mergeMessages, type Messages } from './merge.ts'

export const messages = mergeMessages(shell, import.meta.glob<Messages>('../../features/*/i18n/en-US.json', { eager: true, import: 'default' }))
