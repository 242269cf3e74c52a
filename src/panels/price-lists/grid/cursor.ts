/**
 * The grid's cursor as a small reducer: the focused price cell, the selection's anchor (shift+arrows
 * select a block from it) and the cell being edited with the text typed so far. Pure, no React.
 */

export interface Pos {
  row: number
  col: number
}

export interface CursorState {
  focus: Pos
  /** The other corner of the selected block; null: the focused cell alone. */
  anchor: Pos | null
  editing: { text: string; error?: string } | null
}

export type CursorAction =
  | { type: 'move'; dRow: number; dCol: number; extend?: boolean }
  | { type: 'go'; to: Partial<Pos>; extend?: boolean }
  | { type: 'edit'; text: string }
  | { type: 'type'; text: string }
  | { type: 'refuse'; error: string }
  | { type: 'cancel' }
  /** The edit was written: leave edit mode and move (Enter: down, Tab: right, wrapping at the row's end). */
  | { type: 'committed'; dRow: number; dCol: number }
  | { type: 'unselect' }

/** Keys that only move the cursor: held down, the commands hear of the move when they are let go (PriceGrid). */
export const MOVE_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown'])

export const initialCursor: CursorState = { focus: { row: 0, col: 0 }, anchor: null, editing: null }

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max - 1))

export function cursorReducer(size: { rows: number; cols: number }) {
  const inside = (pos: Pos): Pos => ({ row: clamp(pos.row, size.rows), col: clamp(pos.col, size.cols) })
  return (state: CursorState, action: CursorAction): CursorState => {
    switch (action.type) {
      case 'move':
      case 'go': {
        if (state.editing) return state
        const to = action.type === 'move' ? { row: state.focus.row + action.dRow, col: state.focus.col + action.dCol } : { ...state.focus, ...action.to }
        const anchor = action.extend ? (state.anchor ?? state.focus) : null
        return { ...state, focus: inside(to), anchor }
      }
      case 'edit':
        return { ...state, anchor: null, editing: { text: action.text } }
      case 'type':
        return state.editing ? { ...state, editing: { text: action.text } } : state
      case 'refuse':
        return state.editing ? { ...state, editing: { ...state.editing, error: action.error } } : state
      case 'cancel':
        return { ...state, editing: null }
      case 'committed': {
        let { row, col } = state.focus
        col += action.dCol
        if (col >= size.cols) [row, col] = [row + 1, 0]
        if (col < 0) [row, col] = [row - 1, size.cols - 1]
        row += action.dRow
        const next = row < 0 || row >= size.rows ? state.focus : { row, col }
        return { focus: inside(next), anchor: null, editing: null }
      }
      case 'unselect':
        return { ...state, anchor: null }
    }
  }
}

/** The selected block: from the anchor to the focus (or the focused cell alone). */
export function selectedBlock(state: CursorState): { top: number; bottom: number; left: number; right: number } {
  const a = state.anchor ?? state.focus
  const b = state.focus
  return { top: Math.min(a.row, b.row), bottom: Math.max(a.row, b.row), left: Math.min(a.col, b.col), right: Math.max(a.col, b.col) }
}

export const inBlock = (block: ReturnType<typeof selectedBlock>, row: number, col: number) =>
  row >= block.top && row <= block.bottom && col >= block.left && col <= block.right
