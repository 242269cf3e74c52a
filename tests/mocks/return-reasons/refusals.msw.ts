import { returnReasons } from '@/api/admin/return-reasons'
import type { MswRefusalSide } from '../refusals.test'
import { makeReasons, type ReturnReasonRefusalContext } from './refusals'

/** The return-reasons mock's side of its refusal table: a parent and a child made in a fresh db. */
export const msw: MswRefusalSide<ReturnReasonRefusalContext> = {
  context: () => makeReasons(returnReasons, 'refusal_parent'),
}
