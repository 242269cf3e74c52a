import type { AdminPostProductsReq } from '@medusajs/client-types'
import { collections } from '../../src/api/admin/collections'
import { products } from '../../src/api/admin/products'
import { uploads } from '../../src/api/admin/uploads'
import { COLLECTIONS, type ProductSeed, buildCatalog } from './catalog-data'
import { type ProductRef, type SeedContext, log, pricesFor } from './context'
import { initials, productImage } from './png'
import { at, mapLimit, must, slug } from './util'

/** Two generated pictures per product, uploaded in batches; answers the URLs per product. */
async function uploadImages(catalog: ProductSeed[]): Promise<string[][]> {
  const files = catalog.flatMap((seed) =>
    ([0, 1] as const).map(
      (variant) =>
        new File([new Uint8Array(productImage(initials(seed.title), seed.hue, variant))], `${seed.handle}-${variant + 1}.png`, {
          type: 'image/png',
        }),
    ),
  )
  const batches: File[][] = []
  for (let i = 0; i < files.length; i += 40) batches.push(files.slice(i, i + 40))
  const urls = (await mapLimit(batches, 2, (batch) => uploads.create(batch))).flatMap(({ uploads: done }) => done.map((u) => u.url))
  if (urls.length !== files.length) throw new Error(`uploaded ${urls.length} of ${files.length} images`)
  return catalog.map((_, i) => [at(urls, 2 * i), at(urls, 2 * i + 1)])
}

function toRequest(seed: ProductSeed, ctx: SeedContext, images: string[]): AdminPostProductsReq {
  return {
    title: seed.title,
    handle: seed.handle,
    ...(seed.subtitle ? { subtitle: seed.subtitle } : {}),
    description: seed.description,
    status: seed.status,
    is_giftcard: seed.isGiftCard,
    discountable: !seed.isGiftCard,
    type: { value: seed.type },
    ...(seed.collection ? { collection_id: ctx.collections[seed.collection] } : {}),
    tags: seed.tags.map((value) => ({ value })),
    ...(seed.material ? { material: seed.material } : {}),
    ...(seed.weight ? { weight: seed.weight } : {}),
    images,
    thumbnail: at(images, 0),
    sales_channels: seed.channels.map((i) => ({ id: at(ctx.salesChannels, i).id })),
    options: seed.options.map((title) => ({ title })),
    variants: seed.variants.map((variant) => ({
      title: variant.title,
      sku: variant.sku,
      inventory_quantity: variant.stock,
      manage_inventory: !seed.isGiftCard,
      allow_backorder: variant.allowBackorder,
      prices: pricesFor(variant.prices),
      options: variant.values.map((value) => ({ value })),
    })),
  }
}

/**
 * Collections, then 60 products (options, variants with stock and a price in every currency, two
 * uploaded images, tags, a type, a collection, sales channels).
 */
export async function seedCatalog(ctx: SeedContext): Promise<void> {
  for (const title of COLLECTIONS) {
    const { collection } = await collections.create({ title, handle: slug(title) })
    ctx.collections[title] = collection.id
  }
  const catalog = buildCatalog()
  const images = await uploadImages(catalog)
  const create = async (seed: ProductSeed, index: number): Promise<ProductRef> => {
    const { product } = await products.create(toRequest(seed, ctx, at(images, index)))
    if (product.type) ctx.productTypes[product.type.value] = product.type.id
    return {
      id: product.id,
      title: product.title,
      status: seed.status,
      type: seed.type,
      collection: seed.collection,
      channelIds: seed.channels.map((i) => at(ctx.salesChannels, i).id),
      isGiftCard: seed.isGiftCard,
      variants: seed.variants.map((v) => ({
        id: must(product.variants.find((pv) => pv.sku === v.sku), `variant ${v.sku}`).id,
        title: v.title,
        sku: v.sku,
        prices: v.prices,
        stock: v.stock,
        allowBackorder: v.allowBackorder,
      })),
    }
  }
  // Types and tags are found or created by value, with no unique index: products that bring a new
  // one go first, one at a time, so parallel creates never make the same tag twice.
  const seen = new Set<string>()
  const first = catalog.flatMap((seed, index) => {
    const names = [`type:${seed.type}`, ...seed.tags.map((t) => `tag:${t}`)]
    if (names.every((n) => seen.has(n))) return []
    names.forEach((n) => seen.add(n))
    return [index]
  })
  const refs: ProductRef[] = new Array<ProductRef>(catalog.length)
  for (const index of first) refs[index] = await create(at(catalog, index), index)
  const rest = catalog.map((_, index) => index).filter((index) => !first.includes(index))
  await mapLimit(rest, 6, async (index) => {
    refs[index] = await create(at(catalog, index), index)
  })
  ctx.products = refs
  const variantCount = ctx.products.reduce((n, p) => n + p.variants.length, 0)
  log(`catalog: ${COLLECTIONS.length} collections, ${ctx.products.length} products, ${variantCount} variants, ${images.length * 2} images`)
}
