import type { Product } from '@medusajs/client-types'
import { rule } from '@/models/core/rules'

// What Medusa allows on a product, and the shapes the console asks for.

/** A product's statuses, in the order an operator moves through them. */
export const PRODUCT_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'proposed', label: 'Proposed' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]['value']

/** Medusa takes any text as a handle; storefront URLs need this shape (products and collections alike). */
export const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const HANDLE_MESSAGE = 'Handle may hold lowercase letters, digits and single dashes'

export const isUnpublished = rule<Product>((product) => product.status !== 'published', (product) => `${product.title} is already published`)
