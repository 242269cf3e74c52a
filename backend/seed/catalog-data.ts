// The catalog as data: 60 products from one fixed table, expanded into options, variants, stock and
// prices with a seeded PRNG (same catalog every run).
import { type Prices } from './context'
import { Rng, slug } from './util'

export const COLLECTIONS = [
  'Essentials',
  'Summer Collection',
  'Winter Warmers',
  'Office & Desk',
  'Home & Living',
  'Limited Edition',
] as const
export type CollectionTitle = (typeof COLLECTIONS)[number]

type Template = 'size-color' | 'size' | 'color' | 'volume' | 'one' | 'pack' | 'sml' | 'laptop' | 'model' | 'scent' | 'format' | 'giftcard'
type Status = 'published' | 'draft' | 'proposed' | 'rejected'

// title, type, collection, tags, option template, base price (eur cents), status
type Row = [string, string, CollectionTitle | null, string[], Template, number, Status?]

const ROWS: Row[] = [
  ['Medusa T-Shirt', 'Apparel', 'Essentials', ['cotton', 'bestseller'], 'size-color', 1950],
  ['Medusa Sweatshirt', 'Apparel', 'Winter Warmers', ['winter'], 'size', 3950],
  ['Medusa Coffee Mug', 'Drinkware', 'Office & Desk', ['kitchen'], 'color', 1200],
  ['Classic Hoodie', 'Apparel', 'Winter Warmers', ['cotton', 'winter', 'bestseller'], 'size-color', 5900],
  ['Zip Hoodie', 'Apparel', 'Winter Warmers', ['winter'], 'size-color', 6500],
  ['Organic Crew Tee', 'Apparel', 'Essentials', ['organic', 'cotton'], 'size-color', 2400],
  ['Long Sleeve Tee', 'Apparel', 'Essentials', ['cotton'], 'size', 2900],
  ['Linen Shirt', 'Apparel', 'Summer Collection', ['summer', 'linen'], 'size', 4900],
  ['Polo Shirt', 'Apparel', 'Summer Collection', ['summer', 'cotton'], 'size-color', 3900],
  ['Tank Top', 'Apparel', 'Summer Collection', ['summer'], 'size', 1800],
  ['Relaxed Joggers', 'Apparel', 'Essentials', ['cotton'], 'size', 4500],
  ['Chino Shorts', 'Apparel', 'Summer Collection', ['summer'], 'size', 3500],
  ['Denim Jacket', 'Apparel', 'Limited Edition', ['limited'], 'size', 8900],
  ['Quilted Jacket', 'Apparel', 'Winter Warmers', ['winter', 'recycled'], 'size', 11900],
  ['Rain Shell', 'Apparel', null, ['recycled', 'outdoor'], 'size', 9500],
  ['Merino Wool Beanie', 'Accessories', 'Winter Warmers', ['winter', 'wool'], 'color', 2500],
  ['Baseball Cap', 'Accessories', 'Summer Collection', ['summer', 'cotton'], 'color', 2200],
  ['Bucket Hat', 'Accessories', 'Summer Collection', ['summer'], 'one', 2600],
  ['Everyday Socks', 'Apparel', 'Essentials', ['cotton'], 'pack', 900],
  ['Wool Scarf', 'Accessories', 'Winter Warmers', ['winter', 'wool'], 'color', 3500],
  ['Knit Gloves', 'Accessories', 'Winter Warmers', ['winter', 'wool'], 'sml', 2200],
  ['Canvas Tote Bag', 'Accessories', 'Essentials', ['cotton', 'eco'], 'color', 1500],
  ['Rolltop Backpack', 'Accessories', 'Office & Desk', ['recycled'], 'color', 8900],
  ['Laptop Sleeve', 'Accessories', 'Office & Desk', [], 'laptop', 3400],
  ['Leather Wallet', 'Accessories', 'Limited Edition', ['leather'], 'color', 4900],
  ['Keychain', 'Accessories', null, ['gift'], 'one', 800],
  ['Enamel Pin Set', 'Accessories', 'Limited Edition', ['gift', 'limited'], 'one', 1200],
  ['Sticker Pack', 'Stationery', 'Essentials', ['gift'], 'pack', 500],
  ['Phone Case', 'Accessories', null, [], 'model', 2500],
  ['Sunglasses', 'Accessories', 'Summer Collection', ['summer'], 'color', 5500],
  ['Beach Towel', 'Home', 'Summer Collection', ['summer', 'cotton'], 'color', 3200],
  ['Insulated Water Bottle', 'Drinkware', 'Essentials', ['eco', 'bestseller'], 'volume', 2900],
  ['Travel Tumbler', 'Drinkware', 'Office & Desk', [], 'volume', 2400],
  ['Espresso Cup Set', 'Drinkware', 'Home & Living', ['kitchen'], 'one', 2200],
  ['Enamel Camp Mug', 'Drinkware', 'Summer Collection', ['outdoor'], 'color', 1600],
  ['Glass Carafe', 'Drinkware', 'Home & Living', ['kitchen'], 'one', 2800],
  ['Scented Candle', 'Home', 'Home & Living', ['gift'], 'scent', 2400],
  ['Knit Throw Blanket', 'Home', 'Winter Warmers', ['winter', 'wool'], 'color', 7900],
  ['Linen Cushion Cover', 'Home', 'Home & Living', ['linen'], 'color', 2900],
  ['Ceramic Plant Pot', 'Home', 'Home & Living', [], 'sml', 1900],
  ['Cork Coaster Set', 'Home', 'Home & Living', ['kitchen', 'eco'], 'one', 1400],
  ['Wall Poster', 'Home', 'Limited Edition', ['gift', 'limited'], 'format', 1900],
  ['Desk Lamp', 'Home', 'Office & Desk', [], 'color', 6900],
  ['Wall Clock', 'Home', 'Home & Living', [], 'one', 4500],
  ['Kitchen Apron', 'Home', 'Home & Living', ['kitchen', 'cotton'], 'one', 2500],
  ['Dot Grid Notebook', 'Stationery', 'Office & Desk', ['bestseller'], 'format', 1600],
  ['Pocket Notebook Trio', 'Stationery', 'Office & Desk', [], 'one', 1200],
  ['Gel Pen Set', 'Stationery', 'Office & Desk', [], 'one', 900],
  ['Desk Planner', 'Stationery', 'Office & Desk', [], 'one', 2200],
  ['Greeting Card Set', 'Stationery', null, ['gift'], 'one', 1000],
  ['Wrapping Paper', 'Stationery', null, ['gift'], 'color', 700],
  ['Mouse Pad', 'Accessories', 'Office & Desk', [], 'sml', 1500],
  ['Cable Organizer', 'Accessories', 'Office & Desk', [], 'one', 1100],
  ['Monitor Stand', 'Home', 'Office & Desk', [], 'color', 7500],
  ['Puffer Vest', 'Apparel', 'Winter Warmers', ['winter'], 'size', 8500, 'draft'],
  ['Hiking Socks', 'Apparel', null, ['outdoor'], 'pack', 1400, 'draft'],
  ['Yoga Mat', 'Home', null, ['eco'], 'color', 4900, 'proposed'],
  ['Picnic Blanket', 'Home', 'Summer Collection', ['summer', 'outdoor'], 'one', 5900, 'draft'],
  ['Lunch Box', 'Home', null, ['kitchen', 'eco'], 'color', 2100, 'rejected'],
  ['Medusa Gift Card', 'Gift Card', null, ['gift'], 'giftcard', 2500],
]

const COLORS = ['Black', 'White', 'Navy', 'Sand', 'Forest', 'Rust', 'Charcoal', 'Oat', 'Sky', 'Sage']

const MATERIALS: Record<string, string> = {
  wool: 'Merino wool', linen: 'Linen', leather: 'Leather', recycled: 'Recycled polyester', cotton: 'Cotton',
  Drinkware: 'Stainless steel', Home: 'Mixed materials', Stationery: 'Recycled paper', Accessories: 'Canvas', Apparel: 'Cotton',
}

export interface VariantSeed {
  title: string
  sku: string
  values: string[]
  prices: Prices
  stock: number
  allowBackorder: boolean
}

export interface ProductSeed {
  title: string
  handle: string
  subtitle: string | null
  description: string
  type: string
  collection: CollectionTitle | null
  tags: string[]
  material: string
  weight: number
  status: Status
  isGiftCard: boolean
  /** Index into the sales channels: 0 the default channel, 1 Webshop. */
  channels: number[]
  options: string[]
  variants: VariantSeed[]
  hue: number
}

/** A price in all three currencies from the euro price (rounded like shop prices). */
export function localPrices(eur: number): Prices {
  const round = (value: number) => Math.max(100, Math.round(value / 50) * 50)
  return { eur, usd: round(eur * 1.1), gbp: round(eur * 0.86) }
}

function optionLists(template: Template, rng: Rng): { titles: string[]; values: string[][] } {
  const colors = (n: number) => rng.shuffle(COLORS).slice(0, n)
  switch (template) {
    case 'size-color': return { titles: ['Size', 'Color'], values: [['S', 'M', 'L'], colors(2)] }
    case 'size': return { titles: ['Size'], values: [['S', 'M', 'L', 'XL']] }
    case 'color': return { titles: ['Color'], values: [colors(3)] }
    case 'volume': return { titles: ['Volume'], values: [['500 ml', '750 ml']] }
    case 'one': return { titles: ['Size'], values: [['One size']] }
    case 'pack': return { titles: ['Pack'], values: [['Single', '3-pack']] }
    case 'sml': return { titles: ['Size'], values: [['Small', 'Medium', 'Large']] }
    case 'laptop': return { titles: ['Size'], values: [['13 inch', '15 inch']] }
    case 'model': return { titles: ['Model'], values: [['Standard', 'Plus', 'Max']] }
    case 'scent': return { titles: ['Scent'], values: [['Cedar', 'Fig', 'Sea Salt']] }
    case 'format': return { titles: ['Format'], values: [['A5', 'A4']] }
    case 'giftcard': return { titles: ['Denomination'], values: [['25', '50', '100']] }
  }
}

/** Bigger sizes and packs cost more; a gift card's price is its denomination. */
function variantPrice(base: number, values: string[], template: Template): number {
  if (template === 'giftcard') return Number(values[0]) * 100
  let price = base
  if (values.includes('XL') || values.includes('Large') || values.includes('15 inch') || values.includes('A4')) price += 300
  if (values.includes('750 ml') || values.includes('Max')) price += 400
  if (values.includes('3-pack')) price = Math.round((base * 2.5) / 50) * 50
  return price
}

function combinations(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]])
}

const SUBTITLES = ['Made to last', 'A customer favourite', 'New this season', null, null]

export function buildCatalog(): ProductSeed[] {
  const rng = new Rng(20240601)
  return ROWS.map(([title, type, collection, tags, template, base, status = 'published'], index) => {
    const handle = { 'Medusa T-Shirt': 't-shirt', 'Medusa Sweatshirt': 'sweatshirt', 'Medusa Coffee Mug': 'coffee-mug' }[title] ?? slug(title)
    const { titles, values } = optionLists(template, rng)
    const prefix = slug(title).toUpperCase().replace(/-/g, '').slice(0, 8)
    const variants = combinations(values).map((vals) => ({
      title: vals.join(' / '),
      sku: [prefix, ...vals.map((v) => v.toUpperCase().replace(/[^A-Z0-9]+/g, ''))].join('-'),
      values: vals,
      prices: localPrices(variantPrice(base, vals, template)),
      // A few sold-out variants (one that may be backordered) make stock columns worth a look.
      stock: template === 'giftcard' ? 0 : rng.chance(0.06) ? 0 : rng.int(25, 160),
      allowBackorder: template !== 'giftcard' && rng.chance(0.05),
    }))
    const channelRoll = rng.float()
    const channels = template === 'giftcard' || channelRoll < 0.7 ? [0, 1] : channelRoll < 0.85 ? [1] : [0]
    const materialKey = tags.find((t) => t in MATERIALS) ?? type
    const where = collection ? ` from our ${collection} line` : ''
    return {
      title,
      handle,
      subtitle: rng.pick(SUBTITLES),
      description: `${title}${where}. ${type === 'Apparel' ? 'Cut for everyday comfort and washable at 30 °C.' : 'Designed in-house and built for daily use.'}`,
      type,
      collection,
      tags,
      material: template === 'giftcard' ? '' : (MATERIALS[materialKey] ?? 'Mixed materials'),
      weight: template === 'giftcard' ? 0 : rng.int(1, 12) * 50,
      status,
      isGiftCard: template === 'giftcard',
      channels,
      options: titles,
      variants,
      hue: (index * 47) % 360,
    }
  })
}
