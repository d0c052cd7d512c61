// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Modules that must stay pure: no SDK, no HTTP, no storage (conventions.md, "dependencies point inward"). */
const innerLayers = ['src/domain/**', 'src/extraction/**', 'src/analysis/**'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'coverage/**', '.tmp/**', '**/*.d.ts', 'console/dist/**', 'console/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'bin/*.js', 'scripts/*.mjs', 'src/*/*.mjs', 'src/*/*/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: innerLayers,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/application/**', '**/adapters/**', '**/http/**', '**/graphql/**', '**/workers/**', '**/cli/**', '**/projections/**'], message: 'domain, extraction and analysis stay pure: they import nothing from the outer layers.' },
            { group: ['fastify', 'fastify/*', '@fastify/*', 'better-sqlite3', 'pg', 'nats', '@eventstore/*', '@apollo/*', 'graphql', 'type-graphql', 'pino'], message: 'no SDKs in the inner layers.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
);
