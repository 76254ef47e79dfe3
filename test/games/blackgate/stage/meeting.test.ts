import { describe, expect, it } from 'vitest';
import { pegDoor } from '../../../../src/games/blackgate/board/laying';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { blackGate } from '../../../../src/games/blackgate/ruleset';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import type { BgState } from '../../../../src/games/blackgate/state';
import { campaign, diceUsedUp, ofType, refusedBy, step, withDice } from './helpers';

/** One Orc (WP 1+0, wandering letter B) met at the Gateway. */
function orcMet(): BgState {
  const s = campaign();
  s.groups[levelKey(s.party.at)] = namedGroup('orc', 1, 1, 'wandering');
  s.phase = { kind: 'meet' };
  return s;
}

describe('stage C: talk, bribe or fight (§8.1, B20)', () => {
  it('LŚ 5.0 C: a group on the segment must be dealt with before the party moves on', () => {
    expect(refusedBy(orcMet(), { type: 'go', dir: 0 })).toBe('LŚ 5.0 A');
    expect(legalBgActions(orcMet()).map((a) => a.type)).toEqual(['negotiate', 'negotiate', 'negotiate', 'negotiate', 'negotiate', 'negotiate', 'fight']);
  });

  it('LŚ 8.3, §14.5: a Cow — the Orc’s hoard is rolled and it pays a quarter of its gold, shared out as treasure; the party goes on', () => {
    // 2D6 6+6 − NV 0 + Lord Dil's 0 = 12 (Cow); hoard B: gold on 1 (≤ 6), 1D6 = 4; a quarter, rounded down, is 1
    const paid = step(withDice(orcMet(), [6, 6, 1, 4]), { type: 'negotiate', by: 'lordDil' });
    expect(ofType(paid.events, 'cowPaid')).toMatchObject([{ hoardGold: 4, paid: 1 }]);
    expect(ofType(paid.events, 'goldShared')).toMatchObject([{ amount: 1, each: 0, remainder: 1 }]);
    // none each among six: the 1 GM left over goes to whom the players name
    const out = step(paid.state, { type: 'share', what: 'gold', to: 'lordDil' });
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.party.characters[0]!.gold).toBe(1);
    expect(out.state.groups[levelKey(out.state.party.at)]!.attitude).toBe('agreed');
    expect(refusedBy(out.state, { type: 'negotiate', by: 'gislan' })).toBe('LŚ 8.2');
    diceUsedUp(out.state);
  });

  it('B20, B22: a failed talk joins combat at once, the party’s phase a first', () => {
    // 1+1 = 2: failure; then the Orc's WP (1+0: a 2)
    const out = step(withDice(orcMet(), [1, 1, 2]), { type: 'negotiate', by: 'lordDil' });
    expect(out.state.phase.kind).toBe('fight');
    expect(legalBgActions(out.state)).toContainEqual(expect.objectContaining({ type: 'strike', by: 'lordDil', target: 'orc1' }));
    diceUsedUp(out.state);
  });

  it('LŚ 5.0 C.4–C.5, §14.5 step 1: a group killed leaves its treasure shared at once (the remainder to whom the players name) and experience to the living', () => {
    // the Orc's WP 1+0: a 3; Lord Dil: 6 + CB 5 + sword skill 2 = 13 on the Sword column, 3 wounds
    const fighting = step(withDice(orcMet(), [3]), { type: 'fight' }).state;
    // its hoard B: gold on a 1, 1D6 = 5 GM, shared among six: none each, the 5 left over for the players to give
    const out = step(withDice(fighting, [6, 1, 5]), { type: 'strike', by: 'lordDil', target: 'orc1', weapon: 'sword' });
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.groups).toEqual({});
    expect(out.state.party.characters.map((c) => c.xp)).toEqual([3, 3, 3, 3, 3, 3]); // 3 WP × 6 ÷ 6
    expect(legalBgActions(out.state)).toEqual(out.state.party.characters.map((c) => ({ type: 'share', what: 'gold', to: c.id })));
    expect(refusedBy(out.state, { type: 'go', dir: 0 })).toBe('§14.5');
    const shared = step(out.state, { type: 'share', what: 'gold', to: 'gislan' }).state;
    expect(shared.party.characters.map((c) => c.gold)).toEqual([0, 5, 0, 0, 0, 0]);
    expect(shared.pool).toBeUndefined();
    diceUsedUp(shared);
  });
});

describe('spells before a talk or a bribe (§11.2 step 3, §11.3)', () => {
  const withPoints = (n: number) => {
    const s = orcMet();
    s.party.characters[2]!.spellPoints = n; // Wendolyn
    s.party.characters[3]!.spellPoints = n; // the first initiate
    return s;
  };

  it('§11.3 Oratory: +4 to the roll, paid in spell points — a 3 becomes an Agreement', () => {
    const out = step(withDice(withPoints(1), [1, 2]), { type: 'negotiate', by: 'lordDil', spells: [{ by: 'wendolyn', spell: 'oratory' }] });
    expect(ofType(out.events, 'negotiated')).toMatchObject([{ total: 7, bonus: 4, result: 'agreement' }]);
    expect(out.state.party.characters[2]!.spellPoints).toBe(0);
    diceUsedUp(out.state);
  });

  it('§11.3 Daunt: the dice are thrown twice and the better pair kept; Cow reads an Agreement as a Cow', () => {
    // 1+1, then 4+4 kept: 8, an Agreement, read as a Cow; the Orc's hoard B: gold on a 2, 1D6 = 4, a quarter is 1
    const out = step(withDice(withPoints(3), [1, 1, 4, 4, 2, 4]), {
      type: 'negotiate', by: 'lordDil', spells: [{ by: 'wendolyn', spell: 'daunt' }, { by: 'initiate1', spell: 'cow' }],
    });
    expect(ofType(out.events, 'negotiated')).toMatchObject([{ faces: [4, 4], result: 'cow' }]);
    expect(ofType(out.events, 'cowPaid')).toMatchObject([{ paid: 1 }]);
    diceUsedUp(out.state);
  });

  it('§11.1, §11.2: a spell costs its points, one spell a caster, and only of the attempt’s kind', () => {
    expect(refusedBy(withPoints(0), { type: 'negotiate', by: 'lordDil', spells: [{ by: 'wendolyn', spell: 'oratory' }] })).toBe('§11.1');
    expect(refusedBy(withPoints(5), { type: 'negotiate', by: 'lordDil', spells: [{ by: 'wendolyn', spell: 'oratory' }, { by: 'wendolyn', spell: 'cow' }] })).toBe('§11.2');
    expect(refusedBy(withPoints(5), { type: 'negotiate', by: 'lordDil', spells: [{ by: 'wendolyn', spell: 'sway' }] })).toBe('§11.2');
  });

  it('§11.3 Sway: +1 to the bribery target', () => {
    const s = withPoints(1);
    s.party.characters[0]!.gold = 20;
    const plain = step(withDice(s, [3, 6]), { type: 'bribe', payments: { lordDil: 20 } });
    const swayed = step(withDice(s, [3, 6]), { type: 'bribe', payments: { lordDil: 20 }, spells: [{ by: 'wendolyn', spell: 'sway' }] });
    const target = (e: typeof plain.events) => (ofType(e, 'bribeOffered')[0] as unknown as { target: number }).target;
    expect(target(swayed.events)).toBe(target(plain.events) + 1);
  });
});

describe('Lock (§11.3, DM 9.57)', () => {
  it('§11.3 Lock: the door shuts on the monsters met through it, and the party steps back where it came from', () => {
    // a corridor with a door east into a room never visited: the door safe (a 4), then the room's check meets a group
    const s0 = campaign([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, { tile: 'BG-PLN-R1', x: 1, y: -1, rot: 3 }], { x: 0, y: -1, level: 1 });
    s0.party.cameIn = 2;
    const s = step(withDice(s0, [4, 6]), { type: 'go', dir: 1 }).state; // nothing met (a 6)
    s.groups[levelKey(s.party.at)] = namedGroup('orc', 1, 1, 'room');
    s.phase = { kind: 'meet' };
    s.party.characters[2]!.spellPoints = 1;
    expect(legalBgActions(s)).toContainEqual({ type: 'lock', by: 'wendolyn' });
    expect(refusedBy(s, { type: 'lock', by: 'lordDil' })).toBe('§11.1');
    const out = step(s, { type: 'lock', by: 'wendolyn' }).state;
    expect(out.party.at).toEqual({ x: 0, y: -1, level: 1 });
    expect(out.party.cameIn).toBe(2);
    expect(out.phase.kind).toBe('explore');
    expect(out.groups['1,-1,1']).toMatchObject({ attitude: 'hostile', attempted: false });
    expect(legalBgActions(out)).not.toContainEqual({ type: 'go', dir: 1 }); // the door stays shut
  });

  it('§11.3 Lock, LŚ 6.9: stepping back onto a segment where a group was left, the party meets that group again, afresh', () => {
    const s0 = campaign([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, { tile: 'BG-PLN-R1', x: 1, y: -1, rot: 3 }], { x: 0, y: -1, level: 1 });
    s0.party.cameIn = 2;
    const wolves = namedGroup('direWolf', 2, 1, 'wandering');
    wolves.attitude = 'agreed';
    wolves.attempted = true;
    s0.groups['0,-1,1'] = wolves;
    const s = step(withDice(s0, [4, 6]), { type: 'go', dir: 1 }).state; // the wolves are left behind
    expect(s.groups['0,-1,1']).toMatchObject({ attitude: 'hostile', attempted: false });
    s.groups[levelKey(s.party.at)] = namedGroup('orc', 1, 1, 'room');
    s.phase = { kind: 'meet' };
    s.party.characters[2]!.spellPoints = 1;
    const out = step(s, { type: 'lock', by: 'wendolyn' });
    expect(ofType(out.events, 'groupMet')).toMatchObject([{ rule: 'LŚ 6.9' }]);
    expect(out.state.party.at).toEqual({ x: 0, y: -1, level: 1 });
    expect(out.state.phase.kind).toBe('meet');
    expect(legalBgActions(out.state)).toContainEqual({ type: 'negotiate', by: 'lordDil' });
    expect(blackGate.invariants!(out.state)).toEqual([]);
  });
});

describe('Lock never shuts the party in (§11.3, §16; our ruling)', () => {
  /** A one-door room east of the corridor beyond the Gateway; the party in it goes back west and meets a group in the corridor. */
  function metFromDeadEnd(): BgState {
    const s0 = campaign([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, { tile: 'BG-PLN-R1', x: 1, y: -1, rot: 3 }], { x: 1, y: -1, level: 1 });
    s0.party.cameIn = 3;
    s0.party.back = { at: { x: 0, y: -1, level: 1 }, cameIn: 2 };
    const s = step(withDice(s0, [6]), { type: 'go', dir: 3 }).state; // out by the way it came in: no trap roll; the corridor's check a 6
    s.groups[levelKey(s.party.at)] = namedGroup('orc', 1, 1, 'wandering');
    s.phase = { kind: 'meet' };
    s.party.characters[2]!.spellPoints = 1;
    return s;
  }

  it('§11.3 (DESIGNED): Lock is refused where the party, stepped back, could no longer reach the Gateway of Evil (a one-door room behind it)', () => {
    const s = metFromDeadEnd();
    expect(s.party.at).toEqual({ x: 0, y: -1, level: 1 });
    expect(legalBgActions(s).filter((a) => a.type === 'lock')).toEqual([]);
    expect(refusedBy(s, { type: 'lock', by: 'wendolyn' })).toBe('§11.3');
    expect(s.party.characters[2]!.spellPoints).toBe(1);
    expect(legalBgActions(s)).toContainEqual({ type: 'fight' });
  });

  it('§11.3: where the way home does not pass the shut door, Lock is cast as before', () => {
    const s0 = campaign([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, { tile: 'BG-PLN-R1', x: 1, y: -1, rot: 3 }], { x: 0, y: -1, level: 1 });
    s0.party.cameIn = 2;
    const s = step(withDice(s0, [4, 6]), { type: 'go', dir: 1 }).state;
    s.groups[levelKey(s.party.at)] = namedGroup('orc', 1, 1, 'room');
    s.phase = { kind: 'meet' };
    s.party.characters[2]!.spellPoints = 1;
    expect(legalBgActions(s)).toContainEqual({ type: 'lock', by: 'wendolyn' });
    const out = step(s, { type: 'lock', by: 'wendolyn' }).state;
    expect(legalBgActions(out).length).toBeGreaterThan(0);
    expect(blackGate.invariants!(out)).toEqual([]);
  });

  it('§16: a live campaign always has a legal action — the invariants name a party shut in with nothing to do', () => {
    const s = metFromDeadEnd();
    // the state the old Lock left: the door pegged, the party back in the one-door room, nothing it may do
    s.board = pegDoor(s.board, s.party.at, 1);
    s.party.at = { x: 1, y: -1, level: 1 };
    s.party.cameIn = 3;
    s.party.back = null;
    s.phase = { kind: 'explore' };
    delete s.groups['0,-1,1'];
    expect(legalBgActions(s)).toEqual([]);
    expect(blackGate.invariants!(s)).toContainEqual(expect.stringMatching(/no legal action/));
  });
});
