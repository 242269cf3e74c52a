import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// DESIGN.md's one-way layers: each layer lists the layers it may NOT import.
const layers = ['api', 'atoms', 'models', 'commands', 'palette', 'panels', 'ui', 'app']
const allowed = {
  api: [],
  atoms: ['api'],
  models: ['atoms', 'api'],
  commands: ['models', 'atoms', 'api'],
  ui: ['atoms'],
  palette: ['commands', 'models', 'atoms', 'ui'],
  panels: ['models', 'commands', 'atoms', 'api', 'ui'],
  app: layers,
}
const layerRules = layers.map((layer) => {
  const forbidden = layers.filter((other) => other !== layer && !allowed[layer].includes(other))
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.length
            ? [
                {
                  group: forbidden.flatMap((other) => [`@/${other}`, `@/${other}/**`, `**/${other}/**`]),
                  message: `src/${layer} may import only: ${allowed[layer].join(', ') || 'nothing of ours'} (DESIGN.md layers).`,
                },
              ]
            : [],
        },
      ],
    },
  }
})

// Boundaries inside the layers (DESIGN.md "Models, routes and the runner"), as a second rule so that
// they add to the layer rule above instead of replacing its patterns.
const domainsOf = (layer) =>
  readdirSync(`src/${layer}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['core', 'shared'].includes(entry.name))
    .map((entry) => entry.name)
const boundary = (files, group, message) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
})
/** Any domain's folder of a layer, but the engine's ('core' or 'shared') and the exceptions given. */
const domainsIn = (layer, engine, ...allowed) => [
  `@/${layer}/*/**`,
  `!@/${layer}/${engine}/**`,
  ...allowed.map((path) => `!@/${layer}/${path}`),
]
const boundaryRules = [
  // The engine never imports a domain.
  boundary(
    ['src/commands/core/**', 'src/models/core/**', 'src/atoms/core/**', 'src/panels/shared/**'],
    [...domainsIn('commands', 'core'), '@/commands/index', ...domainsIn('models', 'core'), ...domainsIn('panels', 'shared')],
    'The engine (core, shared) never imports a domain: take what differs per domain as an argument.',
  ),
  // A domain's commands reach another domain only through that domain's model.
  ...domainsOf('commands').map((domain) =>
    boundary(
      [`src/commands/${domain}/**`],
      [...domainsIn('commands', 'core', `${domain}/**`), '../*/**', '!../core/**'],
      `src/commands/${domain} reaches another domain only through its model (@/models/<domain>).`,
    ),
  ),
  // Panels run commands through the registry and the runner, never a domain's commands.
  boundary(['src/panels/**'], domainsIn('commands', 'core'), 'Panels import a domain\'s model, never its commands: run commands by id.'),
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'backend/node_modules', 'backend/.data', 'backend/.run', 'backend/uploads', 'coverage', 'tests/e2e/.artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerRules,
  ...boundaryRules,
)
