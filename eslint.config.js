import { readdirSync, existsSync } from 'node:fs'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'

const featuresDir = 'apps/web/src/features'
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : []

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
  { target: './packages/core', from: './packages/chain', message: 'core is pure and does no I/O.' },
]

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/build/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
)
