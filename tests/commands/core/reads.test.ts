import { describe, expect, it } from 'vitest'
import { cannotUndo } from '@/commands/core/undoNote'
import { allCommands } from '@/commands/index'

// Which commands say "cannot be undone" before they run: every one that changes something without an
// undo. A command declares `reads` when it changes no record; anything else it leaves unset.

const byId = new Map(allCommands.map((command) => [command.id, command]))
const command = (id: string) => {
  const found = byId.get(id)
  if (!found) throw new Error(`no command ${id}`)
  return found
}

describe('reads', () => {
  it('marks every command that only moves, opens, finds, focuses, queues, exports, downloads or copies', () => {
    const reading = allCommands.filter((c) => /\.(list|open|jump|export|download[\w-]*|copy-[\w-]+|focus-[\w-]+)$|^queues\.|^views\.(open|next|queue|table-queue)$/.test(c.id))
    expect(reading.length).toBeGreaterThan(60)
    expect(reading.filter((c) => !c.reads).map((c) => c.id)).toEqual([])
  })

  it('is never said of a command that asks to confirm or declares an undo: both only come with a change', () => {
    expect(allCommands.filter((c) => c.reads && (c.confirm || c.undo)).map((c) => c.id)).toEqual([])
  })

  it('leaves changes without an undo to say so (creates, edits, fulfilment steps), and not changes with one', () => {
    for (const id of ['draft-orders.create', 'products.edit-variant-attributes', 'orders.create-fulfillment', 'views.save', 'discounts.start-import']) expect(cannotUndo(command(id)), id).toBe(true)
    for (const id of ['products.create', 'products.publish', 'orders.add-note', 'customers.edit', 'products.update', 'products.edit-attributes', 'activity.undo-last', 'orders.list', 'batch-jobs.export-orders']) expect(cannotUndo(command(id)), id).toBe(false)
  })
})
