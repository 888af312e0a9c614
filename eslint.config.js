import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

/** Test tooling lives in test/ and is imported only by tests and tools. */
const NO_TEST_TOOLING = {
  regex: '^#(test|tools)/|(^|/)(test|tools)/',
  message: 'The product never imports test tooling (test/) or tools (tools/).',
};

/**
 * Code the browser loads writes its schemas with zod's functional API (docs/decisions/030):
 * the classic API's methods come whole with every schema, a quarter of a screen's script.
 */
const browserZod = [
  {
    name: 'zod',
    message: "Code the browser loads imports 'zod/mini' (see docs/decisions/030).",
    allowTypeImports: true,
  },
  {
    name: 'lucide-react',
    message:
      "Import each icon from 'lucide-react/icons/<name>': the barrel reaches every icon, and " +
      "the first page's file (vite.config.ts) would take in those other screens draw.",
    allowTypeImports: true,
  },
];

/** What no file the browser loads imports: server code, test tooling, classic zod. */
const webRestrictions = (patterns = []) =>
  restrict(
    [
      { regex: '^#server/|(^|/)server/', message: 'The web app never imports server code.' },
      NO_TEST_TOOLING,
      ...patterns,
    ],
    browserZod,
  );

/**
 * Web features never import each other: what several of them use lives in src/web/lib or
 * src/web/components, and app/ composes the features. One block per feature folder, since a
 * rule's options in a later block replace the earlier ones rather than add to them.
 */
const WEB_FEATURES = readdirSync(new URL('./src/web/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = WEB_FEATURES.map((feature) => {
  const others = WEB_FEATURES.filter((name) => name !== feature).join('|');
  return {
    files: [`src/web/features/${feature}/**`],
    rules: webRestrictions([
      {
        regex: `(^|/)features/(${others})(/|$)|^(\\.\\./)+(${others})(/|$)`,
        message:
          'A web feature never imports another: move what they share to src/web/lib or ' +
          'src/web/components, or let app/ pass it in.',
      },
    ]),
  };
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A file of the product past 400 lines is two files.
  { files: ['src/**'], rules: { 'max-lines': ['error', { max: 400 }] } },
  // Patterns that can backtrack for seconds on hostile input are refused wherever they are.
  {
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  // Imports flow one way: web -> domain, server -> domain. Domain imports neither, and nothing
  // the product runs imports the tests' tooling.
  {
    files: ['src/domain/**'],
    rules: restrict(
      [
        {
          regex: '^#(server|web)/|(^|/)(server|web)/',
          message: 'src/domain is pure: it imports neither server nor web.',
        },
        NO_TEST_TOOLING,
      ],
      browserZod,
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrict([
      { regex: '^#web/|(^|/)web/', message: 'The server never imports web code.' },
      NO_TEST_TOOLING,
    ]),
  },
  {
    files: ['src/web/service-worker/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/web/**'],
    ignores: ['src/web/service-worker/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...webRestrictions() },
  },
  ...featureBoundaries,
  // A promise nobody awaits loses its failure; one handed where a callback's result is ignored
  // (an event handler) does too. Both need the types, so these rules read the TypeScript project.
  // A form's submit handler hands react-hook-form's handleSubmit promise to `void`: it settles
  // once the form has been checked and its mutation started, which reports its own failure.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
