import { describe, it, expect } from 'vitest';
import { apply as applyMove, legalActions as listActions } from '../../../src/engine/driver';
import { deathmaze, deathmazeVariant } from '../../../src/games/deathmaze/ruleset';
import { deathmazeTables, inheritTables, registerTables, tables, tablesFor } from '../../../src/games/deathmaze/tables';
import { combatResultsTable } from '../../../src/games/deathmaze/data/combatResultsTable';
import { monsters } from '../../../src/games/deathmaze/data/monsters';
import { chitTypes } from '../../../src/games/deathmaze/data/chitTypes';
import { newGame, type GameState, type Outcome } from '../../../src/games/deathmaze/game';
import { scriptDice, stackCup } from '../../../src/games/deathmaze/builders';
import { allUsed, atEntrance, NORTH, PARTY } from './helpers';

// A variant of our own, for the test: detrapping pays more, and every trap is Flaming Oil.
const generous = deathmazeVariant('test-generous', {
  limits: { detrapXp: 25 },
  trapTable: [{ from: 1, to: 6, result: 'flamingOil', tag: 'DESIGNED' }],
});

type Rules = typeof deathmaze;

/** The party before a trapped door into the room north of the entrance (door die 1), played under `rules`. */
function trappedDoor(rules: Rules): GameState {
  const start = atEntrance(PARTY);
  const s: GameState = { ...start, setup: { ...start.setup, ruleset: rules.id } };
  stackCup(s, chitTypes.R1.cup, ['R1']);
  scriptDice(s, [1]);
  const drawn = applyMove(rules, s, { type: 'move', dir: NORTH }).state;
  return applyMove(rules, drawn, listActions(rules, drawn)[0]!).state;
}

describe('tables through the ruleset: a variant inherits the Deathmaze’s tables and overrides entries', () => {
  it('a record is overridden entry by entry, an ordered table whole, and the Deathmaze’s own tables never change', () => {
    const tougher = inheritTables(deathmazeTables, {
      monsters: { orc: { ...monsters.orc, combatBonus: 3 } },
      combatResultsTable: combatResultsTable.map((row) => ({ ...row, monster: row.monster + 1 })),
    });
    expect(tougher.monsters.orc.combatBonus).toBe(3);
    expect(tougher.monsters.troll).toBe(monsters.troll); // inherited as it is
    expect(deathmazeTables.monsters.orc.combatBonus).toBe(monsters.orc.combatBonus);
    // the look-ups read the variant's table: 8.7 row 4 on the Monster column is one more
    expect(tougher.crtResult('monster', 4)).toBe(deathmazeTables.crtResult('monster', 4) + 1);
    expect(tougher.crtResult('dagger', 4)).toBe(deathmazeTables.crtResult('dagger', 4));
    expect(Object.isFrozen(tougher)).toBe(true);
  });

  it('10.12 under the variant: the same detrap roll pays the variant’s Experience; under the Deathmaze, 10', () => {
    const mine = trappedDoor(generous);
    expect(tables(mine).limits.detrapXp).toBe(25);
    scriptDice(mine, [2, 6]); // Sly (a3, Detrap 2) rolls 2; no monster
    const out: Outcome = applyMove(generous, mine, { type: 'detrap', who: 'a3' });
    allUsed(out);
    expect(out.state.party.adventurers.find((a) => a.id === 'a3')!.xp).toBe(25);
    expect(out.events.find((e) => e.kind === 'trap-detrapped')).toMatchObject({ rule: '10.12', amount: 25 });

    const theirs = trappedDoor(deathmaze);
    scriptDice(theirs, [2, 6]);
    const plain = applyMove(deathmaze, theirs, { type: 'detrap', who: 'a3' });
    expect(plain.state.party.adventurers.find((a) => a.id === 'a3')!.xp).toBe(10);
  });

  it('10.3 under the variant every face of the Trap Table is its own result (Flaming Oil: one wound)', () => {
    const s = trappedDoor(generous);
    scriptDice(s, [1, 6]); // a1 opens the door: the trap die 1 is Arrow in the Deathmaze, Flaming Oil here
    const out = applyMove(generous, s, { type: 'open', who: 'a1' });
    allUsed(out);
    expect(out.events.filter((e) => e.kind === 'trap-sprung').map((e) => e.text).join(' ')).toMatch(/Flaming Oil/);
    expect(out.state.party.adventurers[0]!.wounds).toBe(1);
  });

  it('a variant’s deal names it in the setup; a setup naming an unknown ruleset is refused and names it', () => {
    const dealt = generous.newGame({ seed: 5, party: PARTY });
    expect(dealt.state.setup.ruleset).toBe('test-generous');
    expect(tables(dealt.state)).toBe(tablesFor('test-generous'));
    expect(newGame({ seed: 5, party: PARTY }).state.setup.ruleset).toBe('deathmaze');
    expect(() => newGame({ seed: 5, party: PARTY, ruleset: 'nowhere' })).toThrow(/nowhere/);
  });

  it('a ruleset’s tables are given once: another set under a taken name is refused', () => {
    expect(() => registerTables('test-generous', deathmazeTables)).toThrow(/already/);
    expect(() => deathmazeVariant('deathmaze', {})).toThrow(/name of its own/);
  });
});
