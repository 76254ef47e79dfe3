import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The floors of the code. The kernel (src/engine) knows no game and imports only itself; a game
 * (src/games/<game>) imports only the kernel, itself and its schema library. Neither
 * touches Phaser, storage, the bus, the DOM or the rest of src.
 */
const FLOORS = [
  { dir: 'src/engine', may: ['src/engine'], packages: [] },
  { dir: 'src/games', may: ['src/engine', 'src/games'], packages: ['valibot'] },
];

/**
 * What the table may not reach: the scenes and panels read the session through the port they are
 * mounted with (src/tablePort.ts) and change it through the bus (src/bus.ts), never by importing
 * the session, the controller, the tab's claims or the store.
 */
const PAST_THE_PORT = ['src/session', 'src/controller', 'src/delveClaims', 'src/store'];

/** The module an import names, resolved from `file`, without its extension. */
const target = (file, name) => path.resolve(path.dirname(file), name).replace(/\.(ts|js)$/, '');

const floors = {
  rules: {
    'through-the-entry': {
      meta: {
        type: 'problem',
        messages: {
          inside: "'{{name}}' is inside a game: outside src/games a game is imported from its one entry ('{{entry}}', its index.ts).",
        },
        schema: [],
      },
      create(context) {
        const file = path.resolve(context.filename);
        const games = path.resolve('src/games');
        if (file.startsWith(games + path.sep)) return {};
        const check = (node) => {
          const name = node.source?.value;
          if (typeof name !== 'string' || !name.startsWith('.')) return;
          const to = target(file, name);
          if (!to.startsWith(games + path.sep)) return;
          const [game, ...rest] = path.relative(games, to).split(path.sep);
          if (rest.length > 0 && !(rest.length === 1 && rest[0] === 'index')) {
            context.report({ node, messageId: 'inside', data: { name, entry: `src/games/${game}` } });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
    'read-through-port': {
      meta: {
        type: 'problem',
        messages: {
          past: "'{{name}}' is past the table's port: scenes and panels read the session through the TablePort they are mounted with (src/tablePort.ts) and change it through the bus (src/bus.ts).",
        },
        schema: [],
      },
      create(context) {
        const file = path.resolve(context.filename);
        const check = (node) => {
          const name = node.source?.value;
          if (typeof name !== 'string' || !name.startsWith('.')) return;
          const to = target(file, name);
          const past = PAST_THE_PORT.some((p) => to === path.resolve(p) || to.startsWith(path.resolve(p) + path.sep));
          if (past) context.report({ node, messageId: 'past', data: { name } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
    'stay-on-floor': {
      meta: {
        type: 'problem',
        messages: {
          outside: "{{dir}} may not import '{{name}}': it imports only from {{may}}.",
        },
        schema: [],
      },
      create(context) {
        const file = path.resolve(context.filename);
        const floor = FLOORS.find((f) => file.startsWith(path.resolve(f.dir) + path.sep));
        if (!floor) return {};
        const check = (node) => {
          const name = node.source?.value;
          if (typeof name !== 'string') return;
          const allowed = name.startsWith('.')
            ? floor.may.some((dir) => path.resolve(path.dirname(file), name).startsWith(path.resolve(dir) + path.sep))
            : floor.packages.includes(name);
          if (!allowed) context.report({ node, messageId: 'outside', data: { name, dir: floor.dir, may: [...floor.may, ...floor.packages].join(', ') } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

/** The Deathmaze's tables a variant may override: reached through `tables(s)`, not imported (tables.ts). */
const RULE_TABLES = [
  'monsters', 'wanderingMonsterTable', 'roomMonsterTable', 'wanderingMonster', 'roomMonster',
  'combatResultsTable', 'crtRow', 'crtResult', 'crtColumnOf',
  'explorationTable', 'trapTable', 'trapResult', 'fountainTable', 'fountainResult', 'statueTable', 'statueResult',
  'trapDoorTable', 'trapDoorResult', 'negotiationTable', 'negotiationResult',
  'treasureTypeTable', 'gemTable', 'gemValue', 'magicItemTable', 'magicItem', 'weaponEffectTable', 'weaponEffect',
  'spells', 'ringSpells', 'specialAbilities', 'WIN_XP', 'WIN_BEZANTS', 'DETRAP_XP', 'XP_PER_WOUND_POINT',
];

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'docs/**', 'coverage/**', '.cache/**'] },
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
    // ~400 lines is where a file holds two jobs: a warning (it does not fail `npm run lint`),
    // counting every line as `wc -l` does, blank lines and comments included.
    files: ['src/**/*.ts'],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/games/**', 'src/engine/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/games/**/*.ts', 'src/engine/**/*.ts'],
    plugins: { floors },
    rules: {
      'floors/stay-on-floor': 'error',
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'self', 'globalThis'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded dice in the game state (src/engine/dice.ts).' },
        { object: 'Date', property: 'now', message: 'The rules are deterministic: no clocks.' },
      ],
    },
  },
  {
    // A game's modules form no loop: each rules area stands on the ones below it, so a variant can
    // take one area and leave the rest (type-only imports are not loops: they vanish at run time).
    files: ['src/games/**/*.ts', 'src/engine/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A rule reads the tables of the delve in hand (`tables(s)`, src/games/deathmaze/tables.ts), never
    // the Deathmaze's own by import, so a variant played by our rules plays with its own entries.
    files: ['src/games/deathmaze/**/*.ts'],
    ignores: ['src/games/deathmaze/data/**', 'src/games/deathmaze/tables.ts', 'src/games/deathmaze/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data/*'],
              importNames: RULE_TABLES,
              message: 'Read this table through the ruleset: tables(s).<name> (src/games/deathmaze/tables.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.ts', 'src/scenes/**/*.ts'],
    plugins: { floors },
    rules: { 'floors/read-through-port': 'error' },
  },
  {
    // A game is a folder with one door: the rest of src reads it through src/games/<game>/index.ts.
    files: ['src/**/*.ts'],
    ignores: ['src/games/**'],
    plugins: { floors },
    rules: { 'floors/through-the-entry': 'error' },
  },
);
