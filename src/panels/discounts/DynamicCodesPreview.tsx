import { grouped } from '@/models/core/text'
import type { ImportPreview } from '@/atoms/discounts/codes'
import { CommandButton } from '@/panels/shared/CommandButton'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './DynamicCodes.module.css'

/** An import's preview: each line of the file with its outcome, and the buttons to create the new codes or discard them. */
export function Preview({ preview, discountId }: { preview: ImportPreview; discountId: string }) {
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
