/**
 * The room below a trap door (§13.2 Trap door 3–4, DM 6.32, DATA ruling 14, B50): a sealed room of
 * its own with no tile, no door and no find; the party goes down, meets what is there on arrival
 * (the room check 1–3), and climbs back once that is over.
 */
import { describe, expect, it } from 'vitest';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import type { BgState } from '../../../../src/games/blackgate/state';
import { campaign, diceUsedUp, ofType, refusedBy, step, withDice } from './helpers';

const ROOM = { x: 0, y: -1, level: 1 as const };

/** The party in a room with a trap door; `agreed`: an Orc it is at peace with stands there too. */
function trapDoorRoom(agreed = false): BgState {
  const s = campaign([{ tile: 'BG-TRD-R1', x: 0, y: -1, rot: 2 }], ROOM);
  if (agreed) {
    const orc = namedGroup('orc', 1, 1, 'room');
    orc.attitude = 'agreed';
    orc.attempted = true;
    s.groups[levelKey(ROOM)] = orc;
  }
  return s;
}

/** Trap door 3 and a room check of 2 (met): the Room table's 2, 5 is one Ogre (NV 2). */
const downToOgre = (s: BgState) => step(withDice(s, [3, 2, 2, 5]), { type: 'investigate', by: 'gislan' });

describe('§13.2 Trap door 3–4: the sealed room below (DATA ruling 14)', () => {
  it('DATA ruling 14, B50: the party goes down and meets what the room check finds there, on arrival, the room’s level and letter', () => {
    const out = downToOgre(trapDoorRoom());
    expect(ofType(out.events, 'wentBelow')).toMatchObject([{ rule: 'DATA ruling 14' }]);
    expect(ofType(out.events, 'monsterCheck')).toMatchObject([{ face: 2, on: 3, table: 'room', met: true }]);
    expect(out.state.below).toEqual({ aside: null });
    expect(out.state.phase.kind).toBe('meet');
    expect(out.state.groups[levelKey(ROOM)]).toMatchObject({ type: 'ogre', source: 'room', level: 1 });
    expect(out.state.party.at).toEqual(ROOM);
    diceUsedUp(out.state);
  });

  it('DATA ruling 14: the room below has no door, so no Lock is offered there, and one cast is refused by the ruling', () => {
    const s = downToOgre(trapDoorRoom()).state;
    s.party.characters[2]!.spellPoints = 3;
    s.party.back = { at: { x: 0, y: 0, level: 1 }, cameIn: null };
    s.party.cameIn = 0;
    expect(legalBgActions(s).some((a) => a.type === 'lock')).toBe(false);
    expect(refusedBy(s, { type: 'lock', by: 'wendolyn' })).toBe('DATA ruling 14');
  });

  it('DATA ruling 14: talked round, the monsters stay below for good and the party climbs back; an agreed group above is as it was', () => {
    const below = downToOgre(trapDoorRoom(true)).state;
    expect(below.below?.aside).toMatchObject({ type: 'orc', attitude: 'agreed' });
    // 5 + 5 − NV 2 = 8: an Agreement
    const out = step(withDice(below, [5, 5]), { type: 'negotiate', by: 'lordDil' });
    expect(ofType(out.events, 'climbedBack')).toMatchObject([{ rule: 'DATA ruling 14', text: 'The party climbs back up through the trap door, leaving the monsters below.' }]);
    expect(out.state.below).toBeUndefined();
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.groups[levelKey(ROOM)]).toMatchObject({ type: 'orc', attitude: 'agreed' });
    expect(legalBgActions(out.state).some((a) => a.type === 'investigate')).toBe(false); // B43: once
    diceUsedUp(out.state);
  });

  it('DATA ruling 14: fought and killed below, its treasure comes up with the party to be shared', () => {
    const below = downToOgre(trapDoorRoom()).state;
    // the Ogre's WP 1+2: a 1 (3); Lord Dil 6 + 7 = 13 on the Sword column, 3 wounds; its hoard J: gold on 6 (≤ 6), 1D6 × 20 = 2 × 20,
    // jewels on 6 (> 2), items on 6 (> 3); the chest's trap die a 5
    const fighting = step(withDice(below, [1]), { type: 'fight' }).state;
    const out = step(withDice(fighting, [6, 6, 2, 6, 6, 5]), { type: 'strike', by: 'lordDil', target: 'ogre1', weapon: 'sword' });
    expect(ofType(out.events, 'climbedBack')).toHaveLength(1);
    expect(out.state.groups).toEqual({});
    expect(out.state.party.characters.map((c) => c.gold)).toEqual([6, 6, 6, 6, 6, 6]); // 40 ÷ 6, 4 left over
    expect(out.state.pool).toMatchObject({ gold: 4 });
    diceUsedUp(out.state);
  });

  it('Trap door 4: with nothing below (the check a 5), the party is down and up again in the same stage', () => {
    const out = step(withDice(trapDoorRoom(), [4, 5]), { type: 'investigate', by: 'gislan' });
    const told = out.events.map((e) => ('type' in e ? e.type : '')).filter((t) => t === 'wentBelow' || t === 'monsterCheck' || t === 'climbedBack');
    expect(told).toEqual(['wentBelow', 'monsterCheck', 'climbedBack']);
    expect(out.state.below).toBeUndefined();
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.groups).toEqual({});
    diceUsedUp(out.state);
  });
});
