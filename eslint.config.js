import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';

const rulesDir = path.resolve('src/rules');

/**
 * src/rules is the game itself: pure, deterministic, runnable in Node. It may import only
 * from inside src/rules (no Phaser, storage, bus, DOM or the rest of src).
 */
const purity = {
  rules: {
    'rules-stay-pure': {
      meta: {
        type: 'problem',
        messages: {
          outside: "src/rules may not import '{{name}}': the rules engine imports only from inside src/rules.",
        },
        schema: [],
      },
      create(context) {
        const check = (node) => {
          const name = node.source?.value;
          if (typeof name !== 'string') return;
          const relative = name.startsWith('.');
          const inside = relative && path.resolve(path.dirname(context.filename), name).startsWith(rulesDir);
          if (!inside) context.report({ node, messageId: 'outside', data: { name } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'docs/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/rules/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/rules/**/*.ts'],
    plugins: { deathmaze: purity },
    rules: {
      'deathmaze/rules-stay-pure': 'error',
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'self', 'globalThis'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded dice in the game state (src/rules/dice.ts).' },
        { object: 'Date', property: 'now', message: 'The rules are deterministic: no clocks.' },
      ],
    },
  },
);
