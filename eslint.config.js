import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import rekryWeb from './apps/web/eslint/feature-zones.js';
import rekryServer from './apps/server/eslint/floors.js';

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    '**/dist-ssr/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read JSON answers of many shapes; `any` there keeps assertions short.
    files: ['**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'rekry-server': rekryServer },
    rules: { 'rekry-server/floors': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'rekry-web': rekryWeb },
    rules: { ...reactHooks.configs.recommended.rules, 'rekry-web/feature-zones': 'error' },
  },
  {
    // One door for a failure's toast (docs/conventions.md 'An error toast'), so its wording and the
    // 401 rule live in one place.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/error-toast.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='toast'][callee.property.name='error']",
          message: "Tell a failure with showError or a mutation's default (lib/error-toast.ts).",
        },
      ],
    },
  },
  {
    // The career site routes with wouter and reads with its own small query cache; React Router and
    // TanStack Query (the admin's) would add a third and a tenth to its first load.
    files: [
      'apps/web/src/features/careers/**/*.{ts,tsx}',
      'apps/web/src/app/public-app.tsx',
      'apps/web/src/entry-server.tsx',
      'apps/web/src/start-public.tsx',
      'apps/web/src/public-main.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'The career site routes with wouter (docs/decisions.md).' },
            {
              name: '@tanstack/react-query',
              message: 'The career site reads through features/careers/public-query.tsx (docs/decisions.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The staff's previews of the career site are drawn in the admin, under its TanStack Query client.
    files: [
      'apps/web/src/features/careers/company-preview.tsx',
      'apps/web/src/features/careers/position-preview.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'The career site routes with wouter (docs/decisions.md).' },
          ],
        },
      ],
    },
  },
);
