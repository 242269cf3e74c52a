import type { AdminPostProductCategoriesReq, ProductCategory } from '@medusajs/client-types'
import type { productCategories as categoriesApi } from '@/api/admin/product-categories'
import { defineRefusals, duplicateError, invalidData, notAllowed, notFound } from '../../support/refusals'

// Every refusal the product-categories mock imitates, one row each (tests/support/refusals.ts): run
// against msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/product-categories.ts.

export interface CategoryRefusalContext {
  api: typeof categoriesApi
  /** A category made for the row with one sub-category (both deleted after on the server). */
  parent: ProductCategory
  child: ProductCategory
  /** A product that exists. */
  productId: string
}

export async function makeCategories(
  api: typeof categoriesApi,
  name: (prefix: string) => string,
  productId: string,
): Promise<CategoryRefusalContext> {
  const { product_category: parent } = await api.create({ name: name('Refusal parent') })
  const { product_category: child } = await api.create({ name: name('Refusal child'), parent_category_id: parent.id })
  return { api, parent, child, productId }
}

const unknownCategory = notFound('ProductCategory with id: pcat_missing was not found')
/** Bodies the types forbid, sent as a careless client would. */
const loose = (body: Record<string, unknown>) => body as unknown as AdminPostProductCategoriesReq

export const refusals = defineRefusals<CategoryRefusalContext>({
  mock: 'product-categories',
  about: 'Each row acts on a category with one sub-category made for it and any product.',
  cases: [
    {
      route: 'GET /admin/product-categories/{id}',
      when: 'an unknown category',
      call: ({ api }) => api.retrieve('pcat_missing'),
      expected: unknownCategory,
    },
    {
      route: 'POST /admin/product-categories/{id}',
      when: 'an unknown category',
      call: ({ api }) => api.update('pcat_missing', { name: 'x' }),
      expected: unknownCategory,
    },
    {
      route: 'POST /admin/product-categories',
      when: 'an unknown parent',
      call: ({ api }) => api.create({ name: 'Orphan', parent_category_id: 'pcat_missing' }),
      expected: unknownCategory,
    },
    {
      route: 'DELETE /admin/product-categories/{id}',
      when: 'a category with sub-categories',
      call: ({ api, parent }) => api.delete(parent.id),
      expected: ({ parent }) => notAllowed(`Deleting ProductCategory (${parent.id}) with category children is not allowed`),
    },
    {
      route: 'POST /admin/product-categories',
      when: 'a handle in use',
      call: ({ api, parent }) => api.create({ name: 'Refused', handle: parent.handle }),
      expected: ({ parent }) => duplicateError(`Product_category with handle ${parent.handle} already exists.`),
    },
    {
      route: 'POST /admin/product-categories/{id}',
      when: 'a handle in use',
      call: ({ api, parent, child }) => api.update(child.id, { handle: parent.handle }),
      expected: ({ parent }) => duplicateError(`Product_category with handle ${parent.handle} already exists.`),
    },
    {
      route: 'POST /admin/product-categories',
      when: 'no name',
      call: ({ api }) => api.create(loose({})),
      expected: invalidData('name should not be empty, name must be a string'),
    },
    {
      route: 'POST /admin/product-categories/{id}/products/batch',
      when: "unknown products (the middleware's errors list names them)",
      call: ({ api, parent }) => api.addProducts(parent.id, { product_ids: [{ id: 'prod_missing' }] }),
      expected: {
        status: 400,
        type: undefined,
        message: 'Provided request body contains errors. Please check the data and retry the request',
        errors: ['Products prod_missing do not exist'],
      },
    },
    {
      route: 'POST /admin/product-categories/{id}/products/batch',
      when: "an unknown category (the join table's foreign key)",
      call: ({ api, productId }) => api.addProducts('pcat_missing', { product_ids: [{ id: productId }] }),
      expected: notFound('Product_category with product_category_id pcat_missing does not exist.'),
    },
  ],
})
