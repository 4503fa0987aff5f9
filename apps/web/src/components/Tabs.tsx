import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useScrollEdges } from './useScrollEdges.ts'

export interface TabItem<Id extends string | number> {
  id: Id
  label: string
}

export interface TabsProps<Id extends string | number> {
  items: ReadonlyArray<TabItem<Id>>
  active: Id
  onSelect: (id: Id) => void
  label: string
  /** The id of the panel the tabs control (WAI-ARIA tabs pattern). */
  panelId: string
  testId: string
}

/** Scrolls the row (never the page) so the whole of the active tab shows. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft
  else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth
}

/** A row of tabs; arrow keys move between them, as the WAI-ARIA tabs pattern asks. */
export function Tabs<Id extends string | number>({ items, active, onSelect, label, panelId, testId }: TabsProps<Id>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const list = useRef<HTMLDivElement>(null)
  const activeIndex = items.findIndex((item) => item.id === active)
  const edges = useScrollEdges(list)
  useEffect(() => {
    const tab = buttons.current[activeIndex]
    if (list.current && tab) revealTab(list.current, tab)
  }, [activeIndex])
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const next = (activeIndex + step + items.length) % items.length
    const item = items[next]
    if (!item) return
    onSelect(item.id)
    buttons.current[next]?.focus()
  }
  return (
    <div className="tabs" ref={list} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined} role="tablist" aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            buttons.current[index] = element
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${item.id}`}
          aria-selected={item.id === active}
          aria-controls={panelId}
          tabIndex={item.id === active ? 0 : -1}
          className="tab-button"
          onClick={() => onSelect(item.id)}
          data-testid={`${testId}-${item.id}`}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}
