import { addCurrency, editStore, removeCurrency, setDefaultCurrency, storeArea } from './store'

/** The store's settings: its details and link templates, its currencies and the default one. */
export const storeCommands = [storeArea.list, editStore, addCurrency, removeCurrency, setDefaultCurrency] as const
