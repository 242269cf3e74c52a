import type { AdminPostDiscountsReq, Discount, DiscountCondition } from '@medusajs/client-types'
import { createDiscountMutation, discountQueries } from '@/atoms/discounts/keys'
import { arg, defineCommand, inGroup, openPanel, type CommandTools } from '@/commands/core/define'
import { discountsNav } from '@/models/discounts/area'
import { CODE_PATTERN } from '@/models/discounts/rules'
import { discountArg, discountIn } from './discounts'

type Conditions = NonNullable<NonNullable<AdminPostDiscountsReq['rule']>['conditions']>

/** A condition as a create body takes it: its operator and its resources' ids (read with the condition, the rule holds none). */
async function conditionBody(discountId: string, condition: DiscountCondition, fetch: CommandTools['fetch']): Promise<Conditions[number]> {
  const { discount_condition } = await fetch(discountQueries.condition(discountId, condition.id, condition.type))
  const resources = (discount_condition[condition.type] ?? []) as ReadonlyArray<{ id: string }>
  return { operator: discount_condition.operator, [condition.type]: resources.map((resource) => resource.id) }
}

/** The copy's body: everything the original's create took, under a new code (the original admin's "Duplicate"). */
export async function duplicateBody(original: Discount, code: string, fetch: CommandTools['fetch']): Promise<AdminPostDiscountsReq> {
  const rule = original.rule
  const conditions = await Promise.all((rule?.conditions ?? []).map((condition) => conditionBody(original.id, condition, fetch)))
  return {
    code,
    rule: { type: rule?.type ?? 'percentage', value: rule?.value ?? 0, allocation: rule?.allocation ?? 'total', description: rule?.description || undefined, conditions },
    regions: (original.regions ?? []).map((region) => region.id),
    is_dynamic: original.is_dynamic,
    is_disabled: original.is_disabled,
    starts_at: original.starts_at,
    ends_at: original.ends_at ?? undefined,
    valid_duration: original.valid_duration ?? undefined,
    usage_limit: original.usage_limit ?? undefined,
    metadata: original.metadata ?? undefined,
  }
}

export const duplicateDiscount = defineCommand({
  id: 'discounts.duplicate',
  title: 'Duplicate discount',
  keywords: ['copy', 'clone', 'new from'],
  args: {
    discountId: discountArg(),
    code: arg.text({
      label: 'Code of the copy',
      pattern: CODE_PATTERN,
      patternMessage: 'A code holds letters, digits, - and _ only, without spaces',
      initial: (ctx, args) => {
        const code = discountIn(ctx, args)?.code
        return code ? `${code}_COPY` : undefined
      },
    }),
  },
  confirm: (a, ctx) => {
    const original = discountIn(ctx, a)
    const live = original && !original.is_disabled ? ' It is enabled like the original: customers can use it at once.' : ''
    const codes = original?.is_dynamic ? ' The generated codes are not copied.' : ''
    return `Create ${a.code.toUpperCase()} with ${original?.code ?? 'the discount'}'s rule, conditions, regions and dates?${live}${codes}`
  },
  run: async (a, { fetch, mutate }) => {
    const original = (await fetch(discountQueries.detail(a.discountId))).discount as Discount
    const { discount } = await mutate(createDiscountMutation, await duplicateBody(original, a.code, fetch))
    return openPanel(discountsNav.routes.record(discount.id))
  },
})

export const duplicateDiscountCommands = inGroup('Discounts', [duplicateDiscount])
