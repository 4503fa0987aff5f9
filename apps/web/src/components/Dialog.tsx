import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** 'sheet' rises from the bottom on phones (a centred card on wide screens); 'drawer' slides from the left. */
  variant?: 'sheet' | 'drawer'
  testId?: string
}

/**
 * The element focused last, anywhere: a button that starts a slow action is often disabled (busy)
 * by the time its dialog opens, which moves focus to <body>; focus still goes back to it.
 */
let lastFocused: HTMLElement | null = null
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target
  })
}

function openerOf(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body) return active
  return lastFocused?.isConnected ? lastFocused : null
}

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Modal dialog: Escape and the close button close it, focus stays inside and returns afterwards. */
export function Dialog({ open, onClose, title, children, variant = 'sheet', testId }: DialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    if (!open) return
    const opener = openerOf(document.activeElement)
    const panel = panelRef.current
    const first = panel?.querySelector<HTMLElement>(`[data-autofocus], ${focusableSelector}`)
    ;(first ?? panel)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
      } else if (event.key === 'Tab' && panel) {
        trapTab(event, panel)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div className={`dialog-root dialog-${variant}`}>
      <div className="dialog-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="dialog-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        {/* A div, not a header: in a portal outside <main>, a header would be a second banner landmark. */}
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')} data-testid={testId ? `${testId}-close` : undefined}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>,
    document.body,
  )
}

function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(focusableSelector)]
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) {
    event.preventDefault()
    return
  }
  if (event.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (document.activeElement === last || !panel.contains(document.activeElement))) {
    event.preventDefault()
    first.focus()
  }
}
