import shell from '../ko-KR.json'
import { mergeMessages, type Messages } from './merge.ts'

export const messages = mergeMessages(shell, import.meta.glob<Messages>('../../features/*/i18n/ko-KR.json', { eager: true, import: 'default' }))
