import { productCategories } from '../../src/api/admin/product-categories'
import { type SeedContext, log } from './context'

// A category tree (Medusa's product_categories flag is on in medusa-config.js), so the categories area
// and the products' categories are not empty: two levels under Clothing, a few top-level categories,
// and one internal, inactive category with no products (the states the panels show).

interface Node {
  name: string
  description: string
  internal?: true
  inactive?: true
  children?: Node[]
  /** Which products go in: by the catalog's type and title. */
  holds?: (product: { type: string; title: string }) => boolean
}

const outerwear = /Jacket|Shell|Coat/
const bottoms = /Joggers|Shorts|Pants|Trousers/
const apparel = (p: { type: string }) => p.type === 'Apparel'

const TREE: Node[] = [
  {
    name: 'Clothing',
    description: 'Everything to wear',
    children: [
      { name: 'Tops', description: 'Tees, shirts and hoodies', holds: (p) => apparel(p) && !outerwear.test(p.title) && !bottoms.test(p.title) },
      { name: 'Bottoms', description: 'Joggers and shorts', holds: (p) => apparel(p) && bottoms.test(p.title) },
      { name: 'Outerwear', description: 'Jackets and shells', holds: (p) => apparel(p) && outerwear.test(p.title) },
    ],
  },
  { name: 'Accessories', description: 'Hats, bags and more', holds: (p) => p.type === 'Accessories' },
  {
    name: 'Home & Office',
    description: 'For the house and the desk',
    children: [
      { name: 'Drinkware', description: 'Mugs and bottles', holds: (p) => p.type === 'Drinkware' },
      { name: 'Stationery', description: 'Notebooks and pens', holds: (p) => p.type === 'Stationery' },
      { name: 'Home', description: 'Around the house', holds: (p) => p.type === 'Home' },
    ],
  },
  { name: 'Gift Ideas', description: 'Being put together: not shown to customers yet', internal: true, inactive: true },
]

export async function seedCategories(ctx: SeedContext): Promise<void> {
  let categories = 0
  let assigned = 0
  const make = async (node: Node, parentId?: string): Promise<void> => {
    const { product_category } = await productCategories.create({
      name: node.name,
      description: node.description,
      is_active: !node.inactive,
      is_internal: Boolean(node.internal),
      ...(parentId ? { parent_category_id: parentId } : {}),
    })
    categories += 1
    const held = node.holds ? ctx.products.filter((p) => !p.isGiftCard && node.holds?.(p)) : []
    if (held.length) {
      await productCategories.addProducts(product_category.id, { product_ids: held.map((p) => ({ id: p.id })) })
      assigned += held.length
    }
    // One at a time: a category's rank is its siblings' count when it is made.
    for (const child of node.children ?? []) await make(child, product_category.id)
  }
  for (const node of TREE) await make(node)
  log(`categories: ${categories}, ${assigned} products in them`)
}
