/** Treasure taken and shared out by the players' choices (§14.1 step 3, §14.5, §6.4, B30, B31, B51). */
import { describe, expect, it } from 'vitest';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { blackGate } from '../../../../src/games/blackgate/ruleset';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import type { BgState } from '../../../../src/games/blackgate/state';
import { campaign, diceUsedUp, ofType, refusedBy, step, withDice } from './helpers';

const PARTY = ['lordDil', 'gislan', 'wendolyn', 'initiate1', 'initiate2', 'initiate3'];

/** A lone Orc (WP 1) met at the Gateway, its hoard already known: 31 GM and two jewels, in a chest. */
function orcWithChest(): BgState {
  const s = campaign();
  const g = namedGroup('orc', 1, 1, 'wandering');
  g.monsters[0]!.woundPoints = 1;
  g.monsters[0]!.hoard = { letter: 'J', gold: 31, jewels: [50, 10], items: 0, chest: true };
  s.groups[levelKey(s.party.at)] = g;
  s.phase = { kind: 'meet' };
  return s;
}

/** The Orc killed by Lord Dil's first blow (a 6); `chest` is the chest's trap die. */
function killed(chest: number) {
  const fighting = step(orcWithChest(), { type: 'fight' }).state;
  return step(withDice(fighting, [6, chest]), { type: 'strike', by: 'lordDil', target: 'orc1', weapon: 'sword' });
}

describe('§6.4, B30: a chest and its trap', () => {
  it('§6.4, §6.2: a trapped chest waits for the delegate the players name, who may try to disarm it; then it gives up its contents', () => {
    const out = killed(2);
    expect(ofType(out.events, 'chestTrapRoll')).toMatchObject([{ rule: 'B30', faces: [2] }]);
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'chest' });
    expect(legalBgActions(out.state)).toEqual([
      { type: 'open', by: 'lordDil' }, { type: 'disarm', by: 'gislan' }, { type: 'open', by: 'gislan' },
      ...PARTY.slice(2).map((by) => ({ type: 'open', by })),
    ]);
    expect(refusedBy(out.state, { type: 'disarm', by: 'lordDil' })).toBe('B14');
    // Gislan's Detrap 3: a 2 disarms it (+10 XP)
    const opened = step(withDice(out.state, [2]), { type: 'disarm', by: 'gislan' });
    expect(ofType(opened.events, 'chestOpened')).toMatchObject([{ rule: '§14.1' }]);
    expect(opened.state.phase.kind).toBe('explore');
    expect(opened.state.party.characters[1]!.xp).toBe(11); // 1 for the Orc (1 WP × 6 ÷ 6) and 10 for the trap
    diceUsedUp(opened.state);
  });

  it('§6.2 step 3: the chest opened without a try springs its trap on the one who opens it', () => {
    // table 7.1: a 5, flaming oil, 1 wound
    const opened = step(withDice(killed(1).state, [5]), { type: 'open', by: 'initiate2' }).state;
    expect(opened.party.characters.map((c) => c.wounds)).toEqual([0, 0, 0, 0, 1, 0]);
    expect(opened.phase.kind).toBe('explore');
    diceUsedUp(opened);
  });

  it('B30: a chest not trapped (4–6) opens at once', () => {
    const out = killed(4);
    expect(out.state.phase.kind).toBe('explore');
    expect(ofType(out.events, 'chestOpened')).toHaveLength(1);
    diceUsedUp(out.state);
  });
});

describe('§14.5: sharing out, the players’ choices as actions', () => {
  it('§14.5 steps 1–2: the gold is split at once; the remainder and each jewel go to the character the players name, and until then nothing else is done', () => {
    const s = killed(4).state;
    expect(s.party.characters.map((c) => c.gold)).toEqual([5, 5, 5, 5, 5, 5]); // 31 ÷ 6, 1 left over
    const legal = legalBgActions(s);
    expect(legal).toEqual(['gold', 'jewel0', 'jewel1'].flatMap((what) => PARTY.map((to) => ({ type: 'share', what, to }))));
    expect(refusedBy(s, { type: 'go', dir: 0 })).toBe('§14.5');
    expect(refusedBy(s, { type: 'leave' })).toBe('§14.5');
    const gold = step(s, { type: 'share', what: 'gold', to: 'wendolyn' });
    expect(ofType(gold.events, 'remainderTaken')).toMatchObject([{ rule: '§14.5', who: 'wendolyn', amount: 1 }]);
    const first = step(gold.state, { type: 'share', what: 'jewel0', to: 'initiate1' }).state;
    expect(legalBgActions(first)).toEqual(PARTY.map((to) => ({ type: 'share', what: 'jewel0', to })));
    const last = step(first, { type: 'share', what: 'jewel0', to: 'lordDil' }).state;
    expect(last.party.characters.map((c) => [c.gold, c.jewels])).toEqual([[5, [10]], [5, []], [6, []], [5, [50]], [5, []], [5, []]]);
    expect(last.pool).toBeUndefined();
    expect(legalBgActions(last)).toContainEqual({ type: 'leave' });
  });

  it('§14.5, DM 9.32: a share is refused for what is not there, for one not living, and armour for one who wears a suit', () => {
    const s = campaign();
    expect(refusedBy(s, { type: 'share', what: 'gold', to: 'lordDil' })).toBe('§14.5');
    s.party.characters[0]!.items.push({ id: 'item1', column: 'armour', name: 'WP +1', bonus: 1 });
    s.pool = { gold: 0, split: true, jewels: [25], items: [{ id: 'item2', column: 'armour', name: 'WP +2', bonus: 2 }], dropped: [], chests: [] };
    s.party.characters[5]!.wounds = s.party.characters[5]!.woundPoints;
    expect(refusedBy(s, { type: 'share', what: 'item2', to: 'lordDil' })).toBe('DM 9.32');
    expect(refusedBy(s, { type: 'share', what: 'jewel0', to: 'initiate3' })).toBe('§14.5');
    expect(refusedBy(s, { type: 'share', what: 'jewel4', to: 'gislan' })).toBe('§14.5');
    expect(refusedBy(s, { type: 'share', what: 'gold', to: 'gislan' })).toBe('§14.5');
    expect(refusedBy(s, { type: 'share', what: 'item9', to: 'gislan' })).toBe('§14.5');
    expect(legalBgActions(s).filter((a) => a.type === 'share' && a.what === 'item2').map((a) => (a as { to: string }).to)).toEqual(['gislan', 'wendolyn', 'initiate1', 'initiate2']);
    const worn = step(s, { type: 'share', what: 'item2', to: 'wendolyn' }).state;
    expect(worn.party.characters[2]!.woundPoints).toBe(9); // DM 9.32: put on at once
  });

  it('§14.5: with one character left alive everything goes to it, no choice asked', () => {
    const s = campaign();
    for (const c of s.party.characters.slice(1)) c.wounds = c.woundPoints;
    s.party.rows = [['lordDil']];
    s.pool = { gold: 7, split: false, jewels: [20, 30], items: [], dropped: [], chests: [] };
    const out = step(s, { type: 'share', what: 'jewel1', to: 'lordDil' }).state;
    expect(out.pool).toBeUndefined();
    expect([out.party.characters[0]!.gold, out.party.characters[0]!.jewels]).toEqual([7, [30, 20]]);
  });

  it('B51: a find’s gold (Furniture 3, the desk) is shared out like any treasure', () => {
    const s = campaign([{ tile: 'BG-FUR-R1', x: 0, y: -1, rot: 2 }], { x: 0, y: -1, level: 1 });
    // the desk (3), 1D6 × 5 = 20 GM: 3 each, 2 left over
    const out = step(withDice(s, [3, 4]), { type: 'investigate', by: 'gislan' }).state;
    expect(out.party.characters.map((c) => c.gold)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(out.pool).toMatchObject({ gold: 2, split: true });
    expect(legalBgActions(out).every((a) => a.type === 'share')).toBe(true);
    diceUsedUp(out);
  });

  it('§14.5: the ruleset’s own player shares fairly and goes on', () => {
    let s = killed(4).state;
    for (let i = 0; i < 3; i++) s = step(s, blackGate.policy!(s, { s: [1, 2, 3, 4], script: null })!).state;
    expect(s.pool).toBeUndefined();
    // the GM left over to the first; the 50 GM jewel to the one then worth least (Gislan), the 10 to the next (Wendolyn)
    expect(s.party.characters.map((c) => c.jewels)).toEqual([[], [50], [10], [], [], []]);
  });
});
