import type { AdminProductsRes } from '@medusajs/client-types'
import { imageRows } from '@/models/products/images'
import { fileNameOfUrl } from '@/models/uploads/files'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './ProductImages.module.css'

type Product = AdminProductsRes['product']

/**
 * The product's pictures in Medusa's order, each named by the product and its place, the thumbnail
 * marked in words; every button runs an image command with the picture it stands beside.
 */
export function ProductImages({ product }: { product: Product }) {
  const rows = imageRows(product)
  const productId = product.id
  const strayThumbnail = product.thumbnail && !rows.some((row) => row.isThumbnail) ? product.thumbnail : null
  return (
    <Section
      title={`Images (${rows.length})`}
      className={styles.section}
      actions={<CommandButton command="products.add-images" args={{ productId }} label="Add images" variant="ghost" />}
    >
      {rows.length === 0 ? <p className={shared.muted}>No images yet.</p> : null}
      {rows.length > 1 ? <p className={shared.muted}>In the order Medusa lists them: Medusa v1 keeps no image order, so they cannot be reordered.</p> : null}
      {strayThumbnail ? (
        <p className={shared.muted}>Thumbnail: {fileNameOfUrl(strayThumbnail)} (not one of the images)</p>
      ) : null}
      <ol className={styles.list} aria-label={`Images of ${product.title}`}>
        {rows.map((row) => {
          const name = `image ${row.position} of ${row.total}`
          const subject = `${name}, ${fileNameOfUrl(row.url)}`
          return (
            <li key={row.url} className={styles.item}>
              <img
                src={row.url}
                alt={`${product.title}, ${name}${row.isThumbnail ? ' (thumbnail)' : ''}`}
                className={styles.picture}
                loading="lazy"
              />
              <div className={styles.caption}>
                <span className={styles.file}>{fileNameOfUrl(row.url)}</span>
                {row.isThumbnail ? <span className={styles.badge}>Thumbnail</span> : null}
              </div>
              <div className={styles.actions}>
                <CommandButton command="products.set-thumbnail" args={{ productId, imageUrl: row.url }} label="Set thumbnail" subject={subject} variant="ghost" disabled={row.isThumbnail} />
                <CommandButton command="products.remove-image" args={{ productId, imageUrl: row.url }} label="Remove" subject={subject} variant="ghost" />
              </div>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
