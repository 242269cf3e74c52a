import { describe, expectTypeOf, it } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { appRunner, type CommandArgs, type CommandId } from '@/commands/index'

// The runner is typed end to end: an id not in the registry, an argument the command does not take,
// or a value of another type does not compile (the typecheck covers tests; each `@ts-expect-error`
// fails it if the line below it compiles). Nothing here is run: the calls sit in functions never called.

const runner = appRunner(createAppStore())

describe('run(id, args)', () => {
  it('takes a registered id with none, some or all of its arguments, each of its type', () => {
    const calls = () => {
      runner.run('products.create')
      runner.run('products.create', { title: 'Linen shirt' })
      runner.run('products.create', { title: 'Linen shirt', handle: undefined, status: 'draft' })
      runner.run('price-lists.save-prices', { priceListId: 'pl_1' })
      runner.run('session.logout')
      runner.run('session.logout', {})
    }
    expectTypeOf(calls).toBeFunction()
    expectTypeOf<'products.create'>().toExtend<CommandId>()
    expectTypeOf<CommandArgs<'price-lists.save-prices'>>().toEqualTypeOf<{ readonly priceListId?: string }>()
  })

  it('refuses an id that is not registered', () => {
    const calls = () => {
      // @ts-expect-error: no such command
      runner.run('products.craete')
      // @ts-expect-error: ids are the registry's, not any string
      runner.run('anything' as string)
    }
    // @ts-expect-error: not a command id
    const id: CommandId = 'products.craete'
    expectTypeOf(calls).toBeFunction()
    expectTypeOf(id).toBeString()
  })

  it('refuses an argument the command does not take, and a value of another type', () => {
    const calls = () => {
      // @ts-expect-error: save-prices has no argument listId
      runner.run('price-lists.save-prices', { listId: 'pl_1' })
      // @ts-expect-error: a price list id is a string
      runner.run('price-lists.save-prices', { priceListId: 42 })
      // @ts-expect-error: a status is one of the product statuses
      runner.run('products.create', { status: 'sold-out' })
      // @ts-expect-error: log out takes no argument
      runner.run('session.logout', { orderId: 'order_1' })
    }
    expectTypeOf(calls).toBeFunction()
  })
})
