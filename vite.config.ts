import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { cspPlugin } from './scripts/cspPlugin.ts'
import { earlyGetsPlugin } from './scripts/earlyGetsPlugin.ts'

/**
 * Built files under /assets/ carry a content hash in their names: the served console lets the browser
 * keep them for good, so a page opened again (a link, a reload) asks for none of them. index.html
 * still revalidates, and names the new files after a rebuild.
 */
const immutableAssets: Plugin = {
  name: 'immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      if (request.url?.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      next()
    })
  },
}

export default defineConfig({
  plugins: [react(), immutableAssets, earlyGetsPlugin(), cspPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
