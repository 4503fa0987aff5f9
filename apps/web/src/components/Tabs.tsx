import { useRef, type KeyboardEvent } from 'react'

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

/** A row of tabs; arrow keys move between them, as the WAI-ARIA tabs pattern asks. */
export function Tabs<Id extends string | number>({ items, active, onSelect, label, panelId, testId }: TabsProps<Id>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const index = items.findIndex((item) => item.id === active)
    const next = (index + step + items.length) % items.length
    const item = items[next]
    if (!item) return
    onSelect(item.id)
    buttons.current[next]?.focus()
  }
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown} data-testid={testId} style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}>
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
