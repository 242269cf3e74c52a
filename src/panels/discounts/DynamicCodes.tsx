import type { Discount } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { dynamicCodeListAtom, importPreviewsAtom, type ImportPreview } from '@/atoms/discounts/codes'
import { operatorMessage } from '@/atoms/core/errors'
import { grouped } from '@/models/core/text'
import { CommandButton } from '@/panels/shared/CommandButton'
import { JobProgress } from '@/panels/shared/JobProgress'
import { Section } from '@/panels/shared/Section'
import { dateOnly } from '@/panels/shared/format'
import { DataTable, dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
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
/** A code names its row: the delete route takes the code, and codes are unique. */
const codeOf = (d: Discount) => d.code

function Preview({ preview, discountId }: { preview: ImportPreview; discountId: string }) {
  const counts = { new: 0, exists: 0, invalid: 0 }
  for (const row of preview.rows) counts[row.status] += 1
  return (
    <section aria-labelledby="codes-preview-heading" className={styles.preview}>
      <div className={shared.sectionHeader}>
        <h4 id="codes-preview-heading" className={shared.subheading}>
          {`Preview of ${preview.fileName}: ${grouped(counts.new)} new, ${grouped(counts.exists)} already exist, ${grouped(counts.invalid)} invalid`}
        </h4>
        <CommandButton command="discounts.start-import" args={{ discountId }} label="Create the previewed codes"
          subject={`${grouped(counts.new)} new`} disabled={!counts.new} variant="primary" />
        <CommandButton command="discounts.discard-import" args={{ discountId }} label="Discard the previewed codes" variant="ghost" />
      </div>
      <div className={styles.previewScroll} role="region" aria-label={`Lines of ${preview.fileName}`} tabIndex={0}>
        <table className={shared.table}>
          <caption className={shared.srOnly}>{`Codes in ${preview.fileName}`}</caption>
          <thead>
            <tr>
              <th scope="col" className={shared.numeric}>Line</th>
              <th scope="col">Code</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line}>
                <td className={shared.numeric}>{row.line}</td>
                <th scope="row">{row.code || '—'}</th>
                <td>{row.status === 'new' ? 'New' : row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/**
 * A dynamic discount's codes with their usage: a dense table with search, paging and selection
 * (delete the selected codes), the live count of codes being created, and an import's preview.
 */
export function DynamicCodes({ discount }: { discount: Discount }) {
  const codes = useAtomValue(dynamicCodeListAtom(discount.id))
  const preview = useAtomValue(importPreviewsAtom)[discount.id]
  const [search, setSearch] = useState('')
  const [paging, setPaging] = useState({ offset: 0, limit: 50 })
  const [selected, setSelected] = useState<string[]>([])
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return (codes.data ?? []).filter((d) => !needle || d.code.toLowerCase().includes(needle))
  }, [codes.data, search])
  const rows = useMemo(() => matching.slice(paging.offset, paging.offset + paging.limit), [matching, paging])

  if (!discount.is_dynamic || discount.parent_discount_id) return null
  const id = discount.id
  return (
    <Section
      title={`Dynamic codes${codes.data ? ` (${grouped(codes.data.length)})` : ''}`}
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
        rows={rows}
        getRowId={codeOf}
        columns={columns}
        count={matching.length}
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
