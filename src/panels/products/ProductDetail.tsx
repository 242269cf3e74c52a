import type { AdminProductsRes } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { productDetailAtom } from '@/atoms/products/keys'
import { ActionsHeader } from '@/panels/shared/ActionsHeader'
import { CommandButton } from '@/panels/shared/CommandButton'
import { MetadataSection } from '@/panels/shared/MetadataSection'
import { inventoryHandling, physicalSummary, variantCodes } from '@/models/products/attributes'
import { ProductImages } from './ProductImages'
import { ProductCategories } from './ProductCategories'
import { hasRegionPrice, VariantPrices } from './VariantPrices'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './products.module.css'
import { VariantStock } from './VariantStock'

function ProductPanel({ product }: { product: AdminProductsRes['product'] }) {
  const { id } = product
  return (
    <RecordPanel
      title={product.title}
      meta={
        <>
          {product.handle} · <StatusBadge status={product.status} />
        </>
      }
      thumbnail={product.thumbnail}
      actions={
        <>
          <CommandButton command="products.update" label="Edit" />
          <CommandButton command="products.edit-attributes" label="Attributes" />
          <CommandButton command="products.duplicate" label="Duplicate" />
          <CommandButton command="products.set-tags" label="Tags" />
          <CommandButton command="products.organize" label="Organise" />
          <CommandButton command="products.set-metadata" label="Metadata" />
          <CommandButton command="products.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        {product.subtitle ? (
          <>
            <dt>Subtitle</dt>
            <dd>{product.subtitle}</dd>
          </>
        ) : null}
        <dt>Description</dt>
        <dd>{product.description || <span className={shared.muted}>None</span>}</dd>
        <dt>Collection</dt>
        <dd>{product.collection?.title ?? <span className={shared.muted}>None</span>}</dd>
        <dt>Type</dt>
        <dd>{product.type?.value ?? <span className={shared.muted}>None</span>}</dd>
        <dt>Tags</dt>
        <dd>{product.tags?.length ? product.tags.map((t) => t.value).join(', ') : <span className={shared.muted}>None</span>}</dd>
        <dt>Sales channels</dt>
        <dd>{product.sales_channels?.map((s) => s.name).join(', ') || <span className={shared.muted}>None</span>}</dd>
        <dt>Material</dt>
        <dd>{product.material || <span className={shared.muted}>None</span>}</dd>
        <dt>Discountable</dt>
        <dd>{product.discountable ? 'Yes' : 'No: discounts do not apply'}</dd>
        <dt>Attributes</dt>
        <dd>{physicalSummary(product) ?? <span className={shared.muted}>None</span>}</dd>
      </dl>

      <ProductCategories productId={id} />
      <ProductImages product={product} />

      <Section
        title="Options"
        className={styles.section}
        actions={<CommandButton command="products.add-option" args={{ productId: id }} label="Add option" variant="ghost" />}
      >
        <ul className={shared.plainList}>
          {product.options.map((option) => (
            <li key={option.id} className={styles.optionRow}>
              <strong>{option.title}</strong>
              <span className={shared.muted}>{option.values?.map((v) => v.value).filter((v, i, all) => all.indexOf(v) === i).join(', ')}</span>
              <CommandButton command="products.update-option" args={{ productId: id, optionId: option.id }} label="Rename" subject={option.title} variant="ghost" />
              <CommandButton command="products.delete-option" args={{ productId: id, optionId: option.id }} label="Delete" subject={option.title} variant="ghost" />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={`Variants (${product.variants.length})`}
        className={styles.section}
        actions={
          <>
            <CommandButton command="products.add-variant" label="Add variant" variant="ghost" />
            <CommandButton command="products.set-inventory-handling" args={{ productId: id }} label="Inventory handling" variant="ghost" />
          </>
        }
      >
        <table className={`${shared.table} ${styles.boldRowHeaders}`}>
          <caption className={shared.srOnly}>Variants of {product.title}</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col" className={styles.prices}>Prices</th>
              <th scope="col" className={shared.numeric}>Stock</th>
              <th scope="col">Details</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row">{variant.title}</th>
                <td className={shared.muted}>{variant.sku ?? '—'}</td>
                <td className={styles.prices}>
                  <VariantPrices variant={variant} />
                </td>
                <VariantStock variant={variant} />
                <td className={shared.muted}>
                  {[inventoryHandling(variant), variantCodes(variant), variant.material, physicalSummary(variant)].filter(Boolean).join(' · ')}
                </td>
                <td className={shared.rowActions}>
                  <CommandButton command="products.set-variant-price" args={{ productId: id, variantId: variant.id }} label="Price" subject={variant.title} variant="ghost" />
                  <CommandButton command="products.set-region-price" args={{ productId: id, variantId: variant.id }} label="Region price" subject={variant.title} variant="ghost" />
                  {hasRegionPrice(variant) && (
                    <CommandButton command="products.remove-region-price" args={{ productId: id, variantId: variant.id }} label="Remove region price" subject={variant.title} variant="ghost" />
                  )}
                  <CommandButton command="products.update-variant" args={{ productId: id, variantId: variant.id }} label="Edit" subject={variant.title} variant="ghost" />
                  <CommandButton command="products.edit-variant-attributes" args={{ productId: id, variantId: variant.id }} label="Attributes" subject={variant.title} variant="ghost" />
                  <CommandButton command="products.duplicate-variant" args={{ productId: id, variantId: variant.id }} label="Duplicate" subject={variant.title} variant="ghost" />
                  <CommandButton command="products.move-variant-up" args={{ productId: id, variantId: variant.id }} label="Up" subject={variant.title} variant="ghost" />
                  <CommandButton command="products.move-variant-down" args={{ productId: id, variantId: variant.id }} label="Down" subject={variant.title} variant="ghost" />
                  <CommandButton command="products.delete-variant" args={{ productId: id, variantId: variant.id }} label="Delete" subject={variant.title} variant="ghost" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <MetadataSection metadata={product.metadata} className={styles.section} />
    </RecordPanel>
  )
}

/** The product panel: everything about one product, each action a registered command. */
export function ProductDetail({ id }: { id: string }) {
  const detail = useAtomValue(productDetailAtom(id))
  return (
    <RecordDetail noun="product" kind="product" id={id} query={detail} entity={detail.data?.product}>
      {(product) => <ProductPanel product={product} />}
    </RecordDetail>
  )
}
