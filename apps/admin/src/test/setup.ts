// The app initializes i18next as it starts (main.tsx); components under test expect it ready.
import { initI18n } from '../i18n/i18n.ts'

initI18n('en-US')
