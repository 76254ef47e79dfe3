/**
 * One record per action (src/games/deathmaze/moves/): every kind the game lists reads back from a
 * save through its own schema, and is named to the player by its own record, in the log (title)
 * and on the table (told).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAction } from '../../../../src/engine/driver';
import { playSensibly } from '../../../../src/games/deathmaze/autoplay';
import { advancedParty, standardParty } from '../../../../src/games/deathmaze/builders';
import { seedDice } from '../../../../src/games/deathmaze/dice';
import { apply, legalActions, newGame, type Action, type GameState } from '../../../../src/games/deathmaze/game';
import { actionSchemas, deathmazeMoves, describeAction, toldAction } from '../../../../src/games/deathmaze/moves';
import { deathmaze } from '../../../../src/games/deathmaze/ruleset';

const MOVES_DIR = join(__dirname, '../../../../src/games/deathmaze/moves');

/** Every legal action met along a few seeded delves, with the state it was legal in. */
function offered(): { state: GameState; action: Action }[] {
  const out: { state: GameState; action: Action }[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    const advanced = seed % 2 === 0;
    let s = newGame({ seed, party: advanced ? advancedParty() : standardParty(), ...(advanced ? { advanced: true } : {}) }).state;
    const rng = seedDice(seed * 7919);
    for (let step = 0; step < 400 && s.phase.kind !== 'over'; step++) {
      for (const action of legalActions(s)) out.push({ state: s, action });
      const next = playSensibly(s, rng);
      if (!next) break;
      s = apply(s, next).state;
    }
  }
  return out;
}

describe('moves: one record per action', () => {
  const seen = offered();

  it('every action kind has a file of its own in moves/, and the ruleset holds exactly those records', () => {
    const files = readdirSync(MOVES_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'define.ts').map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(Object.keys(deathmazeMoves).sort());
    expect(deathmaze.moves).toBe(deathmazeMoves);
    for (const [kind, move] of Object.entries(deathmazeMoves)) expect(move.type).toBe(kind);
    expect(Object.keys(actionSchemas).sort()).toEqual(Object.keys(deathmazeMoves).sort());
  });

  it('each listed action reads back through its own schema as it was (a save writes it so)', () => {
    expect(seen.length).toBeGreaterThan(1000);
    for (const { action } of seen) expect(readAction(deathmaze, JSON.parse(JSON.stringify(action)))).toEqual(action);
  });

  it('each listed action is named by its record, in the log and on the table, in words (never a bare kind or "undefined")', () => {
    const kinds = new Set<string>();
    for (const { state, action } of seen) {
      kinds.add(action.type);
      for (const words of [describeAction(action, state), toldAction(state, action)]) {
        expect(words).not.toMatch(/undefined|\[object|\bthe the\b/);
        expect(words).not.toBe(action.type);
        expect(words.length).toBeGreaterThan(3);
      }
    }
    // the delves reach most kinds; the rest are covered by the rules tests
    expect(kinds.size).toBeGreaterThan(15);
  });

  it('a record refuses a malformed action of its kind with a RuleError, before anything is applied', () => {
    expect(() => readAction(deathmaze, { type: 'move', dir: 7 })).toThrow(/Not a "move" action/);
    expect(() => readAction(deathmaze, { type: 'peg' })).toThrow(/Not a "peg" action/);
  });
});

describe('the Advanced Game joins a fight at named hooks (combat/hooks.ts)', () => {
  it('basic combat asks no question of which game it is in, and imports no Advanced module but for types', () => {
    const combat = ['combat', 'rounds', 'partyOptions', 'partyActions', 'monsterCombat', 'victory']
      .map((file) => readFileSync(join(__dirname, `../../../../src/games/deathmaze/combat/${file}.ts`), 'utf8'))
      .join('\n');
    expect(combat).not.toMatch(/isAdvanced|setup\.advanced/);
    const valueImports = [...combat.matchAll(/^import (?!type )[^;]*from '([^']+)';/gm)].map((m) => m[1]);
    expect(valueImports.filter((spec) => spec!.includes('/advanced/'))).toEqual([]);
  });
});
