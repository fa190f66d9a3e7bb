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
