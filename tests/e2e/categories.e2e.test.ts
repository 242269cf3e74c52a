import { describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import { products } from '@/api/admin/products'
import { logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, idInUrl, pick, toast } from './keyboard'

// Issue #29, keyboard only, against the real backend with the product_categories flag on: create a
// category and a sub-category of it, add a product to the category, see it on the product's panel;
// each step checked through the API. The e2e database is kept between runs: names carry this run's stamp.
const stamp = Date.now().toString(36)
const parentName = `E2E Shoes ${stamp}`
const childName = `E2E Trail ${stamp}`
const productTitle = `E2E Sneaker ${stamp}`

describe('product categories, keyboard only', () => {
  let productId = ''
  let parentId = ''
  const browser = withSignedInBrowser(async (page) => {
    const { product } = await products.create({
      title: productTitle,
      status: 'draft',
      is_giftcard: false,
      discountable: true,
      options: [{ title: 'Size' }],
      variants: [{ title: 'One size', inventory_quantity: 0, prices: [], options: [{ value: 'One size' }] }],
    })
    productId = product.id
    await logIn(page, '/login?next=%2Fa%2Fproduct-categories')
    await page.waitForURL(/\/a\/product-categories$/)
    await page.getByRole('grid', { name: 'Categories' }).waitFor()
  })

  it('creates a category, then a sub-category of it from its panel', async () => {
    const page = browser.page
    await command(page, 'Create category')
    await expectPrompt(page, 'Create category › Name')
    await page.keyboard.type(parentName)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create category › Handle')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create category › Description')
    await page.keyboard.type('Shoes of every kind')
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Create category › Status')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create category › Visibility')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/product-categories\/pcat_/)
    parentId = idInUrl(page)
    await page.getByRole('article', { name: parentName }).getByText('No sub-categories').waitFor()
    const { product_category: parent } = await productCategories.retrieve(parentId)
    expect(parent).toEqual(expect.objectContaining({ name: parentName, description: 'Shoes of every kind', is_active: true, is_internal: false, parent_category_id: null }))

    // The open category is the focus: the sub-category goes under it without a parent prompt.
    await command(page, 'Add sub-category')
    await expectPrompt(page, 'Add sub-category… › Name')
    await page.keyboard.type(childName)
    await press(page, 'Enter')
    await expectPrompt(page, 'Add sub-category… › Handle')
    await press(page, 'Enter')
    await expectPrompt(page, 'Add sub-category… › Description')
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Add sub-category… › Status')
    await press(page, 'Enter')
    await expectPrompt(page, 'Add sub-category… › Visibility')
    // The page starts with the current choice typed in: it is replaced.
    await press(page, 'Control+a')
    await pick(page, 'Internal', /^Internal/)
    await toast(page, `Category ${childName} added`)
    await page.getByRole('article', { name: parentName }).getByRole('link', { name: childName }).waitFor()
    const { product_categories: children } = await productCategories.list({ parent_category_id: parentId })
    expect(children).toEqual([expect.objectContaining({ name: childName, is_active: true, is_internal: true, rank: 0 })])
    await page.getByRole('grid', { name: 'Categories' }).getByRole('row', { name: new RegExp(`${childName} \\(under ${parentName}\\)`) }).waitFor()
  })

  it('adds a product to the category, which its product panel then lists', async () => {
    const page = browser.page
    await command(page, 'Add products to category')
    await expectPrompt(page, 'Add products to category… › Products')
    await pick(page, productTitle, new RegExp(`^${productTitle}`))
    await press(page, 'Control+Enter')
    await page.getByRole('dialog').getByText(`Add 1 product to category ${parentName}?`, { exact: false }).waitFor()
    await press(page, 'Enter')
    await toast(page, `Added to ${parentName}`)
    const listed = await products.list({ category_id: [parentId], fields: 'id' })
    expect(listed.products.map((p) => p.id)).toEqual([productId])
    await page.getByRole('grid', { name: `Products in ${parentName}` }).getByRole('row', { name: new RegExp(productTitle) }).waitFor()

    await press(page, 'Escape')
    await command(page, 'Open product')
    await expectPrompt(page, 'Open product… › Product')
    await pick(page, productTitle, new RegExp(`^${productTitle}`))
    await page.waitForURL(new RegExp(`/a/products/${productId}`))
    await page.getByRole('article', { name: productTitle }).getByRole('link', { name: parentName }).waitFor()
  })
})
