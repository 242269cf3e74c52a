import { useId } from 'react'
import { grouped } from '@/models/core/text'
import styles from './DataTable.module.css'

export interface PaginationProps {
  offset: number
  rowsOnPage: number
  count: number
  /** The count is a floor (more may follow): "of at least 51". */
  countIsFloor?: boolean
  pageSize: number
  pageSizes: readonly number[]
  canPrevious: boolean
  canNext: boolean
  onPrevious: () => void
  onNext: () => void
  onPageSize: (size: number) => void
}

/** 'Showing 1–50 of 312' (or 'No results'); 'of at least 51' when the count is a floor. */
export function showingText(offset: number, rowsOnPage: number, count: number, countIsFloor = false): string {
  if (count <= 0 || rowsOnPage <= 0) return count > 0 ? `Showing 0 of ${grouped(count)}` : 'No results'
  const first = offset + 1
  const last = offset + rowsOnPage
  return `Showing ${grouped(first)}–${grouped(last)} of ${countIsFloor ? 'at least ' : ''}${grouped(count)}`
}

/** The footer: what is shown, rows per page, previous and next page. */
export function Pagination(props: PaginationProps) {
  const sizeId = useId()
  const sizes = props.pageSizes.includes(props.pageSize)
    ? props.pageSizes
    : [...props.pageSizes, props.pageSize].sort((a, b) => a - b)
  return (
    <div className={styles.footer}>
      <span role="status" className={styles.status}>
        {showingText(props.offset, props.rowsOnPage, props.count, props.countIsFloor)}
      </span>
      <label className={styles.filter} htmlFor={sizeId}>
        <span>Rows per page</span>
      </label>
      <select id={sizeId} value={props.pageSize} onChange={(event) => props.onPageSize(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.button}
        aria-label="Previous page"
        disabled={!props.canPrevious}
        onClick={props.onPrevious}
      >
        <span aria-hidden="true">‹</span> Previous
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label="Next page"
        disabled={!props.canNext}
        onClick={props.onNext}
      >
        Next <span aria-hidden="true">›</span>
      </button>
    </div>
  )
}
