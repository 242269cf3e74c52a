import { productTags, products, productTypes } from '@/api/admin/products'
import { describeCalls } from '../harness'

const product = { product: { id: 'prod_1', title: 'Hat' } }

describeCalls('admin products', [
  { name: 'create', call: () => products.create({ title: 'Hat', is_giftcard: false }), method: 'POST', path: '/admin/products', body: { title: 'Hat', is_giftcard: false }, response: product },
  {
    name: 'list with filters',
    call: () => products.list({ q: 'hat', status: ['published'], sales_channel_id: ['sc_1'], tags: ['t1'], collection_id: ['c1'], type_id: ['ty1'], limit: 50, offset: 0, expand: 'variants' }),
    method: 'GET',
    path: '/admin/products',
    query: { q: 'hat', status: ['published'], sales_channel_id: ['sc_1'], tags: ['t1'], collection_id: ['c1'], type_id: ['ty1'], limit: '50', offset: '0', expand: 'variants' },
    response: { products: [], count: 0, offset: 0, limit: 50 },
  },
  { name: 'retrieve', call: () => products.retrieve('prod_1', { expand: 'variants,options' }), method: 'GET', path: '/admin/products/prod_1', query: { expand: 'variants,options' }, response: product },
  { name: 'update', call: () => products.update('prod_1', { title: 'Cap' }), method: 'POST', path: '/admin/products/prod_1', body: { title: 'Cap' }, response: product },
  { name: 'delete', call: () => products.delete('prod_1'), method: 'DELETE', path: '/admin/products/prod_1', response: { id: 'prod_1', object: 'product', deleted: true } },
  { name: 'set metadata', call: () => products.setMetadata('prod_1', { key: 'material', value: 'wool' }), method: 'POST', path: '/admin/products/prod_1/metadata', body: { key: 'material', value: 'wool' }, response: product },
  { name: 'types in use', call: () => products.listTypes(), method: 'GET', path: '/admin/products/types', response: { types: [] } },
  { name: 'tag usage', call: () => products.listTagUsage(), method: 'GET', path: '/admin/products/tag-usage', response: { tags: [] } },
  {
    name: 'create variant',
    call: () => products.createVariant('prod_1', { title: 'S', inventory_quantity: 3, prices: [{ currency_code: 'eur', amount: 1000 }], options: [{ option_id: 'opt_1', value: 'S' }] }),
    method: 'POST',
    path: '/admin/products/prod_1/variants',
    body: { title: 'S', inventory_quantity: 3, prices: [{ currency_code: 'eur', amount: 1000 }], options: [{ option_id: 'opt_1', value: 'S' }] },
    response: product,
  },
  { name: 'list variants', call: () => products.listVariants('prod_1', { limit: 10 }), method: 'GET', path: '/admin/products/prod_1/variants', query: { limit: '10' }, response: { variants: [], count: 0, offset: 0, limit: 10 } },
  { name: 'update variant', call: () => products.updateVariant('prod_1', 'var_1', { prices: [{ currency_code: 'eur', amount: 1200 }] }), method: 'POST', path: '/admin/products/prod_1/variants/var_1', body: { prices: [{ currency_code: 'eur', amount: 1200 }] }, response: product },
  { name: 'delete variant', call: () => products.deleteVariant('prod_1', 'var_1'), method: 'DELETE', path: '/admin/products/prod_1/variants/var_1', response: { variant_id: 'var_1', object: 'product-variant', deleted: true, product: {} } },
  { name: 'create option', call: () => products.createOption('prod_1', { title: 'Size' }), method: 'POST', path: '/admin/products/prod_1/options', body: { title: 'Size' }, response: product },
  { name: 'update option', call: () => products.updateOption('prod_1', 'opt_1', { title: 'Colour' }), method: 'POST', path: '/admin/products/prod_1/options/opt_1', body: { title: 'Colour' }, response: product },
  { name: 'delete option', call: () => products.deleteOption('prod_1', 'opt_1'), method: 'DELETE', path: '/admin/products/prod_1/options/opt_1', response: { option_id: 'opt_1', object: 'option', deleted: true, product: {} } },
  { name: 'list tags', call: () => productTags.list({ q: 'sum', limit: 10 }), method: 'GET', path: '/admin/product-tags', query: { q: 'sum', limit: '10' }, response: { product_tags: [], count: 0, offset: 0, limit: 10 } },
  { name: 'list types', call: () => productTypes.list({ q: 'sh' }), method: 'GET', path: '/admin/product-types', query: { q: 'sh' }, response: { product_types: [], count: 0, offset: 0, limit: 20 } },
])
