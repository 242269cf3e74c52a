import type { Discount } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { codePageAtom, type CodePage } from '@/atoms/discounts/code-pages'
import { importPreviewsAtom } from '@/atoms/discounts/codes'
import { operatorMessage } from '@/atoms/core/errors'
import { grouped } from '@/models/core/text'
import { CommandButton } from '@/panels/shared/CommandButton'
import { JobProgress } from '@/panels/shared/JobProgress'
import { Section } from '@/panels/shared/Section'
import { dateOnly } from '@/panels/shared/format'
import { DataTable, dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { Preview } from './DynamicCodesPreview'
import styles from './DynamicCodes.module.css'

const col = dataTableColumnHelper<Discount>()
const columns = col.columns([
  col.accessor('code', { header: 'Code', cell: ({ getValue }) => <code>{getValue()}</code> }),
  col.accessor('usage_count', { header: 'Used', meta: { numeric: true } }),
  col.accessor((d) => d.usage_limit ?? '', { id: 'usage_limit', header: 'Limit', meta: { numeric: true, label: 'Limit' }, cell: ({ getValue }) => getValue() || '—' }),
  col.accessor('ends_at', { header: 'Ends at', cell: ({ getValue }) => dateOnly(getValue()) }),
  col.accessor('is_disabled', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue() ? 'disabled' : 'active'} /> }),
])

const PAGE_SIZES = [25, 50, 100] as const
const NO_CODES: readonly Discount[] = []
/** Exact once a page reached the end of Medusa's list; before that, how many are known to exist. */
const countText = (page: CodePage) => (page.exact ? grouped(page.count) : `at least ${grouped(page.count)}`)
/** A code names its row: the delete route takes the code, and codes are unique. */
const codeOf = (d: Discount) => d.code

/**
 * A dynamic discount's codes with their usage: a dense table with paging, a search on the server and
 * selection (delete the selected codes), the live count of codes being created, and an import's
 * preview. Each page is read from the server on its own (atoms/discounts/code-pages.ts): the count
 * is exact once a page reached the end of Medusa's list, "at least N" before.
 */
export function DynamicCodes({ discount }: { discount: Discount }) {
  // A code (a child) or a plain discount has no codes: nothing is asked.
  return discount.is_dynamic && !discount.parent_discount_id ? <CodesSection discount={discount} /> : null
}

function CodesSection({ discount }: { discount: Discount }) {
  const [search, setSearch] = useState('')
  const [paging, setPaging] = useState({ offset: 0, limit: 50 })
  const codes = useAtomValue(codePageAtom({ parentId: discount.id, q: search, ...paging }))
  const preview = useAtomValue(importPreviewsAtom)[discount.id]
  const [selected, setSelected] = useState<string[]>([])
  const page = codes.data
  const id = discount.id
  return (
    <Section
      title={`Dynamic codes${page && !search ? ` (${countText(page)})` : ''}`}
      className={styles.section}
      actions={
        <>
          <CommandButton command="discounts.create-code" args={{ discountId: id }} label="Create dynamic code" variant="ghost" />
          <CommandButton command="discounts.generate-codes" args={{ discountId: id }} label="Generate dynamic codes" variant="ghost" />
          <CommandButton command="discounts.import-codes" args={{ discountId: id }} label="Import dynamic codes" variant="ghost" />
          <CommandButton
            command="discounts.delete-codes"
            args={{ discountId: id, codes: selected }}
            label="Delete dynamic codes"
            subject={`${grouped(selected.length)} selected`}
            disabled={!selected.length}
            variant="ghost"
          />
        </>
      }
    >
      <JobProgress kind="dynamic-codes" owner={id} cancel="discounts.cancel-codes" download="discounts.download-codes" />
      {preview ? <Preview preview={preview} discountId={id} /> : null}
      <DataTable<Discount>
        id="dynamic-codes"
        label={`Codes of ${discount.code}`}
        rows={page?.codes ?? NO_CODES}
        getRowId={codeOf}
        columns={columns}
        count={page?.count ?? 0}
        countIsFloor={page ? !page.exact : false}
        loading={codes.isPending}
        error={codes.error ? operatorMessage(codes.error) : undefined}
        onRetry={() => void codes.refetch()}
        emptyText={search ? 'No code matches this search' : 'No codes yet'}
        offset={paging.offset}
        limit={paging.limit}
        pageSizes={PAGE_SIZES}
        onPaginationChange={(next) => setPaging({ offset: next.offset, limit: next.limit })}
        search={search}
        onSearchChange={(q) => {
          setSearch(q)
          setPaging((p) => ({ ...p, offset: 0 }))
        }}
        searchLabel={`Search codes of ${discount.code}`}
        onSelectionChange={(picked) => setSelected(picked.map(codeOf))}
      />
    </Section>
  )
}
