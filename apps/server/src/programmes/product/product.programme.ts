import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerProductRoutes } from './product.routes.ts'
import { productRelease } from './productRelease.ts'

/** The old mint (spec 2, route zhuzao): releases are paid to usable. */
export const productProgramme = defineProgramme({
  name: 'product',
  purposes: [],
  pools: ['product_pool'],
  jobs: [productRelease],
  routes: registerProductRoutes,
  devnet: { pools: [{ pool: 'product_pool', symbol: 'HAP', amount: '1000000' }] },
})
