/** Every event of played campaigns reads as a line of the log: named, worded, with its case. */
import { describe, expect, it } from 'vitest';
import { seedDice } from '../../../src/engine/dice';
import { History } from '../../../src/engine/history';
import { blackGate } from '../../../src/games/blackgate/ruleset';
import { eventLine, namer, wordedKinds } from '../../../src/games/blackgate/eventWords';
import type { BgEvent } from '../../../src/games/blackgate/state';

describe('the log in words', () => {
  it('every event of 30 campaigns has a worded line, no raw id and no missing figure', () => {
    const unworded = new Set<string>();
    let lines = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const h = History.start(blackGate, { ruleset: 'blackgate', seed, request: { options: { heroChoice: 'random' }, initiateRaces: ['human', 'elf', 'dwarf'] } });
      const rng = seedDice(seed * 7);
      for (let i = 0; i < 500 && !blackGate.isOver(h.state); i++) {
        const a = blackGate.policy!(h.state, rng);
        if (!a || !h.play(a).ok) break;
      }
      const name = namer(h.state);
      for (const e of h.log as (BgEvent & { type?: string; kind?: string; text?: string })[]) {
        const line = eventLine(e, name);
        lines++;
        if (!e.text && !wordedKinds.includes(e.type ?? e.kind ?? '')) unworded.add(e.type ?? e.kind ?? '?');
        expect(line.text, JSON.stringify(e)).not.toMatch(/undefined|NaN|\[object/);
        expect(line.text, JSON.stringify(e)).not.toMatch(/\b[a-z][a-zA-Z]+\d+\b/);
      }
    }
    expect([...unworded]).toEqual([]);
    expect(lines).toBeGreaterThan(3000);
  });

  it('names a monster by its kind and number, a character by name', () => {
    const h = History.start(blackGate, { ruleset: 'blackgate', seed: 7, request: { heroes: ['lordDil', 'gislan', 'wendolyn'], initiateRaces: ['human', 'elf', 'dwarf'] } });
    const name = namer(h.state);
    expect(name('ogre2')).toBe('Ogre 2');
    expect(name('lordDil')).toBe('Lord Dil');
    expect(eventLine({ type: 'strike', rule: 'LŚ 9.2', by: 'lordDil', target: 'ogre2', weapon: 'sword', face: 5, wounds: 2 }, name))
      .toEqual({ rule: 'LŚ 9.2', text: 'Lord Dil strikes Ogre 2 with the sword (5): 2 wounds.' });
  });
});
