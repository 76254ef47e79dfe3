import { describe, expect, it } from 'vitest';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import { campaign, diceUsedUp, ofType, refusedBy, step, withDice } from './helpers';

describe('leaving and re-entering (§16)', () => {
  it('§16: the way out is the Gateway of Evil', () => {
    const s = campaign([{ tile: 'BG-C-S0', x: 0, y: -1, rot: 1 }], { x: 0, y: -1, level: 1 });
    expect(refusedBy(s, { type: 'leave' })).toBe('§16');
    expect(legalBgActions(campaign())).toContainEqual({ type: 'leave' });
  });

  it('LŚ 17.0: a character out with 100 XP and 100 GM (gold and jewels) wins a personal victory, kept for good', () => {
    const s = campaign();
    const [dil, gislan] = s.party.characters;
    Object.assign(dil!, { xp: 100, gold: 60, jewels: [40] });
    Object.assign(gislan!, { xp: 100, gold: 99, items: [{ id: 'item1', column: 'ring', name: 'Resist +1' }] });
    const out = step(s, { type: 'leave' });
    expect(out.state.victory.personal).toEqual(['lordDil']);
    expect(out.state.phase.kind).toBe('outside');
    expect(ofType(out.events, 'victory')).toHaveLength(1);
  });

  it('§16, B39: going in again heals the survivors, rolls a new sun and resets spell points; the dead stay dead', () => {
    const s = step(campaign(), { type: 'leave' }).state;
    const [dil, , wendolyn] = s.party.characters;
    dil!.wounds = 3;
    wendolyn!.wounds = wendolyn!.woundPoints;
    const inside = step(withDice(s, [6]), { type: 'reenter' });
    expect(inside.state.expedition).toBe(2);
    expect(inside.state.party.characters[0]!.wounds).toBe(0);
    expect(inside.state.party.characters[2]!.wounds).toBe(wendolyn!.woundPoints);
    expect(inside.state.party.rows.flat()).not.toContain('wendolyn');
    expect(inside.state.party.at).toEqual(s.board.gateway);
    for (const c of inside.state.party.characters.filter((c) => c.wounds < c.woundPoints)) {
      expect(c.spellPoints).toBe(c.magicPotential[inside.state.sun!]);
    }
    diceUsedUp(inside.state);
  });

  it('§16: the players may end the campaign outside, and then nothing more is done', () => {
    const out = step(step(campaign(), { type: 'leave' }).state, { type: 'end' });
    expect(out.state.phase).toEqual({ kind: 'over', why: 'ended' });
    expect(refusedBy(out.state, { type: 'reenter' })).toBe('§16');
  });

  it('LŚ 17.0: with the Gate destroyed, a character out alive is the team victory, and the campaign ends', () => {
    const s = campaign();
    s.gateFallen = true;
    const out = step(s, { type: 'leave' });
    expect(out.state.victory.team).toBe(true);
    expect(out.state.phase).toEqual({ kind: 'over', why: 'victory' });
  });
});

describe('improvement between expeditions (B40)', () => {
  it('B40: one point for 75 XP and 100 GM, only outside, and only what the character may raise', () => {
    const s = campaign();
    Object.assign(s.party.characters[1]!, { xp: 80, gold: 120 }); // Gislan, Detrap 3
    expect(refusedBy(s, { type: 'improve', who: 'gislan', what: { kind: 'woundPoint' } })).toBe('B40');
    const out = step(s, { type: 'leave' }).state;
    expect(refusedBy(out, { type: 'improve', who: 'gislan', what: { kind: 'skill', skill: 'hellgate' } })).toBe('B40');
    expect(refusedBy(out, { type: 'improve', who: 'lordDil', what: { kind: 'woundPoint' } })).toBe('B40');
    const better = step(out, { type: 'improve', who: 'gislan', what: { kind: 'skill', skill: 'detrap' } }).state;
    const g = better.party.characters[1]!;
    expect(g.skills).toContainEqual({ kind: 'detrap', value: 4 });
    expect([g.xp, g.gold]).toEqual([5, 20]);
  });
});

describe('the holdings of the dead (§14.5 step 3, B31)', () => {
  it('§14.5 step 3: once no fight is on, a dead character’s gold is split among the living, its jewels and items given by the players', () => {
    const s = campaign();
    const wendolyn = s.party.characters[2]!;
    Object.assign(wendolyn, { wounds: wendolyn.woundPoints, gold: 10, jewels: [25], items: [{ id: 'item1', column: 'ring', name: 'Resist +1' }] });
    const rows = [['lordDil', 'gislan', 'initiate1'], ['initiate2', 'initiate3']];
    const out = step(s, { type: 'order', rows }).state;
    const [dil, gislan, dead, ...initiates] = out.party.characters;
    expect([dead!.gold, dead!.jewels, dead!.items]).toEqual([0, [], []]);
    expect([dil!, gislan!, ...initiates].map((c) => c.gold)).toEqual([2, 2, 2, 2, 2]);
    expect(out.party.rows).toEqual(rows);
    const living = ['lordDil', 'gislan', 'initiate1', 'initiate2', 'initiate3'];
    expect(legalBgActions(out)).toEqual([
      ...living.map((to) => ({ type: 'share', what: 'jewel0', to })),
      ...living.map((to) => ({ type: 'share', what: 'item1', to })),
    ]);
    const jewel = step(out, { type: 'share', what: 'jewel0', to: 'initiate2' }).state;
    const ring = step(jewel, { type: 'share', what: 'item1', to: 'gislan' }).state;
    expect(ring.party.characters.map((c) => c.jewels)).toEqual([[], [], [], [], [25], []]);
    expect(ring.party.characters[1]!.items.map((i) => i.id)).toEqual(['item1']);
    expect(ring.pool).toBeUndefined();
    expect(legalBgActions(ring).some((a) => a.type === 'go')).toBe(true);
  });
});

describe('new initiates between expeditions (B39, B48)', () => {
  it('B39: only with the option on; a new initiate is made with its magic-potential die; at most three of a race', () => {
    const out = step(campaign(), { type: 'leave' }).state;
    expect(refusedBy(out, { type: 'recruit', race: 'elf' })).toBe('B39');
    const s = { ...out, options: { ...out.options, reentryReplacements: true } };
    s.party.characters[0]!.wounds = s.party.characters[0]!.woundPoints; // Lord Dil died
    expect(refusedBy(s, { type: 'recruit', race: 'human' })).toBe('B48'); // three living human initiates already
    const joined = step(withDice(s, [2]), { type: 'recruit', race: 'elf' }).state;
    expect(joined.party.characters).toHaveLength(7);
    expect(joined.party.characters[6]).toMatchObject({ id: 'initiate4', kind: 'initiate', race: 'elf' });
    expect(refusedBy(joined, { type: 'recruit', race: 'dwarf' })).toBe('B48'); // six living again
    diceUsedUp(joined);
  });
});
