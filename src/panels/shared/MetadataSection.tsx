import shared from './record-panel.module.css'
import { Section } from './Section'

/** A record's metadata as key/value facts, or 'No metadata'; a section named by its heading. */
export function MetadataSection({ metadata, className }: { metadata: Record<string, unknown> | null | undefined; className?: string }) {
  const entries = Object.entries(metadata ?? {})
  return (
    <Section title="Metadata" className={className}>
      {entries.length ? (
        <dl className={shared.facts}>
          {entries.map(([key, value]) => (
            <div key={key} className={shared.factRow}>
              <dt>{key}</dt>
              <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={shared.muted}>No metadata</p>
      )}
    </Section>
  )
}
