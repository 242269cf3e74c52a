import type { TaxRate } from '@medusajs/client-types'
import { createTaxRateMutation, deleteTaxRateMutation, taxRateQueries, updateTaxRateMutation } from '@/atoms/tax-rates/keys'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { regionEntity } from '@/models/regions/entity'
import { regionSetupNoticeFor } from '@/models/regions/setup'
import { percent, taxRateEntity } from '@/models/tax-rates/entity'

export const GROUP = 'Tax rates'

export const taxRateIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'tax-rate', 'taxRateId', args)

/** Medusa takes any number: a rate outside 0–100 is refused here, and the prompt keeps what was typed. */
const rateInRange = (rate: number) => (rate < 0 || rate > 100 ? 'A tax rate is a percentage from 0 to 100' : undefined)

/** The toast after a change: what changed, and whether the rate's region can now sell. */
export async function taxRateDone(rate: Pick<TaxRate, 'region_id'>, title: string, message: string | undefined, { queryClient }: Pick<CommandTools, 'queryClient'>) {
  const notice = await regionSetupNoticeFor(rate.region_id, queryClient)
  return toast(title, message ? `${message}. ${notice}` : notice)
}

type MadeRate = { region: string; name: string; code: string; rate: number | null }
const rateBody = ({ region, name, code, rate }: MadeRate) => ({ region_id: region, name, code, rate: rate ?? undefined })

/** A new rate is taken back while it is as it was made and applies to nothing yet (products, types, shipping options); a redo makes it again. */
const rateCreated = createRevert<TaxRate>({
  command: 'tax-rates.create',
  kind: 'tax-rate',
  read: (id, { fetch }) => fetch({ ...taxRateQueries.detail(id), staleTime: 0 }).then((r) => r.tax_rate as TaxRate),
  name: (rate) => rate.name,
  made: (r) => ({ region: r.region_id, name: r.name, code: r.code, rate: r.rate }),
  holds: (r) =>
    holding(r.products?.length, 'product') ?? holding(r.product_types?.length, 'product type') ?? holding(r.shipping_options?.length, 'shipping option'),
  remove: (id, { mutate }) => mutate(deleteTaxRateMutation, id),
  make: async (fields, { mutate }) => (await mutate(createTaxRateMutation, rateBody(fields as MadeRate))).tax_rate.id,
})

export const createTaxRate = defineCommand({
  id: 'tax-rates.create',
  title: 'Create tax rate',
  keywords: ['new', 'add', 'reduced rate', 'vat'],
  args: {
    regionId: entityArg(regionEntity),
    name: arg.text({ label: 'Name', placeholder: 'Reduced rate' }),
    code: arg.text({ label: 'Code', placeholder: 'REDUCED' }),
    rate: arg.number({ label: 'Rate (%)', validate: rateInRange }),
  },
  run: async (a, tools) => {
    const { tax_rate } = await tools.mutate(createTaxRateMutation, rateBody({ region: a.regionId, name: a.name.trim(), code: a.code.trim(), rate: a.rate }))
    rateCreated.told(tools, tax_rate as TaxRate)
    return taxRateDone(tax_rate, `${tax_rate.name} created`, `${percent(tax_rate.rate)}: add the products, product types or shipping options it applies to`, tools)
  },
  undo: rateCreated.undo,
})

export const editTaxRate = editRecord({
  id: 'tax-rates.edit',
  title: 'Edit tax rate',
  keywords: ['rename', 'code', 'percentage'],
  entity: taxRateEntity,
  arg: 'taxRateId',
  read: (id, { fetch }) => fetch({ ...taxRateQueries.detail(id), staleTime: 0 }).then((r) => r.tax_rate),
  undoable: true,
  fields: (current) => ({
    name: arg.text({ label: 'Name', initial: current((r) => r.name) }),
    code: arg.text({ label: 'Code', initial: current((r) => r.code) }),
    rate: arg.number({ label: 'Rate (%)', validate: rateInRange, initial: current((r) => r.rate) }),
  }),
  run: async (a, tools) => {
    const { tax_rate } = await tools.mutate(updateTaxRateMutation, { id: a.taxRateId, body: { name: a.name.trim(), code: a.code.trim(), rate: a.rate } })
    return taxRateDone(tax_rate, `${tax_rate.name} saved`, percent(tax_rate.rate), tools)
  },
})

export const deleteTaxRate = defineCommand({
  id: 'tax-rates.delete',
  title: 'Delete tax rate',
  keywords: ['remove'],
  hotkey: 'shift+backspace',
  scope: 'tax-rate',
  args: { taxRateId: entityArg(taxRateEntity) },
  confirm: (a, ctx) => {
    const rate = taxRateIn(ctx, a)
    return rate
      ? `Delete ${rate.name} (${percent(rate.rate)})? What it applied to is taxed at the region's rate again.`
      : "Delete this tax rate? What it applied to is taxed at the region's rate again."
  },
  run: async (a, tools) => {
    const rate = taxRateIn(tools.ctx, a) ?? ((await tools.fetch(taxRateQueries.detail(a.taxRateId))).tax_rate as TaxRate)
    await tools.mutate(deleteTaxRateMutation, a.taxRateId)
    return taxRateDone(rate, `${rate.name} deleted`, undefined, tools)
  },
})
