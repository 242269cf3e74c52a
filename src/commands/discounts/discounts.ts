import type { AdminPostDiscountsReq, Discount, Region } from '@medusajs/client-types'
import { formatMoneyInput, parseMoney } from '@/api/money'
import { createDiscountMutation, deleteDiscountMutation, discountQueries, updateDiscountMutation } from '@/atoms/discounts/keys'
import { codePageQueries } from '@/atoms/discounts/code-pages'
import { recordAction } from '@/commands/core/action'
import { createRevert } from '@/commands/core/createUndo'
import { undoableSet } from '@/commands/core/undo'
import { DISCOUNTS } from './undo'
import { parseDecimal, type PartialArgs } from '@/commands/core/args'
import { defineArea } from '@/commands/core/area'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { endOfDay, startOfDay } from '@/commands/core/text'
import { recordIn } from '@/models/core/entity'
import { counted } from '@/models/core/text'
import { regionEntity } from '@/models/regions/entity'
import { discountsNav } from '@/models/discounts/area'
import { discountEntity } from '@/models/discounts/entity'
import { parseDuration, ruleText, usedText } from '@/models/discounts/format'
import { CODE_PATTERN, isDisabled, isEnabled } from '@/models/discounts/rules'

/** The discounts area: 'Go to discounts' (g i), 'Open discount…' (an exact code finds any code) and the nav link. */
export const discountsArea = defineArea(discountsNav, { entity: discountEntity, arg: 'discountId', keywords: ['find', 'code', 'lookup', 'coupon'] })

export const discountArg = () => entityArg(discountEntity)
/** The discount in the `discountId` argument as the operator has seen it (focused or picked). */
export const discountIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'discount', 'discountId', args)

type RuleType = 'percentage' | 'fixed' | 'free_shipping'
type MadeDiscount = {
  code: string
  rule: { type: RuleType; value?: number; allocation: 'total' | 'item'; description?: string }
  regions?: string[]
  is_dynamic?: boolean
  is_disabled?: boolean
  starts_at?: string
  ends_at?: string
  usage_limit?: number
  valid_duration?: string
}
const typeChoices = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off (one region, its currency)' },
  { value: 'free_shipping', label: 'Free shipping' },
] as const
const allocationChoices = [
  { value: 'total', label: 'Order total' },
  { value: 'item', label: 'Each eligible item' },
] as const

// A prompt skipped by its `default` for the rule types it does not apply to; `run` ignores its value.
const SKIPPED = ''
const onlyFor = (type: RuleType) => (_ctx: CommandContext, args: PartialArgs) => (args.type === type ? undefined : SKIPPED)

const today = () => new Date().toLocaleDateString('sv')
const localDay = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('sv') : undefined)

const codeArg = (initial?: (ctx: CommandContext, args: PartialArgs) => string | undefined) =>
  arg.text({ label: 'Code', placeholder: 'SUMMER15 (letters, digits, - and _; saved in capitals)', pattern: CODE_PATTERN, patternMessage: 'A code holds letters, digits, - and _ only, without spaces', initial })

function endAfterStart(end: string, start: string | undefined): string | undefined {
  if (start && end < start) return `Ends (${end}) must not be before Starts (${start})`
  if (!start && end < today()) return `Ends (${end}) is in the past: a discount that has ended cannot be used`
  return undefined
}

/**
 * A new discount is taken back while it is as it was made, was never used and (a dynamic one) has no
 * code yet (read afresh); a redo makes it again under its code.
 */
const discountCreated = createRevert<Discount>({
  command: 'discounts.create',
  kind: 'discount',
  read: (id, { fetch }) => fetch({ ...discountQueries.detail(id), staleTime: 0 }).then((r) => r.discount),
  name: (discount) => discount.code,
  made: (d) => ({
    code: d.code,
    rule: { type: d.rule?.type, value: d.rule?.value, allocation: d.rule?.allocation, description: d.rule?.description },
    conditions: d.rule?.conditions?.length ?? 0,
    regions: (d.regions ?? []).map((region) => region.id).sort(),
    is_dynamic: d.is_dynamic,
    is_disabled: d.is_disabled,
    starts_at: d.starts_at,
    ends_at: d.ends_at,
    usage_limit: d.usage_limit,
    valid_duration: d.valid_duration,
  }),
  holds: async (d, { fetch }) => {
    if (d.usage_count) return `used ${counted(d.usage_count, 'time')}`
    if (!d.is_dynamic) return undefined
    const codes = await fetch({ ...codePageQueries.page({ parentId: d.id, q: '', offset: 0, limit: 1 }), staleTime: 0 })
    return codes.count ? `${codes.exact ? '' : 'at least '}${counted(codes.count, 'code')}` : undefined
  },
  remove: (id, { mutate }) => mutate(deleteDiscountMutation, id),
  make: async (fields, { mutate }) => {
    const made = fields as MadeDiscount
    const { discount } = await mutate(createDiscountMutation, {
      code: made.code,
      rule: { type: made.rule.type, value: made.rule.value ?? 0, allocation: made.rule.allocation, description: made.rule.description ?? undefined },
      regions: made.regions ?? [],
      is_dynamic: made.is_dynamic ?? false,
      is_disabled: made.is_disabled ?? false,
      starts_at: made.starts_at ?? undefined,
      ends_at: made.ends_at ?? undefined,
      usage_limit: made.usage_limit ?? undefined,
      valid_duration: made.valid_duration ?? undefined,
    })
    return discount.id
  },
})

export const createDiscount = defineCommand({
  id: 'discounts.create',
  title: 'Create discount',
  keywords: ['new', 'add', 'coupon', 'promotion', 'code'],
  args: {
    code: codeArg(),
    type: arg.choice<RuleType>()({ label: 'Type', options: typeChoices }),
    regionId: arg.entity({ label: 'Region (the amount is in its currency)', search: pickerOf(regionEntity), default: onlyFor('fixed') }),
    regionIds: arg.entities({
      label: 'Regions',
      search: pickerOf(regionEntity),
      default: (_ctx, args) => (args.type === 'fixed' ? [] : undefined),
    }),
    percent: arg.number({ label: 'Percentage (1-100)', min: 1, max: 100, default: (_ctx, args) => (args.type === 'percentage' ? undefined : 0) }),
    amount: arg.money({
      label: 'Amount off',
      currency: (ctx, args) => pickedRecord<Region>(ctx, 'regionId', args.regionId)?.currency_code,
      default: (_ctx, args) => (args.type === 'fixed' ? undefined : 0),
      validate: (amount) => (amount > 0 ? undefined : 'Amount off must be more than zero'),
    }),
    allocation: arg.choice<'total' | 'item'>()({
      label: 'Applies to',
      options: allocationChoices,
      // Medusa's admin sends 'total' for free shipping: the allocation means nothing there.
      default: (_ctx, args) => (args.type === 'free_shipping' ? 'total' : undefined),
    }),
    description: arg.text({ label: 'Description', optional: true, more: true, placeholder: 'What it is for (shown to operators)' }),
    startsAt: arg.date({ label: 'Starts (empty: now)', optional: true }),
    endsAt: arg.date({ label: 'Ends (empty: never)', optional: true, validate: (end, args) => endAfterStart(end, args.startsAt as string | undefined) }),
    usageLimit: arg.number({ label: 'Usage limit (empty: unlimited)', optional: true, integer: true, min: 1 }),
    dynamic: arg.boolean({ label: 'Dynamic (a template for generated codes)' }),
    validDuration: arg.text({
      label: 'Each code valid for (empty: until the discount ends)',
      optional: true,
      placeholder: '30 days, 2 weeks, 12 hours, 1 month or P30D',
      default: (_ctx, args) => (args.dynamic === true ? undefined : SKIPPED),
      validate: (text) => (parseDuration(text) ? undefined : `"${text}" is not a duration: write 30 days, 2 weeks, 12 hours, 1 month or P30D`),
    }),
  },
  run: async (a, tools) => {
    const regions = a.type === 'fixed' ? [a.regionId] : a.regionIds
    const value = a.type === 'percentage' ? a.percent : a.type === 'fixed' ? a.amount : 0
    const body: AdminPostDiscountsReq = {
      code: a.code,
      rule: { type: a.type, value, allocation: a.allocation, description: a.description || undefined },
      regions,
      is_dynamic: a.dynamic,
      starts_at: a.startsAt ? startOfDay(a.startsAt) : undefined,
      ends_at: a.endsAt ? endOfDay(a.endsAt) : undefined,
      usage_limit: a.usageLimit,
      valid_duration: a.dynamic && a.validDuration ? parseDuration(a.validDuration) : undefined,
    }
    const { discount } = await tools.mutate(createDiscountMutation, body)
    discountCreated.told(tools, discount)
    return openPanel(discountsNav.routes.record(discount.id))
  },
  undo: discountCreated.undo,
})

const currencyOf = (d: Discount | undefined) => d?.regions?.[0]?.currency_code

/** The rule's value as the edit prompt shows it: "15" for 15 %, "5.00" for €5.00, nothing for free shipping. */
function valueInput(d: Discount | undefined): string | undefined {
  if (!d?.rule || d.rule.type === 'free_shipping') return undefined
  const currency = currencyOf(d)
  return d.rule.type === 'fixed' && currency ? formatMoneyInput(d.rule.value, currency) : String(d.rule.value)
}

/** The typed value in minor units or percent; an error message when it does not fit the rule. */
function parseValue(text: string, d: Discount | undefined): number | string {
  if (d?.rule?.type === 'fixed') {
    const amount = parseMoney(text, currencyOf(d) ?? 'eur')
    return amount !== undefined && amount > 0 ? amount : `"${text}" is not an amount more than zero`
  }
  const percent = parseDecimal(text)
  return Number.isFinite(percent) && percent >= 1 && percent <= 100 ? percent : 'A percentage is a number from 1 to 100'
}

export const editDiscount = editRecord({
  id: 'discounts.update',
  title: 'Edit discount',
  keywords: ['update', 'rename', 'code', 'value', 'dates', 'limit', 'description'],
  entity: discountEntity,
  arg: 'discountId',
  read: (id, { fetch }) => fetch({ ...discountQueries.detail(id), staleTime: 0 }).then((r) => r.discount),
  undoable: true,
  fields: (current) => ({
    code: codeArg(current((d) => d.code)),
    value: arg.text({
      label: 'Value (percent, or the amount in the region’s currency)',
      initial: current(valueInput),
      default: (ctx, args) => (discountIn(ctx, args)?.rule?.type === 'free_shipping' ? SKIPPED : undefined),
      validate: (text, args, ctx) => {
        const parsed = parseValue(text, discountIn(ctx, args))
        return typeof parsed === 'string' ? parsed : undefined
      },
    }),
    description: arg.text({ label: 'Description', optional: true, initial: current((d) => d.rule?.description) }),
    startsAt: arg.date({ label: 'Starts', initial: current((d) => localDay(d.starts_at)) }),
    endsAt: arg.date({
      label: 'Ends (empty: never)',
      optional: true,
      initial: current((d) => localDay(d.ends_at)),
      validate: (end, args) => endAfterStart(end, args.startsAt as string | undefined),
    }),
    usageLimit: arg.number({ label: 'Usage limit (empty: unlimited)', optional: true, integer: true, min: 1, initial: current((d) => d.usage_limit) }),
  }),
  run: async (a, { mutate, fetch, ctx }) => {
    const known = discountIn(ctx, a) ?? (await fetch(discountQueries.detail(a.discountId))).discount
    const value = a.value ? parseValue(a.value, known) : undefined
    const ruleId = known.rule_id ?? known.rule?.id
    const { discount } = await mutate(updateDiscountMutation, {
      id: a.discountId,
      body: {
        code: a.code,
        rule: ruleId ? { id: ruleId, description: a.description ?? '', ...(typeof value === 'number' ? { value } : {}) } : undefined,
        starts_at: startOfDay(a.startsAt),
        ends_at: a.endsAt ? endOfDay(a.endsAt) : null,
        usage_limit: a.usageLimit ?? null,
      },
    })
    return toast('Discount saved', `${discount.code} · ${ruleText(discount)}`)
  },
})

export const disableDiscount = undoableSet(recordAction({
  id: 'discounts.disable',
  title: 'Disable discount',
  keywords: ['pause', 'switch off', 'deactivate'],
  entity: discountEntity,
  arg: 'discountId',
  bulk: true,
  rule: isEnabled,
  confirm: (d) => `Disable ${d ? d.code : 'this discount'}? Customers can no longer use it until it is enabled again.`,
  mutation: updateDiscountMutation,
  vars: (id) => ({ id, body: { is_disabled: true } }),
  done: ({ discount }) => toast('Discount disabled', discount.code),
}), { revert: DISCOUNTS, arg: 'discountId', field: 'is_disabled', before: false, after: true })

export const enableDiscount = undoableSet(recordAction({
  id: 'discounts.enable',
  title: 'Enable discount',
  keywords: ['resume', 'switch on', 'activate'],
  entity: discountEntity,
  arg: 'discountId',
  bulk: true,
  rule: isDisabled,
  mutation: updateDiscountMutation,
  vars: (id) => ({ id, body: { is_disabled: false } }),
  done: ({ discount }) => toast('Discount enabled', discount.code),
}), { revert: DISCOUNTS, arg: 'discountId', field: 'is_disabled', before: true, after: false })

/** "Delete 3 discounts: SUMMER15 (used 41 times), TENOFF (used 12 times), …": the rows the table shows. */
export function deletePreview(records: readonly { id: string }[]): string {
  const shown = records.slice(0, 5).map((r) => usedText(r as Discount))
  const more = records.length > 5 ? `, and ${records.length - 5} more` : ''
  return `Delete ${counted(records.length, 'discount')}: ${shown.join(', ')}${more}? This cannot be undone.`
}

export const deleteDiscount = defineCommand({
  id: 'discounts.delete',
  title: 'Delete discount',
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  scope: 'discount',
  bulk: { kind: 'discount', arg: 'discountId', confirm: (records) => deletePreview(records) },
  args: { discountId: discountArg() },
  confirm: ({ discountId }, ctx) => {
    const d = discountIn(ctx, { discountId })
    return d ? deletePreview([d]) : 'Delete this discount? This cannot be undone.'
  },
  run: async ({ discountId }, { mutate }) => {
    await mutate(deleteDiscountMutation, discountId)
    return openPanel(discountsNav.routes.list())
  },
})

export const discountRecordCommands = inGroup('Discounts', [
  discountsArea.list,
  discountsArea.open,
  createDiscount,
  editDiscount,
  disableDiscount,
  enableDiscount,
  deleteDiscount,
])
