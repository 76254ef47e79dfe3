/**
 * Advanced Game delves (11.0–12.3) in the save file: the `advanced` setup, Wizards' spells in
 * the party specs and `cast` actions all save, load and replay to the same state.
 */
import { describe, expect, it } from 'vitest';
import { advancedParty } from '../../src/games/deathmaze/builders';
import { decodeSave, encodeSave, SaveFormatError } from '../../src/store/format';
import type { Action } from '../../src/games/deathmaze/game';
import { finalState, fullLog, playDelve, type Delve } from './helpers';

/** The first of a few seeded Advanced delves in which the Wizard casts at least one spell. */
function delveWithSpells(): Delve {
  for (let seed = 1; seed <= 40; seed++) {
    const d = playDelve(`advanced-${seed}`, { setup: { party: advancedParty(4), advanced: true } });
    if (d.actions.some((a) => a.type === 'cast')) return d;
  }
  throw new Error('no Advanced delve among 40 seeds cast a spell');
}

const d = delveWithSpells();
const encode = (x: Delve, actions: Action[] = x.actions) => encodeSave({ setup: x.setup, actions, state: finalState(x) });

describe('Advanced Game saves', () => {
  it('11.0 an Advanced delve with spells cast decodes to the same setup, actions, state and log', async () => {
    expect(d.setup.advanced).toBe(true);
    expect(d.setup.party.some((p) => p.class === 'wizard')).toBe(true);
    const decoded = await decodeSave(await encode(d));
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.save.setup).toEqual(d.setup);
    expect(decoded.save.actions).toEqual(d.actions);
    expect(decoded.save.actions.filter((a) => a.type === 'cast').length).toBeGreaterThan(0);
    expect(decoded.state).toEqual(finalState(d));
    expect(decoded.log).toEqual(fullLog(d));
  });

  it('a cast naming no spell of the twelve cannot be written', async () => {
    const bad = [...d.actions, { type: 'cast', who: 'a4', spell: 'fireball', target: null, ring: false } as unknown as Action];
    await expect(encode(d, bad)).rejects.toBeInstanceOf(SaveFormatError);
  });

  it('13.0 a delve whose party includes a veteran (record, magic items and all) saves, loads and replays', async () => {
    const party = advancedParty(4);
    party[3] = {
      ...party[3]!,
      veteran: {
        name: 'Merla',
        class: 'wizard',
        woundPoints: 5,
        magicResistance: 3,
        detrap: 0,
        skills: { dagger: 1 },
        spells: ['lightning', 'sleep', 'heal'],
        items: [{ kind: 'ring', ring: 'blast' }, { kind: 'armor', wp: 1 }, { kind: 'weapon', weapon: 'throwingDagger', bonus: 2 }],
        xp: 40,
        bezants: 70,
        delves: 2,
      },
    };
    const vet = playDelve('veteran-1', { setup: { party, advanced: true }, cap: 150 });
    expect(vet.states[0]!.party.adventurers[3]).toMatchObject({ woundPoints: 6, magicResistance: 3, spells: ['lightning', 'sleep', 'heal'] });
    const decoded = await decodeSave(await encode(vet));
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.save.setup).toEqual(vet.setup);
    expect(decoded.state).toEqual(finalState(vet));
  });
});
