import { readdirSync, existsSync } from 'node:fs'
import tseslint from 'typescript-eslint'
import { boundariesPlugin } from './tools/eslint-boundaries.js'
import reactHooks from 'eslint-plugin-react-hooks'

const featuresDir = 'apps/web/src/features'
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : []
const programmesDir = 'apps/server/src/programmes'
const programmeFolders = existsSync(programmesDir) ? readdirSync(programmesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'base').map((entry) => entry.name) : []

/**
 * The feature-boundary rule (bulletproof-react): lib -> features -> app. Features never import
 * each other, and lib imports neither features nor app.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib must not depend on features.' },
  { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib must not depend on app.' },
  { target: `./${featuresDir}`, from: './apps/web/src/app', message: 'features must not depend on app.' },
  { target: './packages/core', from: './apps', message: 'core is pure and depends on no app.' },
  // The server's resources are below the programmes: programmes read them, never the other way round.
  ...['modules', 'auth', 'http', 'db'].map((resource) => ({
    target: `./apps/server/src/${resource}`,
    from: `./${programmesDir}`,
    message: 'Resources do not import programmes; the programme list composes them in app.ts.',
  })),
  // A programme stands on the base only: what two programmes share goes into the base.
  ...programmeFolders.map((programme) => ({
    target: `./${programmesDir}/${programme}`,
    from: `./${programmesDir}`,
    except: [`./${programme}`, './base'],
    message: 'Programmes do not import each other; put what they share in programmes/base.',
  })),
  { target: `./${programmesDir}/base`, from: `./${programmesDir}`, except: ['./base'], message: 'The base knows no programme; the list is handed to it.' },
  { target: './packages/core', from: './packages/chain', message: 'core is pure and does no I/O.' },
]

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/build/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/**/*.testing.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@hapdex/chain*', '@hapdex/server*', 'node:*', 'react*', 'viem*'], message: 'core is pure: no I/O, no React, no chain client.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
)
