import type { Image, Product } from '@medusajs/client-types'
import { productQueries } from '@/atoms/products/keys'
import { defineEntity } from '@/models/core/entity'
import { fileNameOfUrl } from '@/models/uploads/files'

// A product's pictures as the operator knows them. Medusa v1 keeps them as URLs: the URL is an
// image's identity, and the thumbnail names one of them.

/** One picture of a product as the operator sees it: by place and file name (the URL is its identity). */
export interface ProductImageRow {
  /** The image's URL: what Medusa matches images by. */
  id: string
  url: string
  position: number
  total: number
  isThumbnail: boolean
}

/** The product's images in Medusa's order, each named by its place. */
export function imageRows(product: Pick<Product, 'thumbnail'> & { images?: Image[] | null }): ProductImageRow[] {
  const images = product.images ?? []
  return images.map((image, index) => ({
    id: image.url,
    url: image.url,
    position: index + 1,
    total: images.length,
    isThumbnail: image.url === product.thumbnail,
  }))
}

/** 'Image 2 of 4 · front.png'. */
export const imageLabel = (row: Pick<ProductImageRow, 'position' | 'total' | 'url'>) => `Image ${row.position} of ${row.total} · ${fileNameOfUrl(row.url)}`

/** The images of the product in the `productId` argument. */
export const productImageEntity = defineEntity<ProductImageRow>({
  noun: 'image',
  label: imageLabel,
  hint: (row) => (row.isThumbnail ? 'thumbnail' : undefined),
  search: async (q, { queryClient, args }) => {
    const productId = typeof args.productId === 'string' ? args.productId : undefined
    if (!productId) return []
    const { product } = await queryClient.fetchQuery(productQueries.detail(productId))
    const needle = q.trim().toLowerCase()
    return imageRows(product as Product).filter((row) => !needle || imageLabel(row).toLowerCase().includes(needle))
  },
})
