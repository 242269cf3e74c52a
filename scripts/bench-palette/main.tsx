// The bench page of scripts/bench-palette.ts: the real palette host (hotkeys, palette, '?' sheet)
// over the real registry padded with generated commands to ?commands=N available, its API calls
// answered by the bench (a few hundred records for a code or an email).
import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { configureClient } from '@/api/client'
import { commandContextAtom } from '@/atoms/core/context'
import { createAppStore } from '@/atoms/core/query'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import { createRegistry } from '@/commands/core/registry'
import { createRunner, registry } from '@/commands/index'
import { CommandHost } from '@/palette/CommandHost'
import { PaletteKey } from '@/palette/PaletteKey'
import '@/ui/theme.css'

const wanted = Number(new URLSearchParams(location.search).get('commands') ?? 280)
configureClient({ baseUrl: location.origin })
const store = createAppStore()

const VERBS = ['Archive', 'Export', 'Duplicate', 'Rename', 'Review', 'Schedule', 'Assign', 'Tag', 'Refresh', 'Audit']
const NOUNS = ['shipping profile', 'tax rate', 'sales channel', 'return reason', 'price rule', 'store notice', 'webhook', 'batch job', 'invite', 'region note']
const GROUPS = ['Operations', 'Catalog tools', 'Finance', 'Fulfilment', 'Marketing', 'Support']

// Enough generated commands (titles and keywords like the real ones, no hotkeys) to list `wanted`.
const real = registry.available(store.get(commandContextAtom)).length
const generated: AnyCommand[] = Array.from({ length: Math.max(0, wanted - real) }, (_, i) =>
  defineCommand({
    id: `bench.generated-${i}`,
    title: `${VERBS[i % VERBS.length]} ${NOUNS[Math.floor(i / VERBS.length) % NOUNS.length]}${i >= 100 ? ` ${Math.floor(i / 100) + 1}` : ''}`,
    group: GROUPS[i % GROUPS.length] ?? 'Operations',
    keywords: ['bench', NOUNS[i % NOUNS.length] ?? ''],
    run: async () => undefined,
  }) as AnyCommand,
)
const benchRegistry = createRegistry([...registry.all, ...generated])

/** What the palette opens over in the console: a table of orders filling the page. */
function OrdersLikePage() {
  return (
    <table>
      <tbody>
        {Array.from({ length: 60 }, (_, i) => (
          <tr key={i}>
            {['#' + (1000 + i), `buyer${i}@example.com`, 'pending', 'captured', 'not fulfilled', '€42.00', 'Europe', 'Webshop'].map((text) => (
              <td key={text}>{text}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

// As the console does once its first table has painted: the palette's code and what it reads load then.
requestAnimationFrame(() => setTimeout(() => store.set(backgroundDataReadyAtom, true)))

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={['/a/orders']}>
          <button type="button">Page</button>
          <OrdersLikePage />
          <PaletteKey />
          <CommandHost runner={createRunner(store, benchRegistry)} />
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  )
