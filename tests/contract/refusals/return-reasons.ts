import { makeReasons, type ReturnReasonRefusalContext } from '../../mocks/return-reasons/refusals'
import type { RefusalSide } from '../../support/refusals'
import { returnReasons } from '../api'
import { unique } from '../helpers'

/** The return-reasons table against Medusa: a parent and a child under a fresh value (deleted after). */
export const medusa: Omit<RefusalSide<ReturnReasonRefusalContext>, 'name'> = {
  context: () => makeReasons(returnReasons, unique('contract_refusal').replace(/\W/g, '_')),
  async cleanUp({ parent, child }) {
    await returnReasons.delete(child.id)
    await returnReasons.delete(parent.id)
  },
}
