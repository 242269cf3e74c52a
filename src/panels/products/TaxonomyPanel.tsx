import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { productTagUsageAtom, productTypesInUseAtom } from '@/atoms/products/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { productsNav } from '@/models/products/area'
import { ActionsHeader } from '@/panels/shared/ActionsHeader'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './products.module.css'

/** Filters the products table beside this panel, which stays open. */
const filtered = (key: 'tags' | 'type_id', id: string) => productsNav.routes.page('taxonomy', { [key]: id })

/** A column of the panel: its query's loading line or error, else what it lists. */
function Column({ title, query, noun, children }: { title: string; query: { isPending: boolean; error: Error | null }; noun: string; children: ReactNode }) {
  return (
    <Section title={title} className="">
      {query.isPending ? <p role="status">{`Loading ${noun}…`}</p> : query.error ? <p role="alert">{operatorMessage(query.error)}</p> : children}
    </Section>
  )
}

/**
 * Tags with how many products carry each, and the product types in use, beside the products table.
 * Medusa v1 keeps tags and types only through products: the bulk edits act on the table's selection
 * or on everything its filter matches, and a tag or type here filters the table to its products.
 */
export function TaxonomyPanel() {
  const tags = useAtomValue(productTagUsageAtom)
  const types = useAtomValue(productTypesInUseAtom)
  const tagRows = [...(tags.data?.tags ?? [])].sort((a, b) => Number(b.usage_count) - Number(a.usage_count))

  return (
    <section className={shared.panel} aria-labelledby="taxonomy-heading">
      <header className={shared.panelHeader}>
        <h2 id="taxonomy-heading" className={shared.heading}>
          Product tags and types
        </h2>
        <Link to={productsNav.routes.list()} className={shared.link}>
          Back to products
        </Link>
      </header>
      <p className={shared.note} id="taxonomy-limits">
        Medusa v1 cannot rename or delete a tag or a type: there is no route for it, and a tag or type stays as long as a product
        carries it. Change the products instead: choose a tag or type to show its products in the table, select rows (x) or keep
        the whole filter, then add or remove tags or set the type.
      </p>
      <div className={shared.sectionHeader} role="group" aria-label="Change the products in the table">
        <CommandButton command="products.bulk-add-tags" label="Add tags to products" variant="ghost" />
        <CommandButton command="products.bulk-remove-tags" label="Remove tags from products" variant="ghost" />
        <CommandButton command="products.bulk-type" label="Set type of products" variant="ghost" />
      </div>
      <div className={styles.columns}>
        <Column title="Most used tags" query={tags} noun="tags">
          <table className={`${shared.table} ${styles.boldRowHeaders}`}>
            <caption className={shared.srOnly}>Tags by the number of products carrying them (Medusa lists the ten most used)</caption>
            <thead>
              <tr>
                <th scope="col">Tag</th>
                <th scope="col" className={shared.numeric}>Products</th>
                <ActionsHeader />
              </tr>
            </thead>
            <tbody>
              {tagRows.map((tag) => (
                <tr key={tag.id}>
                  <th scope="row">
                    <Link to={filtered('tags', tag.id)} className={shared.link} aria-label={`Show products tagged ${tag.value}`}>
                      {tag.value}
                    </Link>
                  </th>
                  <td className={shared.numeric}>{tag.usage_count}</td>
                  <td className={shared.rowActions}>
                    <CommandButton command="products.bulk-remove-tags" args={{ tags: tag.value }} label="Remove" subject={tag.value} variant="ghost" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Column>
        <Column title="Types in use" query={types} noun="types">
          <ul className={shared.plainList}>
            {(types.data?.types ?? []).map((type) => (
              <li key={type.id} className={styles.optionRow}>
                <Link to={filtered('type_id', type.id)} className={shared.link} aria-label={`Show products of type ${type.value}`}>
                  {type.value}
                </Link>
                <CommandButton command="products.bulk-type" args={{ type: type.value }} label="Set type" subject={type.value} variant="ghost" />
              </li>
            ))}
          </ul>
        </Column>
      </div>
    </section>
  )
}
