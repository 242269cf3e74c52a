import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
// Modules without imports of their own, named with their extension: Vite loads its config natively.
import { DEFAULT_BACKEND_URL } from '../src/api/defaults.ts'
import { EARLY_GETS_GLOBAL } from '../src/api/early.ts'
import { BACKEND_URL_STORAGE_KEY, normalizeBackendUrl } from '../src/app/auth/backendUrlKey.ts'
import { earlyGets } from '../src/app/boot/earlyGets.ts'
import { ORDER_DETAIL_EXPAND } from '../src/atoms/orders/detailExpand.ts'
import { parseDashboardPath } from '../src/models/core/routes.ts'
import { EARLY_KEYS_GLOBAL, recordEarlyKeys, typedInto } from '../src/palette/earlyKeys.ts'

const AREA_MODULE = /\/src\/panels\/[^/]+\/([A-Za-z]+)Area\.tsx$/
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`)

/**
 * Per dashboard area ('orders'), the built files its lazy chunk needs beyond what index.html already
 * loads: the page's own area starts loading with the page, not once the entry has run.
 */
function areaFiles(bundle: OutputBundle | undefined): Record<string, string[]> {
  const chunks = Object.values(bundle ?? {}).filter((file): file is OutputChunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: string[], into = new Set<string>()) => {
    for (const name of start) if (!into.has(name)) closure(byName.get(name)?.imports ?? [], into.add(name))
    return into
  }
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  const files: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const name = chunk.facadeModuleId && AREA_MODULE.exec(chunk.facadeModuleId)?.[1]
    if (name) files[kebab(name)] = [...closure([chunk.fileName])].filter((file) => !entry.has(file)).map((file) => `/${file}`)
  }
  return files
}

/**
 * Puts a small classic script at the top of index.html that starts the page's first GETs (the session
 * check, a linked order) and its area's modules while the browser is still loading the console's
 * entry: they answer by the time the code asks for them (src/api/early.ts), instead of starting then.
 * It also records the keys pressed before the dashboard paints (src/palette/earlyKeys.ts).
 */
export function earlyGetsPlugin(): Plugin {
  let backend = DEFAULT_BACKEND_URL
  return {
    name: 'early-gets',
    configResolved(config) {
      // The build's default exactly as the console computes it (defaultBackendUrl in src/app/auth/backendUrl.ts).
      backend = normalizeBackendUrl(String(config.env.VITE_MEDUSA_BACKEND_URL ?? '')) ?? DEFAULT_BACKEND_URL
    },
    transformIndexHtml(_html, context) {
      // The GETs start before the modulepreload links are added: adding a link costs the page about a
      // millisecond (5-18 ms for an area's files), and the server's answer is the longer wait.
      const script = `(function (earlyGets, parseDashboardPath, recordEarlyKeys, typedInto) {
  try {
    var backend = localStorage.getItem(${JSON.stringify(BACKEND_URL_STORAGE_KEY)}) || ${JSON.stringify(backend)};
    var started = {};
    earlyGets(location.pathname, backend, ${JSON.stringify(ORDER_DETAIL_EXPAND)}, parseDashboardPath).forEach(function (url) {
      started[url] = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
      started[url].catch(function () {});
    });
    window[${JSON.stringify(EARLY_GETS_GLOBAL)}] = started;
  } catch (error) {}
  try {
    // A ctrl+k pressed before the dashboard paints opens the palette once it has (src/palette/earlyKeys.ts).
    if (location.pathname === '/' || location.pathname === '/a' || parseDashboardPath(location.pathname)) {
      window[${JSON.stringify(EARLY_KEYS_GLOBAL)}] = recordEarlyKeys(document, typedInto);
    }
  } catch (error) {}
  try {
    var route = parseDashboardPath(location.pathname);
    var files = ${JSON.stringify(areaFiles(context.bundle))}[route ? route.area : ''] || [];
    files.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  } catch (error) {}
})(${earlyGets.toString()}, ${parseDashboardPath.toString()}, ${recordEarlyKeys.toString()}, ${typedInto.toString()})`
      return [{ tag: 'script', children: script, injectTo: 'head-prepend' }]
    },
  }
}
