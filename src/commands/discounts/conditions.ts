import type { DiscountCondition } from '@medusajs/client-types'
import {
  addConditionResourcesMutation,
  createConditionMutation,
  deleteConditionMutation,
  discountQueries,
  removeConditionResourcesMutation,
} from '@/atoms/discounts/keys'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import { pickedRecord } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { matchesText, type SearchTools } from '@/models/core/entity'
import { counted } from '@/models/core/text'
import { pickerOf, toOptions } from '@/commands/core/entity'
import { discountArg, discountIn } from './discounts'
import { conditionEntity, discountOf, RESOURCE_ENTITIES, type ConditionResource, type ConditionType } from '@/models/discounts/conditions'
import { CONDITION_TYPE_LABELS, conditionText } from '@/models/discounts/format'

// A discount's conditions: add one, add or remove its resources (picked by name), delete it.

const typeChoices = (Object.keys(CONDITION_TYPE_LABELS) as ConditionType[]).map((value) => ({ value, label: CONDITION_TYPE_LABELS[value] }))
const operatorChoices = [
  { value: 'in', label: 'Only these (in)' },
  { value: 'not_in', label: 'All but these (not in)' },
] as const

async function conditionOf(args: PartialArgs, tools: SearchTools): Promise<DiscountCondition | undefined> {
  return (await discountOf(args, tools))?.rule?.conditions?.find((c) => c.id === args.conditionId)
}

/** The resources a condition holds now, with their names (GET the condition with its resources expanded). */
async function heldResources(args: PartialArgs, tools: SearchTools): Promise<{ type: ConditionType; held: ConditionResource[] } | undefined> {
  const condition = await conditionOf(args, tools)
  if (!condition || typeof args.discountId !== 'string') return undefined
  const { discount_condition } = await tools.queryClient.fetchQuery(discountQueries.condition(args.discountId, condition.id, condition.type))
  return { type: condition.type, held: (discount_condition[condition.type] ?? []) as ConditionResource[] }
}

const conditionArg = () =>
  arg.entity({ label: 'Condition', search: async (q, tools) => toOptions(conditionEntity, await conditionEntity.search(q, tools), q) })

export const addCondition = defineCommand({
  id: 'discounts.add-condition',
  title: 'Add condition to discount',
  keywords: ['condition', 'restrict', 'exclude', 'only', 'products', 'collections', 'customer groups', 'tags', 'types'],
  args: {
    discountId: discountArg(),
    type: arg.choice<ConditionType>()({ label: 'Applies to', options: typeChoices }),
    operator: arg.choice<'in' | 'not_in'>()({
      label: 'Operator',
      options: operatorChoices,
      // Medusa keeps one condition per type and operator on a rule (422 otherwise): say so first.
      validate: (operator, args, ctx) => {
        const d = discountIn(ctx, args)
        const taken = d?.rule?.conditions?.find((c) => c.type === args.type && c.operator === operator)
        return taken && d ? `${d.code} already has a “${conditionText(taken)}” condition: add to its resources instead` : undefined
      },
    }),
    resourceIds: arg.entities({
      label: 'Resources (pick by name)',
      search: async (q, tools): Promise<EntityOption[]> => {
        const type = tools.args.type as ConditionType | undefined
        return type ? pickerOf(RESOURCE_ENTITIES[type])(q, tools) : []
      },
    }),
  },
  run: async ({ discountId, type, operator, resourceIds }, { mutate }) => {
    const { discount } = await mutate(createConditionMutation, { id: discountId, body: { operator, [type]: resourceIds } })
    return toast('Condition added', `${discount.code} · ${conditionText({ type, operator })} ${counted(resourceIds.length, 'item')}`)
  },
})

export const addConditionResources = defineCommand({
  id: 'discounts.add-condition-resources',
  title: 'Add to discount condition',
  keywords: ['condition', 'resources', 'batch', 'include', 'products', 'collections'],
  args: {
    discountId: discountArg(),
    conditionId: conditionArg(),
    resourceIds: arg.entities({
      label: 'Add (pick by name)',
      search: async (q, tools): Promise<EntityOption[]> => {
        const current = await heldResources(tools.args, tools)
        if (!current) return []
        const options = await pickerOf(RESOURCE_ENTITIES[current.type])(q, tools)
        // What the condition already holds is not offered again.
        return options.filter((o) => !current.held.some((r) => r.id === o.id))
      },
    }),
  },
  run: async ({ discountId, conditionId, resourceIds }, { mutate }) => {
    const { discount } = await mutate(addConditionResourcesMutation, { id: discountId, conditionId, ids: resourceIds })
    const condition = discount.rule?.conditions?.find((c) => c.id === conditionId)
    return toast('Condition updated', `${discount.code} · ${condition ? conditionText(condition) : 'condition'}: ${counted(resourceIds.length, 'item')} added`)
  },
})

export const removeConditionResources = defineCommand({
  id: 'discounts.remove-condition-resources',
  title: 'Remove from discount condition',
  keywords: ['condition', 'resources', 'batch', 'exclude'],
  args: {
    discountId: discountArg(),
    conditionId: conditionArg(),
    resourceIds: arg.entities({
      label: 'Remove (pick by name)',
      search: async (q, tools): Promise<EntityOption[]> => {
        const current = await heldResources(tools.args, tools)
        if (!current) return []
        const entity = RESOURCE_ENTITIES[current.type]
        return toOptions(entity, current.held.filter((r) => matchesText(q, entity.label(r))), q)
      },
    }),
  },
  run: async ({ discountId, conditionId, resourceIds }, { mutate }) => {
    const { discount } = await mutate(removeConditionResourcesMutation, { id: discountId, conditionId, ids: resourceIds })
    return toast('Condition updated', `${discount.code}: ${counted(resourceIds.length, 'item')} removed`)
  },
})

export const deleteCondition = defineCommand({
  id: 'discounts.delete-condition',
  title: 'Delete discount condition',
  keywords: ['condition', 'remove', 'unrestrict'],
  args: { discountId: discountArg(), conditionId: conditionArg() },
  confirm: ({ discountId, conditionId }, ctx) => {
    const d = discountIn(ctx, { discountId })
    const condition = pickedRecord<DiscountCondition>(ctx, 'conditionId', conditionId) ?? d?.rule?.conditions?.find((c) => c.id === conditionId)
    return `Delete the “${condition ? conditionText(condition) : 'condition'}” condition of ${d?.code ?? 'this discount'}? The discount then applies without it.`
  },
  run: async ({ discountId, conditionId }, { mutate }) => {
    const { discount } = await mutate(deleteConditionMutation, { id: discountId, conditionId })
    return toast('Condition deleted', discount.code)
  },
})

export const discountConditionCommands = inGroup('Discounts', [addCondition, addConditionResources, removeConditionResources, deleteCondition])
