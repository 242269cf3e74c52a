import type { Product } from '@medusajs/client-types'
import { updateProductMutation } from '@/atoms/products/keys'
import { deleteUploadMutation, uploadFilesMutation } from '@/atoms/uploads/mutations'
import { fileAccepted, type PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, toast, type CommandTools, inGroup } from '@/commands/core/define'
import { recordIn } from '@/models/core/entity'
import { pickerOf } from '@/commands/core/entity'
import type { CommandContext } from '@/models/core/context'
import { errorMessage } from '@/commands/core/run'
import { fileNameOfUrl, filesProblem, formatBytes, IMAGE_MAX_BYTES } from '@/models/uploads/files'
import { imageLabel, imageRows, productImageEntity, type ProductImageRow } from '@/models/products/images'
import { productArg } from './products'
import { freshProduct } from './records'

// A product's pictures. Medusa v1 keeps them as URLs: POST /admin/products/{id} with `images` replaces
// the whole list and `thumbnail` names one URL. Files go to the file service first (/admin/uploads).

const GROUP = 'Product images'

/** Images only (by type, whatever the chooser let through), none empty, none over IMAGE_MAX_BYTES. */
function imageFilesProblem(files: readonly File[]): string | undefined {
  const others = files.filter((file) => !fileAccepted(file, 'image/*')).map((file) => file.name)
  if (others.length) return `Only image files can be product images, not ${others.join(', ')}`
  return filesProblem(files, IMAGE_MAX_BYTES)
}

const imageArg = (label = 'Image') => arg.entity({ label, search: pickerOf(productImageEntity), name: (record) => imageLabel(record as ProductImageRow) })

/** How the image in `imageUrl` is named in a question: by place when the product is known, else by file name. */
function imageNamed(ctx: CommandContext, args: PartialArgs): string {
  const url = String(args.imageUrl ?? '')
  // The picked row was listed just now; a button's image is named from the product the panel shows.
  const picked = ctx.picked?.imageUrl as ProductImageRow | undefined
  const product = recordIn(ctx, 'product', 'productId', args)
  const known = picked?.url === url ? picked : product ? imageRows(product).find((r) => r.url === url) : undefined
  return known ? imageLabel(known) : fileNameOfUrl(url)
}

const productTitle = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'product', 'productId', args)?.title ?? 'this product'

function requireImage(product: Product, url: string): string[] {
  const urls = (product.images ?? []).map((image) => image.url)
  if (!urls.includes(url)) throw new Error(`${product.title} no longer has ${fileNameOfUrl(url)}: it was changed meanwhile`)
  return urls
}

/**
 * Uploads the files, then sends the product's images with the new URLs last. Should Medusa refuse the
 * product change, the uploaded files are taken back so that a retry with the kept files leaves none
 * behind (the product's own error is what the operator reads).
 */
async function addImages(productId: string, files: readonly File[], tools: CommandTools) {
  const { mutate } = tools
  let uploaded: Array<{ url: string; key: string }>
  try {
    uploaded = (await mutate(uploadFilesMutation, files)).uploads
  } catch (error) {
    if (error instanceof Error) error.message = `The images could not be uploaded: ${errorMessage(error)}`
    throw error
  }
  try {
    // `images` replaces the list: it is composed from the product as it is now, never a stale copy.
    const product = await freshProduct(tools, productId)
    const images = [...(product.images ?? []).map((image) => image.url), ...uploaded.map((u) => u.url)]
    return await mutate(updateProductMutation, { id: productId, body: { images } })
  } catch (error) {
    await Promise.allSettled(uploaded.map((u) => mutate(deleteUploadMutation, u.key)))
    throw error
  }
}

export const addProductImages = defineCommand({
  id: 'products.add-images',
  title: 'Add images to product',
  keywords: ['upload', 'picture', 'photo', 'media', 'gallery'],
  hotkey: 'shift+i',
  scope: 'product',
  args: {
    productId: productArg(),
    files: arg.file({
      label: 'Images',
      description: `Image files (PNG, JPEG, WebP, …), up to ${formatBytes(IMAGE_MAX_BYTES)} each; added after the current images`,
      accept: 'image/*',
      multiple: true,
      validate: (files) => imageFilesProblem(files),
    }),
  },
  run: async ({ productId, files }, tools) => {
    const { product } = await addImages(productId, files, tools)
    return toast(files.length === 1 ? 'Image added' : `${files.length} images added`, `${product.title} has ${product.images?.length ?? 0} image(s)`)
  },
})

export const removeProductImage = defineCommand({
  id: 'products.remove-image',
  title: 'Remove product image',
  keywords: ['delete picture', 'photo', 'media'],
  args: { productId: productArg(), imageUrl: imageArg() },
  confirm: (args, ctx) => `Remove ${imageNamed(ctx, args)} from ${productTitle(ctx, args)}?`,
  run: async ({ productId, imageUrl }, tools) => {
    const { mutate } = tools
    const product = await freshProduct(tools, productId)
    const images = requireImage(product, imageUrl).filter((url) => url !== imageUrl)
    // Medusa keeps a thumbnail whose image is gone: the next image takes its place, or none is left
    // (an empty thumbnail, which Medusa replaces with the first image added later).
    const body = product.thumbnail === imageUrl ? { images, thumbnail: images[0] ?? '' } : { images }
    const { product: saved } = await mutate(updateProductMutation, { id: productId, body })
    return toast('Image removed', `${saved.title} has ${saved.images?.length ?? 0} image(s)`)
  },
})

export const setProductThumbnail = defineCommand({
  id: 'products.set-thumbnail',
  title: 'Set thumbnail of product',
  keywords: ['cover', 'main picture', 'primary image'],
  args: { productId: productArg(), imageUrl: imageArg('Thumbnail image') },
  run: async ({ productId, imageUrl }, tools) => {
    const { mutate } = tools
    requireImage(await freshProduct(tools, productId), imageUrl)
    const { product } = await mutate(updateProductMutation, { id: productId, body: { thumbnail: imageUrl } })
    return toast('Thumbnail set', `${product.title}: ${fileNameOfUrl(imageUrl)}`)
  },
})


// No "move image": Medusa 1.20 keeps no image order (no position column, no ORDER BY). Images come
// back in the join table's storage order, which after any deletion need not be the order they were
// linked in, so a reorder could not be promised (see tests/contract/admin-uploads-images.test.ts).
export const productImageCommands = inGroup(GROUP, [addProductImages, removeProductImage, setProductThumbnail])
