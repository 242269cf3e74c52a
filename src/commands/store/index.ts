import { addCurrency, editStore, removeCurrency, setDefaultCurrency, storeArea } from './store'
import { inGroup } from '@/commands/core/define'

/** The store's settings: its details and link templates, its currencies and the default one. */
export const storeCommands = inGroup('Store', [storeArea.list, editStore, addCurrency, removeCurrency, setDefaultCurrency])
