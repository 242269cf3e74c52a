import shared from './record-panel.module.css'

/** The header of a table's row-buttons column: named for screen readers, blank on screen. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className={shared.srOnly}>Actions</span>
    </th>
  )
}
