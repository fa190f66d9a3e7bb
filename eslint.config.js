import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importMap from './eslint.import-map.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**', 'artifacts/**', 'coverage/**', 'bench/.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Import directions (DESIGN §1): the whole map, its elements and their public entries.
  ...importMap,
  {
    // Row locks are FOR NO KEY UPDATE, never FOR UPDATE. FOR UPDATE also blocks the FOR KEY SHARE
    // lock a foreign-key check takes on the parent row, so a transaction holding the firm's audit
    // lock and inserting a row that references a locked firm, case or session waited on one that
    // held that row and waited for the audit lock: PostgreSQL aborted one as a deadlock (500s under
    // concurrent writes). NO KEY UPDATE serialises the lockers just the same (the key never changes).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='for'][arguments.0.value='update']",
          message: "Lock rows with .for('no key update'): FOR UPDATE blocks foreign-key checks on the row and deadlocks with the audit lock.",
        },
        {
          selector: 'TemplateElement[value.raw=/\\bfor update\\b/i]',
          message: "Lock rows with FOR NO KEY UPDATE: FOR UPDATE blocks foreign-key checks on the row and deadlocks with the audit lock.",
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The web app runs in the browser: browser globals, the rules of hooks (and the React Compiler's
    // checks). (No server code — the web reaches the server only over HTTP — is in the import map.)
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.flat['recommended-latest'].rules,
  },
  {
    files: ['apps/web/scripts/**/*.mjs', 'apps/web/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
