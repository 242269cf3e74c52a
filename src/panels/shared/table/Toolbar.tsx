import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react'
import styles from './DataTable.module.css'

export interface SearchBoxProps {
  /** The committed search (from the URL). */
  value: string
  onChange: (q: string) => void
  label?: string
  placeholder?: string
  /** Milliseconds of quiet typing before the search is committed. */
  delay?: number
}

/** A search field that commits after a pause in typing (or at once on Enter). */
export function SearchBox({ value, onChange, label = 'Search', placeholder, delay = 300 }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const [prevValue, setPrevValue] = useState(value)
  if (value !== prevValue) {
    // The URL changed under us (back button, a link, a cleared filter): show it, unless it is
    // only our own committed text without its trailing space.
    setPrevValue(value)
    if (value !== text.trim()) setText(value)
  }

  function commit(next: string) {
    if (next.trim() !== value) onChange(next.trim())
  }
  const commitTyped = useEffectEvent(() => commit(text))
  useEffect(() => {
    const timer = setTimeout(() => commitTyped(), delay)
    return () => clearTimeout(timer)
  }, [text, delay])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit(text)
    if (event.key === 'Escape' && text) {
      event.preventDefault()
      event.stopPropagation()
      setText('')
      commit('')
    }
  }

  return (
    <input
      className={styles.search}
      type="search"
      aria-label={label}
      placeholder={placeholder ?? `${label}…`}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
    />
  )
}

export interface ColumnMenuItem {
  id: string
  label: string
  visible: boolean
}

export interface ColumnMenuProps {
  items: readonly ColumnMenuItem[]
  onToggle: (id: string, visible: boolean) => void
  onReset?: () => void
}

/** A toolbar button that shows a panel under it: Escape, a click or focus elsewhere close it. */
function useDisclosure() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    event.stopPropagation()
    setOpen(false)
    button.current?.focus()
  }

  function onBlur(event: FocusEvent) {
    if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false)
  }

  const rootProps = { className: styles.menuRoot, ref: root, onKeyDown, onBlur }
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    className: styles.button,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((was) => !was),
  }
  return { open, setOpen, panelId, rootProps, buttonProps }
}

/** A 'Columns' disclosure holding one checkbox per column that may be hidden. */
export function ColumnMenu({ items, onToggle, onReset }: ColumnMenuProps) {
  const { open, panelId, rootProps, buttonProps } = useDisclosure()
  if (!items.length) return null
  return (
    <div {...rootProps}>
      <button {...buttonProps}>Columns</button>
      <div id={panelId} className={styles.menu} role="group" aria-label="Visible columns" hidden={!open}>
        {items.map((item) => (
          <label key={item.id} className={styles.menuItem}>
            <input type="checkbox" checked={item.visible} onChange={(event) => onToggle(item.id, event.target.checked)} />
            {item.label}
          </label>
        ))}
        {onReset ? (
          <button type="button" className={styles.button} onClick={onReset}>
            Show all columns
          </button>
        ) : null}
      </div>
    </div>
  )
}

export interface ViewsMenuItem {
  id: string
  /** The view's name. */
  label: string
  /** 'Shared', 'Default': said after the name. */
  hint?: string
  current: boolean
}

export interface ViewsMenuProps {
  /** The view on screen, named on the button ('Views: EU orders'). */
  current?: string
  views: readonly ViewsMenuItem[]
  onOpen: (id: string) => void
  /** What can be done with views here (save, update, rename…), each a button under the views. */
  actions: ReadonlyArray<{ label: string; onSelect: () => void }>
}

/** The table's 'Views' disclosure: its saved views (one button each), then what can be done with them. */
export function ViewsMenu({ current, views, onOpen, actions }: ViewsMenuProps) {
  const { open, setOpen, panelId, rootProps, buttonProps } = useDisclosure()
  const choose = (select: () => void) => () => {
    setOpen(false)
    select()
  }
  return (
    <div {...rootProps}>
      <button {...buttonProps}>{current ? `Views: ${current}` : 'Views'}</button>
      <div id={panelId} className={styles.menu} role="group" aria-label="Saved views" hidden={!open}>
        {views.length ? null : <p className={styles.menuItem}>No saved views yet</p>}
        {views.map((view) => (
          <button key={view.id} type="button" className={styles.button} aria-current={view.current || undefined} onClick={choose(() => onOpen(view.id))}>
            {view.label}
            {view.hint ? ` · ${view.hint}` : ''}
          </button>
        ))}
        {actions.map((action) => (
          <button key={action.label} type="button" className={styles.button} onClick={choose(action.onSelect)}>
            {action.label}
          </button>
        ))}
      </div>
    </div>
  )
}

export interface FilterSelectProps {
  label: string
  value: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string | undefined) => void
  /** The text of the no-filter choice. */
  allLabel?: string
}

/** A one-of filter for a table's toolbar; feed it `url.filters[key]` and `url.setFilter(key, v)`. */
export function FilterSelect({ label, value, options, onChange, allLabel = 'All' }: FilterSelectProps) {
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The row above the table: search, the caller's filters, then the column menu. */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>
}
