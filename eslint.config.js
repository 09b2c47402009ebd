// @ts-check
/**
 * One lint for the whole repository (`npm run lint`). The rules that keep the layout honest are
 * the import ones at the end: a web feature imports no other feature, `components/` and `lib/`
 * import no feature, and a server module reaches another module only through its `index.ts`.
 * CONTRIBUTING.md explains each rule and what to do when one fires.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir` (features of the web app, modules of the server). */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';

/** Each web feature: nothing from another feature. */
const featureZones = foldersIn(`./${WEB_FEATURES}/`).map((feature) => ({
  target: `./${WEB_FEATURES}/${feature}`,
  from: `./${WEB_FEATURES}`,
  except: [`./${feature}`],
  message: 'Một tính năng không nhập tính năng khác: chuyển phần dùng chung sang components/ hoặc lib/.',
}));

/** Each server module: another module only through that module's public index.ts. */
const modules = foldersIn(`./${SERVER_MODULES}/`);
const moduleZones = modules.map((module) => ({
  target: `./${SERVER_MODULES}/${module}`,
  from: `./${SERVER_MODULES}`,
  except: [`./${module}`, ...modules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
  message: 'Một module chỉ dùng module khác qua index.ts của nó.',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/data/', 'coverage/', 'test-results/', 'screenshots/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI's TextField autoFocus is kept on purpose: the first field of a form page or dialog.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: [`./${WEB_FEATURES}`, './apps/web/src/app'],
              message: 'components/, lib/ và config/ không nhập tính năng hay app/: chúng là phần dùng chung.',
            },
          ],
        },
      ],
    },
  },
  {
    // notistack loads with the first message (lib/snackbar.ts); a direct import would put it back
    // into the first download of every page that imports it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/snackbar.ts', 'apps/web/src/app/snackbar-host.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'notistack',
              allowTypeImports: true,
              message:
                'Dùng enqueueSnackbar/useSnackbar từ @/lib/snackbar: notistack chỉ tải khi có thông báo đầu tiên.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            {
              target: ['./apps/server/src/db', './apps/server/src/lib'],
              from: [`./${SERVER_MODULES}`, './apps/server/src/plugins'],
              message: 'db/ và lib/ là lớp dưới: không nhập module hay plugin.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The web app and the server never import each other; both build on packages/shared.
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tsa/web*', '@tsa/server*', '**/apps/**'], message: 'shared không phụ thuộc app nào.' },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools talk to the person running them.
    files: ['bench/src/**/*.ts', 'scripts/**/*.ts', 'apps/server/src/server.ts', 'e2e/support/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
