import { memo, type Ref } from 'react'
import type { AnyCommand } from '@/commands/core/define'
import { CANNOT_UNDO, cannotUndo } from '@/commands/core/undoNote'
import type { RecordHit } from '@/commands/core/records'
import { Kbd } from '@/ui/Kbd'
import styles from './Palette.module.css'

/** One option of the root list: a command (under its group, or under 'Recent') or a found record. */
export type Row = { key: string; command: AnyCommand; hit?: undefined } | { key: string; hit: RecordHit; command?: undefined }
export interface RowGroup {
  heading: string
  rows: Row[]
}

// One row object per command and group, kept across keys: an unchanged row is not rendered again.
const commandRows = new WeakMap<AnyCommand, Map<string, Row>>()
export function commandRow(command: AnyCommand, group: string): Row {
  let byGroup = commandRows.get(command)
  if (!byGroup) commandRows.set(command, (byGroup = new Map()))
  let row = byGroup.get(group)
  if (!row) byGroup.set(group, (row = { key: `${group}:${command.id}`, command }))
  return row
}
const recordRows = new WeakMap<RecordHit, Row>()
export function recordRow(hit: RecordHit): Row {
  let row = recordRows.get(hit)
  if (!row) recordRows.set(hit, (row = { key: `record:${hit.key}`, hit }))
  return row
}

/** The DOM id of a row's option (aria-activedescendant points at it). */
export const optionId = (listId: string, key: string) => `${listId}-${key.replace(/\s/g, '_')}`

interface RowProps {
  row: Row
  id: string
  selected: boolean
  onPick: (row: Row) => void
  onHover: (row: Row) => void
}

const Option = memo(function Option({ row, id, selected, onPick, onHover }: RowProps) {
  const noUndo = row.command ? cannotUndo(row.command) : false
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-description={noUndo ? CANNOT_UNDO : undefined}
      data-selected={selected}
      className={styles.item}
      onClick={() => onPick(row)}
      onPointerMove={selected ? undefined : () => onHover(row)}
    >
      {row.command ? (
        <>
          <span>{row.command.title}</span>
          {/* Said before it runs (the option's description names it in full). */}
          {noUndo && (
            <span className={styles.noUndo} aria-hidden="true">
              no undo
            </span>
          )}
          {row.command.hotkey && <Kbd hotkey={row.command.hotkey} className={styles.itemKbd} />}
        </>
      ) : (
        <>
          <span className={styles.recordNoun}>{row.hit.noun}</span>
          <span className={styles.recordLabel}>{row.hit.label}</span>
          {row.hit.hint && <span className={styles.muted}>{row.hit.hint}</span>}
        </>
      )}
    </div>
  )
})

interface GroupProps {
  group: RowGroup
  listId: string
  /** The selected row's key when it is in this group: other groups are not rendered again. */
  selectedKey: string | undefined
  onPick: (row: Row) => void
  onHover: (row: Row) => void
}

const Group = memo(function Group({ group, listId, selectedKey, onPick, onHover }: GroupProps) {
  const headingId = `${listId}-group-${group.heading.replace(/\s/g, '_')}`
  return (
    <div role="presentation" className={styles.group}>
      <div id={headingId} aria-hidden className={styles.groupHeading}>
        {group.heading}
      </div>
      <div role="group" aria-labelledby={headingId}>
        {group.rows.map((row) => (
          <Option key={row.key} row={row} id={optionId(listId, row.key)} selected={row.key === selectedKey} onPick={onPick} onHover={onHover} />
        ))}
      </div>
    </div>
  )
})

interface ResultListProps {
  groups: readonly RowGroup[]
  listId: string
  selectedKey: string | undefined
  onPick: (row: Row) => void
  onHover: (row: Row) => void
  /** Shown when no group has a row ('No command or record matches'), unless records are still searched. */
  empty: string | null
  status: string | null
  listRef: Ref<HTMLDivElement>
  /** Its rows are drawn in the render after the palette's first frame: the list keeps their room meanwhile. */
  pending?: boolean
}

/**
 * The root palette's listbox. Rendered apart from the search field (memoised): a key repaints the
 * field at once, and the list follows with only the rows that changed.
 */
export const ResultList = memo(function ResultList({ groups, listId, selectedKey, onPick, onHover, empty, status, listRef, pending }: ResultListProps) {
  return (
    <div id={listId} ref={listRef} role="listbox" aria-label="Commands" tabIndex={-1} className={pending ? `${styles.list} ${styles.pendingList}` : styles.list}>
      {empty && (
        <div role="presentation" className={styles.empty}>
          {empty}
        </div>
      )}
      {groups.map((group) => (
        <Group
          key={group.heading}
          group={group}
          listId={listId}
          selectedKey={group.rows.some((row) => row.key === selectedKey) ? selectedKey : undefined}
          onPick={onPick}
          onHover={onHover}
        />
      ))}
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
    </div>
  )
})
