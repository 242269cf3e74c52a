import type { ShippingProfile } from '@medusajs/client-types'
import { createShippingProfileMutation, deleteShippingProfileMutation, shippingProfileQueries, updateShippingProfileMutation } from '@/atoms/shipping/keys'
import { recordAction } from '@/commands/core/action'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, openPanel, toast } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { counted } from '@/models/core/text'
import { shippingProfilesSettings } from '@/models/shipping/area'
import { shippingProfileEntity } from '@/models/shipping/entity'

const GROUP = 'Shipping profiles'

const PROFILE_TYPES = [
  { value: 'custom', label: 'Custom', hint: 'Products shipped apart from the rest' },
  { value: 'default', label: 'Default', hint: 'What products ship with unless told otherwise' },
  { value: 'gift_card', label: 'Gift card', hint: 'For gift card products' },
] as const
type ProfileType = (typeof PROFILE_TYPES)[number]['value']

/** A new profile is taken back while it is as it was made and no product or shipping option uses it; a redo makes it again. */
const profileCreated = createRevert<ShippingProfile>({
  command: 'shipping-profiles.create',
  kind: 'shipping-profile',
  read: (id, { fetch }) => fetch({ ...shippingProfileQueries.detail(id), staleTime: 0 }).then((r) => r.shipping_profile as ShippingProfile),
  name: (profile) => profile.name,
  made: (profile) => ({ name: profile.name, type: profile.type }),
  holds: (profile) => holding(profile.products?.length, 'product') ?? holding(profile.shipping_options?.length, 'shipping option'),
  remove: (id, { mutate }) => mutate(deleteShippingProfileMutation, id),
  make: async ({ name, type }, { mutate }) =>
    (await mutate(createShippingProfileMutation, { name: String(name), type: type as ProfileType })).shipping_profile.id,
})

export const createShippingProfile = defineCommand({
  id: 'shipping-profiles.create',
  title: 'Create shipping profile',
  group: GROUP,
  keywords: ['new', 'add'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'Bulky items' }),
    type: arg.choice<ProfileType>()({ label: 'Type', options: PROFILE_TYPES, initial: () => 'custom' }),
  },
  run: async (a, tools) => {
    const { shipping_profile } = await tools.mutate(createShippingProfileMutation, { name: a.name.trim(), type: a.type })
    profileCreated.told(tools, shipping_profile as ShippingProfile)
    return openPanel(shippingProfilesSettings.routes.record(shipping_profile.id))
  },
  undo: profileCreated.undo,
})

export const editShippingProfile = editRecord({
  id: 'shipping-profiles.edit',
  title: 'Edit shipping profile',
  group: GROUP,
  keywords: ['rename', 'type'],
  entity: shippingProfileEntity,
  arg: 'profileId',
  read: (id, { fetch }) => fetch({ ...shippingProfileQueries.detail(id), staleTime: 0 }).then((r) => r.shipping_profile),
  undoable: true,
  fields: (current) => ({
    name: arg.text({ label: 'Name', initial: current((p) => p.name) }),
    type: arg.choice<ProfileType>()({ label: 'Type', options: PROFILE_TYPES, initial: current((p) => p.type) }),
  }),
  run: async (a, { mutate }) => {
    const { shipping_profile } = await mutate(updateShippingProfileMutation, { id: a.profileId, body: { name: a.name.trim(), type: a.type } })
    return toast(`${shipping_profile.name} saved`, PROFILE_TYPES.find((t) => t.value === shipping_profile.type)?.label)
  },
})

/** 'Bulky items: 3 products and 2 shipping options use it.' */
function usage(profile: ShippingProfile): string {
  const products = profile.products?.length ?? 0
  const options = profile.shipping_options?.filter((o) => !o.deleted_at).length ?? 0
  if (!products && !options) return 'Nothing uses it.'
  const parts = [products && counted(products, 'product'), options && counted(options, 'shipping option')]
  return `${parts.filter(Boolean).join(' and ')} use${products + options === 1 ? 's' : ''} it.`
}

export const deleteShippingProfile = recordAction({
  id: 'shipping-profiles.delete',
  title: 'Delete shipping profile',
  group: GROUP,
  keywords: ['remove'],
  hotkey: 'shift+backspace',
  entity: shippingProfileEntity,
  arg: 'profileId',
  confirm: (profile) => (profile ? `Delete ${profile.name}? ${usage(profile)}` : 'Delete this shipping profile?'),
  mutation: deleteShippingProfileMutation,
  done: () => openPanel(shippingProfilesSettings.routes.list()),
})
