import shell from '../zh-HK.json'
import { mergeMessages, type Messages } from './merge.ts'

export const messages = mergeMessages(shell, import.meta.glob<Messages>('../../features/*/i18n/zh-HK.json', { eager: true, import: 'default' }))
