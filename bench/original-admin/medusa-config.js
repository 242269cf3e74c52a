// Read by `medusa-admin build` only (it looks for the @medusajs/admin plugin here): the original admin, built
// for the bench. The backend URL is passed on the command line by scripts/bench-original-admin.ts. The bundle
// goes under node_modules, out of git's and ESLint's way.
module.exports = {
  plugins: [{ resolve: '@medusajs/admin', options: { outDir: 'node_modules/.original-admin-build', path: '/' } }],
}
