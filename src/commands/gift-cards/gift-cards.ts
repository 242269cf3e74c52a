import type { AdminPostGiftCardsGiftCardReq, GiftCard, Region } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { cancelJobAtom, findJob, LATEST } from '@/atoms/core/jobs'
import { createGiftCardMutation, deleteGiftCardMutation, giftCardQueries, issueGiftCards, updateGiftCardMutation } from '@/atoms/gift-cards/keys'
import { recordAction } from '@/commands/core/action'
import { fieldSet, recordSets, undoableSet, withUndo } from '@/commands/core/undo'
import { createRevert } from '@/commands/core/createUndo'
import { exportGiftCards } from './export'
import { GIFT_CARDS } from './undo'
import { rule } from '@/models/core/rules'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { toCsv, csvDownload } from '@/commands/core/csv'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { freshRecord } from '@/commands/core/editConflict'
import { pickerOf } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { jobProgress } from '@/models/core/jobs'
import { counted, day } from '@/models/core/text'
import { endOfDay } from '@/commands/core/text'
import { regionEntity } from '@/models/regions/entity'
import { giftCardsNav } from '@/models/gift-cards/area'
import { giftCardEntity } from '@/models/gift-cards/entity'

const GROUP = 'Gift cards'

/** The gift cards area: 'Go to gift cards' (g g), 'Open gift card…' and the nav link. */
export const giftCardsArea = defineArea(giftCardsNav, { entity: giftCardEntity, arg: 'giftCardId', keywords: ['find', 'code'] })

const today = () => new Date().toISOString().slice(0, 10)
const notPast = (date: string) => (date < today() ? `Ends at cannot be in the past (today is ${today()})` : undefined)

const pickedRegion = (ctx: CommandContext, args: PartialArgs) => pickedRecord<Region>(ctx, 'regionId', args.regionId)
const cardIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'gift-card', 'giftCardId', args)

const regionArg = () => arg.entity({ label: 'Region', search: pickerOf(regionEntity) })
const valueArg = () =>
  arg.money({
    label: 'Value',
    currency: (ctx, args) => pickedRegion(ctx, args)?.currency_code,
    validate: (value) => (value <= 0 ? 'Value must be more than zero' : undefined),
  })
const endsAtArg = () => arg.date({ label: 'Ends at', optional: true, description: 'Empty: never expires', validate: notPast })

// The recipient as the original admin keeps it: the card's metadata `email` and `personal_message`.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
type Initial = (ctx: CommandContext, args: PartialArgs) => string | undefined
const recipientArg = (initial?: Initial) =>
  arg.text({ label: 'Recipient email', optional: true, description: 'Empty: none', pattern: EMAIL, patternMessage: 'Recipient email must be an address like name@example.com', initial })
const messageArg = (initial?: Initial) => arg.text({ label: 'Personal message', optional: true, description: 'Empty: none', initial })
const metaText = (card: GiftCard, key: string) => {
  const value = card.metadata?.[key]
  return typeof value === 'string' ? value : undefined
}

type MadeCard = { region_id: string; value: number; ends_at?: string; is_disabled?: boolean; metadata?: Record<string, unknown> }

/**
 * A new card is taken back while it is as it was made and nothing of it was spent (read afresh); a redo
 * issues a card of the same value again, under a new code (Medusa draws the code).
 */
const cardCreated = createRevert<GiftCard>({
  command: 'gift-cards.create',
  kind: 'gift-card',
  read: (id, { fetch }) => fetch({ ...giftCardQueries.detail(id), staleTime: 0 }).then((r) => r.gift_card),
  name: (card) => card.code,
  made: (card) => ({ region_id: card.region_id, value: card.value, ends_at: card.ends_at, is_disabled: card.is_disabled, metadata: card.metadata }),
  holds: (card) => (card.balance < card.value && card.region ? `${formatMoney(card.value - card.balance, card.region.currency_code)} spent` : undefined),
  remove: (id, { mutate }) => mutate(deleteGiftCardMutation, id),
  make: async (fields, { mutate }) => {
    const { region_id, value, ends_at, is_disabled, metadata } = fields as MadeCard
    const { gift_card } = await mutate(createGiftCardMutation, { region_id, value, ...(ends_at ? { ends_at } : {}), ...(is_disabled ? { is_disabled } : {}), ...(metadata ? { metadata } : {}) })
    return gift_card.id
  },
  remade: 'made again under a new code',
})

/** medusa#4544: the original admin could not create a custom gift card. */
export const createGiftCard = defineCommand({
  id: 'gift-cards.create',
  title: 'Create gift card',
  keywords: ['new', 'custom', 'voucher'],
  args: { regionId: regionArg(), value: valueArg(), endsAt: endsAtArg(), recipientEmail: recipientArg(), message: messageArg() },
  run: async (a, tools) => {
    const recipient = { ...(a.recipientEmail ? { email: a.recipientEmail.trim() } : {}), ...(a.message ? { personal_message: a.message } : {}) }
    const { gift_card } = await tools.mutate(createGiftCardMutation, {
      region_id: a.regionId,
      value: a.value,
      ends_at: a.endsAt ? endOfDay(a.endsAt) : undefined,
      ...(Object.keys(recipient).length ? { metadata: recipient } : {}),
    })
    cardCreated.told(tools, gift_card)
    return openPanel(giftCardsNav.routes.record(gift_card.id))
  },
  undo: cardCreated.undo,
})

export const editGiftCard = withUndo(editRecord({
  id: 'gift-cards.edit',
  title: 'Edit gift card',
  keywords: ['balance', 'update', 'expiry', 'ends at'],
  entity: giftCardEntity,
  arg: 'giftCardId',
  read: async (id, tools) => (await freshRecord(tools, giftCardQueries.detail(id))).gift_card,
  fields: (current) => ({
    balance: arg.money({
      label: 'Balance',
      description: 'Anything from 0 up to the card’s value',
      currency: current((card) => card.region?.currency_code),
      initial: current((card) => card.balance),
      validate: (balance, args, ctx) => {
        const card = cardIn(ctx, args)
        // Medusa refuses a balance above the value with a 500 "new balance is invalid": said here first.
        if (card?.region && balance > card.value) return `Balance cannot exceed the card’s value of ${formatMoney(card.value, card.region.currency_code)}`
        return undefined
      },
    }),
    endsAt: arg.date({ label: 'Ends at', optional: true, description: 'Empty: never expires', initial: current((card) => day(card.ends_at) || undefined) }),
    disabled: arg.boolean({ label: 'Disabled?', initial: current((card) => card.is_disabled) }),
    recipientEmail: recipientArg(current((card) => metaText(card, 'email'))),
    message: messageArg(current((card) => metaText(card, 'personal_message'))),
  }),
  run: async (a, tools) => {
    const { mutate, ctx } = tools
    // client-types has `ends_at?: string`, but the validator (IsOptional + IsDate) takes null, which clears it.
    const endsAt = (a.endsAt ? endOfDay(a.endsAt) : null) as string | undefined
    // Medusa merges metadata and deletes a key sent as '': only the recipient's two keys are touched.
    const shown = cardIn(ctx, a)
    const recipient = recipientChanges(shown, { email: a.recipientEmail?.trim() ?? '', personal_message: a.message ?? '' })
    const body: AdminPostGiftCardsGiftCardReq = { balance: a.balance, ends_at: endsAt, is_disabled: a.disabled, ...(recipient ? { metadata: recipient } : {}) }
    const { gift_card } = await mutate(updateGiftCardMutation, { id: a.giftCardId, body })
    // Its balance and whether it is disabled can be set back (as the operator saw them before): what an undo sends.
    if (shown) {
      recordSets(tools, [
        ...(shown.balance !== gift_card.balance ? [fieldSet(gift_card.id, gift_card.code, 'balance', shown.balance, gift_card.balance)] : []),
        ...(shown.is_disabled !== gift_card.is_disabled ? [fieldSet(gift_card.id, gift_card.code, 'is_disabled', shown.is_disabled, gift_card.is_disabled)] : []),
      ])
    }
    return toast(`Gift card ${gift_card.code} saved`, `Balance ${formatMoney(gift_card.balance, gift_card.region?.currency_code ?? 'eur')}`)
  },
}), GIFT_CARDS)

/** The recipient keys that differ from the card as shown ('' deletes one); undefined when none does. */
function recipientChanges(card: GiftCard | undefined, wanted: Record<'email' | 'personal_message', string>): Record<string, string> | undefined {
  const changed = Object.entries(wanted).filter(([key, value]) => (card ? (metaText(card, key) ?? '') !== value : value !== ''))
  return changed.length ? Object.fromEntries(changed) : undefined
}

export const disableGiftCard = undoableSet(recordAction({
  id: 'gift-cards.disable',
  title: 'Disable gift card',
  keywords: ['block', 'deactivate'],
  hotkey: 'shift+d',
  entity: giftCardEntity,
  arg: 'giftCardId',
  bulk: true,
  rule: rule<GiftCard>((card) => !card.is_disabled, (card) => `Gift card ${card.code} is disabled already`),
  mutation: updateGiftCardMutation,
  vars: (id) => ({ id, body: { is_disabled: true } }),
  done: ({ gift_card }) => toast(`Gift card ${gift_card.code} disabled`),
}), { revert: GIFT_CARDS, arg: 'giftCardId', field: 'is_disabled', before: false, after: true })

export const enableGiftCard = undoableSet(recordAction({
  id: 'gift-cards.enable',
  title: 'Enable gift card',
  keywords: ['unblock', 'activate'],
  hotkey: 'shift+e',
  entity: giftCardEntity,
  arg: 'giftCardId',
  bulk: true,
  rule: rule<GiftCard>((card) => card.is_disabled, (card) => `Gift card ${card.code} is not disabled`),
  mutation: updateGiftCardMutation,
  vars: (id) => ({ id, body: { is_disabled: false } }),
  done: ({ gift_card }) => toast(`Gift card ${gift_card.code} enabled`),
}), { revert: GIFT_CARDS, arg: 'giftCardId', field: 'is_disabled', before: true, after: false })

export const deleteGiftCard = recordAction({
  id: 'gift-cards.delete',
  title: 'Delete gift card',
  keywords: ['remove'],
  hotkey: 'shift+backspace',
  entity: giftCardEntity,
  arg: 'giftCardId',
  bulk: true,
  confirm: (card) => (card ? `Delete gift card ${card.code} (${formatMoney(card.balance, card.region?.currency_code ?? 'eur')} left)?` : 'Delete this gift card?'),
  mutation: deleteGiftCardMutation,
  done: () => openPanel(giftCardsNav.routes.list()),
})

export const issueGiftCardsCommand = defineCommand({
  id: 'gift-cards.issue',
  title: 'Issue gift cards…',
  keywords: ['bulk', 'several', 'batch', 'generate'],
  args: {
    count: arg.number({ label: 'How many', integer: true, min: 1, max: 1000 }),
    regionId: regionArg(),
    value: valueArg(),
    endsAt: endsAtArg(),
  },
  confirm: (a, ctx) => {
    const region = pickedRegion(ctx, a)
    const each = region ? formatMoney(a.value, region.currency_code) : String(a.value)
    return `Issue ${counted(a.count, 'gift card')} of ${each} each${region ? ` in ${region.name}` : ''}?`
  },
  run: async (a, tools) => {
    const region = pickedRegion(tools.ctx, a)
    const { done } = issueGiftCards(
      {
        count: a.count,
        value: a.value,
        regionId: a.regionId,
        regionName: region?.name ?? 'region',
        currencyCode: region?.currency_code ?? 'eur',
        endsAt: a.endsAt ? endOfDay(a.endsAt) : undefined,
      },
      { store: tools.store, queryClient: tools.queryClient, told: jobProgress },
    )
    // The job reports its own end; a failure inside it is a row of its summary, not of this command.
    void done.catch(() => undefined)
    return toast(`Issuing ${counted(a.count, 'gift card')}`, 'The gift cards panel shows the count; download the codes when it is done.')
  },
})

/** The button names its run; from the palette the latest run is meant. */
const runArg = () => arg.text({ label: 'Issue run', default: () => LATEST })

export const downloadIssuedGiftCards = defineCommand({
  id: 'gift-cards.download-issued',
  reads: true,
  title: 'Download issued gift card codes',
  keywords: ['csv', 'export', 'codes'],
  args: { jobId: runArg() },
  run: async (a, tools) => {
    const job = findJob(tools.store, { kind: 'gift-cards', id: a.jobId, ended: true })
    if (!job) throw new Error('No finished issue run in this session: issue gift cards first')
    if (!job.created.length) throw new Error('That run created no gift card')
    return csvDownload(job.filename, toCsv(job.columns, job.created))
  },
})

export const cancelIssue = defineCommand({
  id: 'gift-cards.cancel-issue',
  title: 'Cancel issuing gift cards',
  keywords: ['stop'],
  args: { jobId: runArg() },
  run: async (a, tools) => {
    const store = tools.store
    const job = findJob(store, { kind: 'gift-cards', id: a.jobId, running: true })
    if (!job) throw new Error('No gift cards are being issued')
    store.set(cancelJobAtom, job.id)
    return toast('Issuing canceled', `${counted(job.created.length, 'gift card')} created stay.`)
  },
})

export const giftCardCommands = inGroup(GROUP, [
  giftCardsArea.list,
  giftCardsArea.open,
  createGiftCard,
  editGiftCard,
  disableGiftCard,
  enableGiftCard,
  deleteGiftCard,
  issueGiftCardsCommand,
  downloadIssuedGiftCards,
  cancelIssue,
  exportGiftCards,
])
