import shell from '../zh-CN.json'
import { mergeMessages, type Messages } from './merge.ts'

export const messages = mergeMessages(shell, import.meta.glob<Messages>('../../features/*/i18n/zh-CN.json', { eager: true, import: 'default' }))
