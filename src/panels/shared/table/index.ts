export { DataTable, ROW_HEIGHT } from './DataTable'
export type { DataTableProps } from './DataTable'
export { SplitView } from './SplitView'
export type { SplitViewProps } from './SplitView'
export { ColumnMenu, FilterSelect, SearchBox } from './Toolbar'
export { TextFilter } from './TextFilter'
export type { TextFilterField } from './TextFilter'
export type { ColumnMenuProps, FilterSelectProps, SearchBoxProps } from './Toolbar'
export { Pagination, showingText } from './Pagination'
export { dataTableColumnHelper, dataTableFeatures } from './types'
export type { DataTableColumnMeta, DataTableColumns, DataTableFeatures } from './types'
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  filterValue,
  filterValues,
  formatOrder,
  parseOrder,
  readTableQuery,
  rowHref,
  useRowLinks,
  useTableUrlState,
} from './urlState'
export type { FilterValue, TablePaging, TableQuery, TableUrlDefaults, TableUrlProps, TableUrlState } from './urlState'
export { columnsStorageKey, useStoredColumnVisibility } from './storage'
export { isTextEntry } from './useGridCursor'
export type { FocusedRowMove } from './useGridCursor'
export { ListPanel, useListPanel } from './ListPanel'
export type { ListPanelOptions, ListPanelProps, ListPanelTableProps } from './ListPanel'
export { useFilterToggle } from './useFilterToggle'
export { defineListPanel } from './defineListPanel'
export { listRoute, pageQuery, prefetchListRoute } from './listRoute'
export type { ListRoute, RoutePrefetch, TableUrlQuery } from './listRoute'
export { medusaRecords } from './medusaRecords'
export type { ListPanelArea, ListPanelDescriptor, ListPanelEmptyText, ListPanelPlace, ListPanelView } from './defineListPanel'
export { onePage, useRowFocus, wholeList } from './wholeList'
