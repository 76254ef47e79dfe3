/**
 * Every event names a rule case by its number ("5.23", "11.3"), never a table's label ("11E")
 * nor a ruling alone: rulings are cited in the event's words ("(DATA ruling 23)") beside the case.
 * Two checks: every `rule:` written in the engine's source, and every event of seeded delves of
 * both games played by the autoplay policy.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { playSensibly } from '../../../src/games/deathmaze/autoplay';
import { advancedParty, standardParty } from '../../../src/games/deathmaze/builders';
import { seedDice } from '../../../src/games/deathmaze/dice';
import { apply, newGame, type GameEvent } from '../../../src/games/deathmaze/game';

const CASE = /^\d+\.\d+$/;
const RULES_DIR = join(__dirname, '../../../src/games/deathmaze');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

describe('every event cites a rule case by number', () => {
  it('each rule literal in src/games/deathmaze (events and refusals) is a case number', () => {
    const bad: string[] = [];
    for (const file of sources(RULES_DIR)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/rule: '([^']*)'|RuleError\('([^']*)'/g)) {
        const tag = m[1] ?? m[2]!;
        if (!CASE.test(tag) && tag !== '—') bad.push(`${file.slice(RULES_DIR.length + 1)}: ${tag}`);
      }
      for (const m of text.matchAll(/rule: [^'`\s,}][^,}]*\? '([^']*)' : '([^']*)'/g)) {
        for (const tag of [m[1]!, m[2]!]) if (!CASE.test(tag)) bad.push(`${file.slice(RULES_DIR.length + 1)}: ${tag}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('11.3 the events of 24 seeded delves (Basic and Advanced) all carry case numbers, spells included', () => {
    const kinds = new Set<string>();
    const bad: GameEvent[] = [];
    for (let seed = 1; seed <= 24; seed++) {
      const advanced = seed > 12;
      const start = newGame(advanced ? { seed, party: advancedParty(4), advanced: true } : { seed, party: standardParty(4) });
      let state = start.state;
      const check = (events: GameEvent[]) => {
        for (const e of events) {
          kinds.add(e.kind);
          if (!CASE.test(e.rule)) bad.push(e);
        }
      };
      check(start.events);
      const rng = seedDice(`tags${seed}`);
      for (let i = 0; i < 3000; i++) {
        const action = playSensibly(state, rng);
        if (!action) break;
        const out = apply(state, action);
        check(out.events);
        state = out.state;
      }
    }
    expect(bad.map((e) => `${e.kind} ${e.rule}: ${e.text}`)).toEqual([]);
    expect(kinds.has('spell-cast')).toBe(true);
    expect(kinds.size).toBeGreaterThan(25);
  });
});
