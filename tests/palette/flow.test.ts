import { describe, expect, it } from 'vitest'
import { emptyContext } from '@/models/core/context'
import { arg, defineCommand, erase } from '@/commands/core/define'
import { answer, back, begin, confirmMessage, currentArgs, promptContext, reject, retry, type Prompt } from '@/palette/flow'

const rename = erase(
  defineCommand({
    id: 'test.rename',
    title: 'Rename',
    group: 'Test',
    args: { id: arg.text({ label: 'Id' }), title: arg.text({ label: 'Title' }) },
    confirm: ({ title }) => `Rename to ${title}?`,
    run: async () => undefined,
  }),
)

function prompt(step: ReturnType<typeof begin>): Prompt {
  if (step.kind !== 'prompt') throw new Error('expected a prompt')
  return step.prompt
}

describe('palette flow', () => {
  it('walks the arguments, then confirms, then runs with all values', () => {
    const first = prompt(begin(rename, emptyContext))
    expect(first.current).toBe('id')
    const second = prompt(answer(rename, emptyContext, first, 'p1'))
    expect(second.current).toBe('title')
    const confirm = prompt(answer(rename, emptyContext, second, 'Cap'))
    expect(confirm.current).toBe('confirm')
    const run = answer(rename, emptyContext, confirm, true)
    expect(run).toMatchObject({ kind: 'run', args: { id: 'p1', title: 'Cap' } })
  })

  it('back returns to the previous page and keeps what it held', () => {
    const second = prompt(answer(rename, emptyContext, prompt(begin(rename, emptyContext)), 'p1'))
    const typed = { ...second, drafts: { title: 'Ca' } }
    const previous = back(typed)
    expect(previous?.current).toBe('id')
    expect(previous?.values.id).toBe('p1')
    expect(previous?.drafts.title).toBe('Ca')
    expect(previous && back(previous)).toBeNull()
  })

  it('a rejected value stays as typed with its error', () => {
    const first = prompt(begin(rename, emptyContext))
    const rejected = reject(first, 'Id is required', '  ')
    expect(rejected).toMatchObject({ current: 'id', error: 'Id is required', drafts: { id: '  ' } })
  })

  it('after a failed run the prompt reopens with every argument kept', () => {
    const confirm = prompt(answer(rename, emptyContext, prompt(answer(rename, emptyContext, prompt(begin(rename, emptyContext)), 'p1')), 'Cap'))
    const again = retry(rename, confirm, 'Product with id: p1 was not found')
    expect(again.current).toBe('confirm')
    expect(again.error).toBe('Product with id: p1 was not found')
    expect(currentArgs(rename, emptyContext, again)).toEqual({ id: 'p1', title: 'Cap' })
  })

  it('after a failed run the arguments the context filled stay with the prompt, whatever the context is now', () => {
    const addNote = erase(
      defineCommand({
        id: 'test.add-note',
        title: 'Add note',
        group: 'Test',
        args: {
          orderId: arg.text({ label: 'Order', default: (ctx) => (ctx.focus?.kind === 'order' ? ctx.focus.id : undefined) }),
          value: arg.text({ label: 'Note' }),
        },
        run: async () => undefined,
      }),
    )
    const onOrder = { ...emptyContext, focus: { kind: 'order' as const, id: 'o1' } }
    const step = answer(addNote, onOrder, prompt(begin(addNote, onOrder)), 'Call back')
    if (step.kind !== 'run') throw new Error('expected a run')
    expect(step.args).toEqual({ orderId: 'o1', value: 'Call back' })
    // Signed in again, the order's page has not loaded: nothing is focused yet.
    const again = retry(addNote, step.prompt, 'You are not logged in', step.args)
    expect(again.current).toBe('value')
    expect(currentArgs(addNote, emptyContext, again)).toEqual({ orderId: 'o1' })
    const rerun = answer(addNote, emptyContext, again, 'Call back')
    expect(rerun).toMatchObject({ kind: 'run', args: { orderId: 'o1', value: 'Call back' } })
  })
})

describe('palette flow on a table selection', () => {
  const archive = erase(
    defineCommand({
      id: 'test.archive',
      title: 'Archive product',
      group: 'Test',
      bulk: { kind: 'product', arg: 'productId' },
      args: { productId: arg.text({ label: 'Product' }), note: arg.text({ label: 'Note', optional: true }) },
      run: async () => undefined,
    }),
  )
  const selected = { ...emptyContext, selection: { kind: 'product' as const, ids: ['p1', 'p2'] } }

  it('does not ask for the row argument and always confirms with the count', () => {
    const first = prompt(begin(archive, selected))
    expect(first.current).toBe('note')
    const confirm = prompt(answer(archive, selected, first, undefined))
    expect(confirm.current).toBe('confirm')
    expect(confirmMessage(archive, selected, {})).toBe('Archive product: 2 selected products. Continue?')
  })

  it('asks for the row argument when nothing is selected', () => {
    expect(prompt(begin(archive, emptyContext)).current).toBe('productId')
  })
})

describe('a record picked in a prompt', () => {
  type Item = { id: string; name: string; locked: boolean }
  const lock = erase(
    defineCommand({
      id: 'test.lock',
      title: 'Lock item',
      group: 'Test',
      when: (ctx) => !(ctx.focus?.entity as unknown as Item | undefined)?.locked,
      why: (ctx) => `${(ctx.focus?.entity as unknown as Item).name} is already locked`,
      args: { itemId: arg.entity({ label: 'Item', focus: 'product', search: async () => [] }) },
      confirm: (args, ctx) => `Lock ${(ctx.picked?.itemId as Item | undefined)?.name ?? 'this item'}?`,
      run: async () => undefined,
    }),
  )
  const open: Item = { id: 'i1', name: 'Blue mug', locked: false }
  const locked: Item = { id: 'i2', name: 'Red mug', locked: true }

  it('is checked against `when` once picked: a refusal stays on the page with the reason, nothing picked', () => {
    const first = prompt(begin(lock, emptyContext))
    const refused = prompt(answer(lock, emptyContext, first, locked.id, locked.name, locked))
    expect(refused).toMatchObject({ current: 'itemId', error: 'Red mug is already locked', history: [] })
    expect(refused.records).toEqual({})
  })

  it('travels with the prompt to the confirm question and the run, and is dropped when answered again without one', () => {
    const first = prompt(begin(lock, emptyContext))
    const confirm = prompt(answer(lock, emptyContext, first, open.id, open.name, open))
    expect(confirm.records).toEqual({ itemId: open })
    const ctx = promptContext(emptyContext, confirm)
    expect(confirmMessage(lock, ctx, currentArgs(lock, emptyContext, confirm))).toBe('Lock Blue mug?')
    const again = prompt(answer(lock, emptyContext, { ...confirm, current: 'itemId' }, 'i3'))
    expect(again.records).toEqual({})
  })
})
