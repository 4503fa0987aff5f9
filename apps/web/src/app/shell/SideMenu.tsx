import { useState, type ReactNode } from 'react'
import { ArrowLeftRight, ChevronDown, Flame, Gamepad2, Gem, Home, IdCard, MessageCircle, MessageSquareText, MoreHorizontal, Pickaxe, Repeat, Ticket, Waypoints, type LucideIcon } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../components/Dialog.tsx'
import { InviteBlock } from '../../features/invite/components/InviteBlock.tsx'
import { toastInfo } from '../../lib/toast.ts'
import { href, paths, type QueryParams, type RouteName } from '../../config/paths.ts'
import { ThemeToggle } from './ThemeToggle.tsx'

export interface SideMenuProps {
  open: boolean
  onClose: () => void
  chatUrl: string
}

/** Spec 2 side menu: entries by route name; entries without a route say "not open yet". */
export function SideMenu({ open, onClose, chatUrl }: SideMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [swapOpen, setSwapOpen] = useState(false)

  const go = (name: RouteName, query?: QueryParams) => {
    onClose()
    void navigate(href(name, query))
  }
  // Not an error: a neutral notice, and the menu gets out of the way so it can be read.
  const notOpen = () => {
    onClose()
    toastInfo(t('swap65'))
  }
  const openChat = () => {
    if (!chatUrl) return notOpen()
    onClose()
    window.open(chatUrl, '_blank', 'noopener,noreferrer')
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('menu.title')} variant="drawer" testId="side-menu">
      <nav aria-label={t('menu.title')}>
        <ul className="menu-list">
          <MenuItem icon={Home} label={t('menu.home')} onClick={() => go('Index')} testId="menu-Index" />
          <li>
            <button type="button" className="menu-row" aria-expanded={swapOpen} onClick={() => setSwapOpen(!swapOpen)} data-testid="menu-swap">
              <ArrowLeftRight aria-hidden="true" size={20} />
              <span>{t('menu.swap')}</span>
              <ChevronDown aria-hidden="true" size={18} className={swapOpen ? 'chevron is-open' : 'chevron'} />
            </button>
            {swapOpen ? (
              <ul className="menu-sublist">
                <MenuItem icon={Repeat} label={t('menu.swapV1')} onClick={() => go('Swap', { id: 0 })} testId="menu-Swap" />
                <MenuItem icon={Repeat} label={t('menu.swapV2')} onClick={() => go('SwapV2', { id: 0 })} testId="menu-SwapV2" />
              </ul>
            ) : null}
          </li>
          <MenuItem icon={Flame} label={t('menu.mint')} onClick={() => go('MintCenter')} testId="menu-MintCenter" />
          <MenuItem icon={Pickaxe} label={t('menu.airdrop')} onClick={() => go('kuangchiIndex')} testId="menu-kuangchiIndex" />
          <MenuItem icon={Waypoints} label={t('menu.circulation')} onClick={() => go('circulationIndex')} testId="menu-circulationIndex" />
          <MenuItem icon={Gem} label={t('menu.nft')} onClick={() => go('NFTCenter')} testId="menu-NFTCenter" />
          <MenuItem icon={Gamepad2} label={t('menu.game')} onClick={() => go('gamePage')} testId="menu-gamePage" />
          <MenuItem icon={IdCard} label={t('cards.menu')} onClick={() => go('cards')} testId="menu-cards" />
          <MenuItem icon={Ticket} label={t('menu.lottery')} onClick={notOpen} testId="menu-lottery" />
          <MenuItem icon={ArrowLeftRight} label={t('menu.bridge')} onClick={notOpen} testId="menu-bridge" />
          <MenuItem icon={MessageCircle} label={t('menu.chat')} onClick={openChat} testId="menu-chat" />
          <MenuItem icon={MessageSquareText} label={t('menu.feedback')} onClick={() => go('fankui')} testId="menu-fankui" />
          <MenuItem icon={MoreHorizontal} label={t('menu.more')} onClick={() => go('Invitation')} testId="menu-more" />
          <li>
            <ThemeToggle />
          </li>
        </ul>
      </nav>
      <InviteBlock indexPath={paths.Index} />
    </Dialog>
  )
}

function MenuItem({ icon: Icon, label, onClick, testId }: { icon: LucideIcon; label: string; onClick: () => void; testId: string }): ReactNode {
  return (
    <li>
      <button type="button" className="menu-row" onClick={onClick} data-testid={testId}>
        <Icon aria-hidden="true" size={20} />
        <span>{label}</span>
      </button>
    </li>
  )
}
