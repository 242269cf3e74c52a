import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { createAppStore, createQueryClient, mutation } from '@/atoms/core/query'
import type { CommandContext } from '@/models/core/context'
import { arg, defineCommand, erase, toast } from '@/commands/core/define'
import { executeCommand, makeTools, resolveArgs } from '@/commands/core/run'

const onProduct: CommandContext = { focus: { kind: 'product', id: 'prod_9' }, selection: null, flags: {}, user: null }

const addVariant = erase(
  defineCommand({
    id: 'test.add-variant',
    title: 'Add variant',
    group: 'Test',
    args: {
      productId: arg.entity({ label: 'Product', search: async () => [], default: (ctx) => (ctx.focus?.kind === 'product' ? ctx.focus.id : undefined) }),
      title: arg.text({ label: 'Title' }),
    },
    run: async ({ productId, title }) => toast(`${productId}:${title}`),
  }),
)

describe('resolveArgs', () => {
  it('asks which product when nothing is focused', () => {
    expect(resolveArgs(addVariant, { ...onProduct, focus: null }, {})).toEqual({ args: {}, pending: 'productId' })
  })

  it('skips the prompt a context default fills (on a product panel)', () => {
    expect(resolveArgs(addVariant, onProduct, {})).toEqual({ args: { productId: 'prod_9' }, pending: 'title' })
  })

  it('keeps given values over defaults and finishes when all are there', () => {
    expect(resolveArgs(addVariant, onProduct, { productId: 'prod_1', title: 'S' })).toEqual({ args: { productId: 'prod_1', title: 'S' }, pending: null })
  })
})

describe('executeCommand', () => {
  const tools = (ctx: CommandContext, queryClient = new QueryClient()) => makeTools(queryClient, ctx, createAppStore(queryClient))

  it('runs once and hands back the result', async () => {
    const outcome = await executeCommand(addVariant, { productId: 'p', title: 'S' }, tools(onProduct))
    expect(outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'p:S', message: undefined } })
  })

  it('reports a failure with the SPEC §8 message instead of throwing', async () => {
    const failing = erase(
      defineCommand({
        id: 'test.fail',
        title: 'Fail',
        group: 'Test',
        run: async () => {
          throw new MedusaApiError({ kind: 'invalid_request', status: 400, message: 'title must be a string' })
        },
      }),
    )
    const outcome = await executeCommand(failing, {}, tools(onProduct))
    expect(outcome).toMatchObject({ status: 'failed', message: 'title must be a string' })
  })

  it.each([
    [new MedusaApiError({ kind: 'connection', message: 'Something went wrong, Please try again.' }), 'The server cannot be reached'],
    [new MedusaApiError({ kind: 'api', status: 503, message: 'Service Unavailable' }), 'Server is currently unavailable'],
  ])('tells an outage as one, and that the input is kept for the second try (%#)', async (error, title) => {
    const failing = erase(
      defineCommand({
        id: 'test.outage',
        title: 'Outage',
        group: 'Test',
        run: async () => {
          throw error
        },
      }),
    )
    const outcome = await executeCommand(failing, {}, tools(onProduct))
    expect(outcome).toMatchObject({ status: 'failed', message: `${title}. Your input is kept: run it again once the server answers.` })
  })

  it('runs once per selected row and reports n done, m failed with reasons', async () => {
    const seen: string[] = []
    const archive = erase(
      defineCommand({
        id: 'test.archive',
        title: 'Archive products',
        group: 'Test',
        bulk: { kind: 'product', arg: 'productId' },
        args: { productId: arg.entity({ label: 'Product', search: async () => [] }) },
        run: async ({ productId }) => {
          seen.push(productId)
          if (productId === 'p2') throw new Error('Product is locked')
        },
      }),
    )
    const ctx: CommandContext = { ...onProduct, selection: { kind: 'product', ids: ['p1', 'p2', 'p3'] } }
    const outcome = await executeCommand(archive, {}, tools(ctx))
    expect(seen).toEqual(['p1', 'p2', 'p3'])
    expect(outcome).toEqual({
      status: 'bulk',
      done: 2,
      // Without the rows' records (or a named argument) a failure is named by its place, not its id.
      failed: [{ id: 'p2', name: 'Row 2', message: 'Product is locked' }],
      result: { type: 'toast', title: 'Archive products: 2 done, 1 failed', message: 'Row 2: Product is locked' },
    })
  })

  it('ignores a selection of another kind', async () => {
    const ctx: CommandContext = { ...onProduct, selection: { kind: 'order', ids: ['o1'] } }
    const bulk = erase(defineCommand({ id: 'test.bulk', title: 'B', group: 'T', bulk: { kind: 'product', arg: 'productId' }, args: { productId: arg.text({ label: 'P' }) }, run: async ({ productId }) => toast(productId) }))
    expect(await executeCommand(bulk, { productId: 'p' }, tools(ctx))).toMatchObject({ status: 'done', result: { title: 'p' } })
  })

  it('applies what a mutation declares it invalidates', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['things', 'list'], ['old'])
    queryClient.setQueryData(['other'], ['untouched'])
    const touch = mutation({ mutationFn: async (id: string) => id, invalidates: (_d, id) => [['things', 'list'], ['things', id]] })
    const cmd = erase(defineCommand({ id: 'test.touch', title: 'T', group: 'T', run: async (_a, { mutate }) => void (await mutate(touch, 'x')) }))
    await executeCommand(cmd, {}, tools(onProduct, queryClient))
    expect(queryClient.getQueryState(['things', 'list'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['other'])?.isInvalidated).toBe(false)
  })
})
