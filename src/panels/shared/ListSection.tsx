import type { ReactNode } from 'react'
import { grouped } from '@/models/core/text'
import shared from './record-panel.module.css'
import { Section } from './Section'

export interface ListSectionItem {
  id: string
  /** What the row shows: usually a link to the record's panel. */
  name: ReactNode
}

interface ListSectionProps {
  /** 'Products': the heading adds the count, 'Products (3)'. */
  title: string
  items: readonly ListSectionItem[]
  /** The line shown instead of an empty list. */
  empty: string
  /** Buttons beside the heading (the section's commands). */
  actions?: ReactNode
}

/** A record's related records as a headed list (a tax rate's products, a profile's options), or a line saying there are none. */
export function ListSection({ title, items, empty, actions }: ListSectionProps) {
  return (
    <Section title={`${title} (${grouped(items.length)})`} actions={actions}>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>{empty}</p>
      )}
    </Section>
  )
}
