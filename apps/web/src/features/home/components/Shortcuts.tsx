import { ArrowDownToLine, ArrowUpFromLine, ArrowRightLeft, ReceiptText, Send } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href } from '../../../config/paths.ts'

/** Spec 2: deposit (id 0), withdraw (id 1), transfer (id 2), flash exchange and bills. */
const shortcuts = [
  { key: 'deposit', to: href('ChoBi1', { id: 0 }), Icon: ArrowDownToLine },
  { key: 'withdraw', to: href('TiBi2', { id: 1 }), Icon: ArrowUpFromLine },
  { key: 'transfer', to: href('ZhuangZhan3', { id: 2 }), Icon: Send },
  { key: 'flashExchange', to: href('FlashExchange'), Icon: ArrowRightLeft },
  { key: 'bills', to: href('zhangdan'), Icon: ReceiptText },
] as const

export function Shortcuts() {
  const { t } = useTranslation()
  return (
    <nav className="home-shortcuts" aria-label={t('home.shortcuts')}>
      {shortcuts.map(({ key, to, Icon }) => (
        <Link key={key} to={to} className="home-shortcut" data-testid={`shortcut-${key}`}>
          <span className="home-shortcut-icon">
            <Icon aria-hidden="true" size={22} />
          </span>
          <span>{t(`home.shortcut.${key}`)}</span>
        </Link>
      ))}
    </nav>
  )
}
