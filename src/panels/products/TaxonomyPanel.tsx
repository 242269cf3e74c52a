import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { productTagUsageAtom, productTypesInUseAtom } from '@/atoms/products/keys'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './products.module.css'

/** Tags with how many products carry each, and the product types in use. */
export function TaxonomyPanel() {
  const tags = useAtomValue(productTagUsageAtom)
  const types = useAtomValue(productTypesInUseAtom)
  const tagRows = [...(tags.data?.tags ?? [])].sort((a, b) => Number(b.usage_count) - Number(a.usage_count))

  return (
    <section className={shared.panel} aria-labelledby="taxonomy-heading">
      <header className={shared.panelHeader}>
        <h1 id="taxonomy-heading" className={shared.heading}>
          Product tags and types
        </h1>
        <Link to="/a/products" className={shared.link}>
          Back to products
        </Link>
      </header>
      <div className={styles.columns}>
        <section aria-labelledby="tags-heading">
          <h2 id="tags-heading" className={shared.subheading}>
            Tags
          </h2>
          {tags.isPending ? (
            <p role="status">Loading tags…</p>
          ) : tags.error ? (
            <p role="alert">{tags.error.message}</p>
          ) : (
            <table className={`${shared.table} ${styles.boldRowHeaders}`}>
              <thead>
                <tr>
                  <th scope="col">Tag</th>
                  <th scope="col" className={shared.numeric}>Products</th>
                </tr>
              </thead>
              <tbody>
                {tagRows.map((tag) => (
                  <tr key={tag.id}>
                    <th scope="row">
                      <Link to={`/a/products?tags=${encodeURIComponent(tag.id)}`} className={shared.link}>
                        {tag.value}
                      </Link>
                    </th>
                    <td className={shared.numeric}>{tag.usage_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="types-heading">
          <h2 id="types-heading" className={shared.subheading}>
            Types in use
          </h2>
          {types.isPending ? (
            <p role="status">Loading types…</p>
          ) : types.error ? (
            <p role="alert">{types.error.message}</p>
          ) : (
            <ul className={shared.plainList}>
              {(types.data?.types ?? []).map((type) => (
                <li key={type.id}>
                  <Link to={`/a/products?type_id=${encodeURIComponent(type.id)}`} className={shared.link}>
                    {type.value}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  )
}
