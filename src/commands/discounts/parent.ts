import { discountQueries } from '@/atoms/discounts/keys'
import type { CommandTools } from '@/commands/core/define'
import { discountIn } from './discounts'

/** A dynamic discount's code for names and file names (the codes commands); its id never reaches the operator. */
export async function parentOf(id: string, tools: CommandTools): Promise<{ id: string; code: string }> {
  const known = discountIn(tools.ctx, { discountId: id })
  if (known) return { id, code: known.code }
  const { discount } = await tools.fetch(discountQueries.detail(id))
  return { id, code: discount.code }
}
