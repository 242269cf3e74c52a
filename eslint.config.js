import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// DESIGN.md's one-way layers: each layer lists the layers it may NOT import.
const layers = ['api', 'atoms', 'commands', 'palette', 'panels', 'ui', 'app']
const allowed = {
  api: [],
  atoms: ['api'],
  commands: ['atoms', 'api'],
  ui: ['atoms'],
  palette: ['commands', 'atoms', 'ui'],
  panels: ['commands', 'atoms', 'api', 'ui'],
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
)
