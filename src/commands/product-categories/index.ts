import { categoryRecordCommands } from './categories'
import { categoryProductCommands } from './products'
import { categoryTreeCommands } from './tree'

/** Product categories: the tree, its order and the products in each. */
export const productCategoryCommands = [...categoryRecordCommands, ...categoryTreeCommands, ...categoryProductCommands] as const
