import type { Product, ProductVariant, Store } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { formatMoney } from '@/api/money'
import { storeDetailAtom } from '@/atoms/core/store'
import { productDetailAtom, productListAtom } from '@/atoms/products/keys'
import { denominationLabel, denominationPrice } from '@/models/gift-cards/denominations'
import { productsNav } from '@/models/products/area'
import { ActionsHeader } from '@/panels/shared/ActionsHeader'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'

/** The same list request as the gift card product commands: the first product with `is_giftcard`. */
const GIFT_CARD_PRODUCT = { is_giftcard: true, limit: 1, order: 'created_at' }

/** The store's currencies, its default first: a column each. */
const currenciesOf = (store: Store | undefined) =>
  store ? [store.default_currency_code, ...(store.currencies ?? []).map((c) => c.code).filter((c) => c !== store.default_currency_code)] : []

function Denominations({ product, store }: { product: Product; store: Store }) {
  const currencies = currenciesOf(store)
  const variants = (product.variants ?? []) as ProductVariant[]
  if (!variants.length) return <p className={shared.muted}>No denominations yet: customers cannot buy a gift card.</p>
  return (
    <table className={shared.table}>
      <caption className={shared.srOnly}>Denominations of {product.title}</caption>
      <thead>
        <tr>
          <th scope="col">Denomination</th>
          {currencies.map((c) => (
            <th key={c} scope="col" className={shared.numeric}>
              {c.toUpperCase()}
            </th>
          ))}
          <ActionsHeader />
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => {
          const name = denominationLabel(variant, store.default_currency_code)
          return (
            <tr key={variant.id}>
              <th scope="row">{name}</th>
              {currencies.map((c) => {
                const price = denominationPrice(variant, c)
                return (
                  <td key={c} className={shared.numeric}>
                    {price ? formatMoney(price.amount, c) : <span className={shared.muted}>Not sold</span>}
                  </td>
                )
              })}
              <td className={shared.rowActions}>
                <CommandButton command="gift-cards.set-denomination-price" args={{ variantId: variant.id }} records={{ variantId: variant }} label="Price" subject={name} variant="ghost" />
                <CommandButton command="gift-cards.delete-denomination" args={{ variantId: variant.id }} records={{ variantId: variant }} label="Delete" subject={name} variant="ghost" />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function GiftCardProductDetail({ id }: { id: string }) {
  const detail = useAtomValue(productDetailAtom(id))
  const store = useAtomValue(storeDetailAtom).data?.store
  const product = detail.data?.product as Product | undefined
  if (!product || !store) return <p className={shared.muted}>Loading the gift card product…</p>
  return <Denominations product={product} store={store} />
}

/**
 * The gift cards area's gift card product (the original's gift-card settings): what customers buy,
 * its denominations in each store currency, and its commands; Create when the store sells none yet.
 */
export function GiftCardProduct() {
  const list = useAtomValue(productListAtom(GIFT_CARD_PRODUCT))
  const found = list.data?.products[0] as Product | undefined
  if (list.isPending) return null
  return (
    <Section
      title={
        found ? (
          <>
            Gift card product: <Link to={productsNav.routes.record(found.id)}>{found.title}</Link>
          </>
        ) : (
          'Gift card product'
        )
      }
      actions={
        found ? (
          <CommandButton command="gift-cards.add-denomination" label="Add denomination" variant="ghost" />
        ) : (
          <CommandButton command="gift-cards.create-product" label="Create gift card product" variant="ghost" />
        )
      }
    >
      {found ? <GiftCardProductDetail id={found.id} /> : <p className={shared.muted}>The store sells no gift cards yet: create the product with its denominations.</p>}
    </Section>
  )
}
