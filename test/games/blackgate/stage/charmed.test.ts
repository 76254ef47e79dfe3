/** The party's charmed monsters between fights (DM 9.45, 13.22; §6.3 row 4; §11.3 Charm). */
import { describe, expect, it } from 'vitest';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import type { CharmedMonster } from '../../../../src/games/blackgate/combat';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { eventLine, namer } from '../../../../src/games/blackgate/eventWords';
import { blackGate } from '../../../../src/games/blackgate/ruleset';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import type { BgState } from '../../../../src/games/blackgate/state';
import { campaign, diceUsedUp, ofType, refusedBy, step, withDice } from './helpers';

const ROWS = [['lordDil', 'gislan', 'wendolyn'], ['initiate1', 'initiate2', 'initiate3']];

/** An Ogre (WP 8) serving Wendolyn, behind the party. */
function withOgre(s: BgState = campaign()): BgState {
  const ogre: CharmedMonster = { ...namedGroup('ogre', 1, 1, 'room').monsters[0]!, id: 'charmed-ogre-1', woundPoints: 8, charmer: 'wendolyn', treasure: 'J' };
  s.party.charmed = [ogre];
  s.party.rows = [...ROWS, ['charmed-ogre-1']];
  return s;
}

/** A Dire Wolf (WP 3, treasure A) serving Wendolyn, behind the party. */
function withWolf(s: BgState = campaign()): BgState {
  const wolf: CharmedMonster = { ...namedGroup('direWolf', 1, 1, 'room').monsters[0]!, id: 'charmed-direWolf-1', woundPoints: 3, charmer: 'wendolyn', treasure: 'A' };
  s.party.charmed = [wolf];
  s.party.rows = [...ROWS, ['charmed-direWolf-1']];
  return s;
}

const ROOM = { x: 5, y: 5, level: 1 as const };

/** A corridor (0,-1) with a door east into a room never visited; the door's die a 1: a trap. */
function trappedDoor(s: BgState): BgState {
  const board = campaign([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, { tile: 'BG-PLN-R1', x: 1, y: -1, rot: 3 }]).board;
  return step(withDice({ ...s, board, party: { ...s.party, at: { x: 0, y: -1, level: 1 } } }, [1]), { type: 'go', dir: 1 }).state;
}

describe('DM 9.45: charmed monsters march with the party', () => {
  it('DM 9.45, DM 5.12: a charmed monster is a member of the marching order, and the order must list it', () => {
    const s = withOgre();
    expect(blackGate.invariants!(s)).toEqual([]);
    const moved = [['lordDil', 'charmed-ogre-1', 'wendolyn'], ['initiate1', 'initiate2', 'initiate3'], ['gislan']];
    expect(step(s, { type: 'order', rows: moved }).state.party.rows).toEqual(moved);
    expect(refusedBy(s, { type: 'order', rows: ROWS })).toBe('DM 5.12');
  });

  it('DM 9.45: a fight with a charmed monster in front offers its blows; the log names it as the charmed monster it is', () => {
    const s = withOgre();
    s.party.rows = [['charmed-ogre-1', 'lordDil'], ['gislan', 'wendolyn', 'initiate1'], ['initiate2', 'initiate3']];
    const orc = namedGroup('orc', 1, 1, 'wandering');
    orc.monsters[0]!.woundPoints = 5;
    s.groups[levelKey(s.party.at)] = orc;
    s.phase = { kind: 'meet' };
    const fighting = step(s, { type: 'fight' }).state;
    const blow = { type: 'strike' as const, by: 'charmed-ogre-1', target: 'orc1' };
    expect(legalBgActions(fighting)).toContainEqual(blow);
    expect(blackGate.describe!(fighting, blow)).toBe('The charmed Ogre 1 attacks');
    const out = step(withDice(fighting, [6]), blow);
    const line = eventLine(ofType(out.events, 'charmedStrike')[0]!, namer(out.state));
    expect(line).toEqual({ rule: 'DM 9.45', text: 'The charmed Ogre 1 strikes Orc 1 for the party (6): 2 wounds.' });
  });

  it('§6.3 row 4: a trap’s Explosion wounds every character and every charmed monster', () => {
    // table 7.1: a 4, the Explosion; then the new room's check, a 6
    const out = step(withDice(trappedDoor(withOgre()), [4, 6]), { type: 'open', by: 'lordDil' });
    expect(out.state.party.characters.map((c) => c.wounds)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(out.state.party.charmed[0]!.wounds).toBe(1);
    expect(ofType(out.events, 'charmedWounded')).toMatchObject([{ rule: 'LŚ 7.1' }]);
    expect(out.state.party.rows.flat()).toContain('charmed-ogre-1');
    diceUsedUp(out.state);
  });

  it('DM 9.45: when its charmer dies outside a fight, the monster turns on the party at once and combat is joined', () => {
    const s = withOgre();
    const wendolyn = s.party.characters[2]!;
    wendolyn.wounds = wendolyn.woundPoints - 1;
    // the Explosion kills Wendolyn; the room's check, a 6: nothing else there
    const out = step(withDice(trappedDoor(s), [4, 6]), { type: 'open', by: 'lordDil' });
    expect(ofType(out.events, 'charmBroken')).toMatchObject([{ rule: 'DM 9.45', monster: 'charmed-ogre-1' }]);
    expect(out.state.phase.kind).toBe('fight');
    expect(out.state.party.charmed).toEqual([]);
    expect(out.state.party.rows.flat()).not.toContain('charmed-ogre-1');
    expect(out.state.groups[levelKey(out.state.party.at)]).toMatchObject({ type: 'ogre', attempted: true, attitude: 'fighting', monsters: [{ id: 'charmed-ogre-1', wounds: 1 }] });
    expect(legalBgActions(out.state)).toContainEqual(expect.objectContaining({ type: 'strike', by: 'lordDil', target: 'charmed-ogre-1' }));
    expect(blackGate.invariants!(out.state)).toEqual([]);
    diceUsedUp(out.state);
  });

  it('DM 9.45 (our ruling): a turned monster attacks alone; the group at peace here stands aside and is back, still at peace, once it is dealt with', () => {
    const s = withWolf(campaign([{ tile: 'BG-FOU-R1', x: 5, y: 5, rot: 2 }], ROOM));
    const orcs = namedGroup('orc', 2, 1, 'room');
    orcs.attitude = 'agreed';
    orcs.attempted = true;
    s.groups[levelKey(ROOM)] = orcs;
    const wendolyn = s.party.characters[2]!;
    wendolyn.wounds = wendolyn.woundPoints - 1;
    // Fountain 1, Poison: 1D3 (a 1, so 1) kills Wendolyn; her Dire Wolf turns
    const turned = step(withDice(s, [1, 1]), { type: 'investigate', by: 'wendolyn' });
    expect(ofType(turned.events, 'charmBroken')).toMatchObject([{ rule: 'DM 9.45', monster: 'charmed-direWolf-1' }]);
    expect(ofType(turned.events, 'groupAside')).toMatchObject([{ rule: 'DM 9.45' }]);
    expect(turned.state.phase.kind).toBe('fight');
    expect(turned.state.groups[levelKey(ROOM)]).toMatchObject({ type: 'direWolf', attitude: 'fighting', monsters: [{ id: 'charmed-direWolf-1' }] });
    expect(turned.state.standingAside).toMatchObject({ met: false, group: { type: 'orc', attitude: 'agreed' } });
    expect(legalBgActions(turned.state).filter((a) => a.type === 'strike').every((a) => a.type === 'strike' && a.target === 'charmed-direWolf-1')).toBe(true);
    expect(blackGate.invariants!(turned.state)).toEqual([]);
    // Lord Dil: 6 + CB 5 + sword 2 = 13, 3 wounds: the wolf is dead (treasure A: nothing to roll)
    const out = step(withDice(turned.state, [6]), { type: 'strike', by: 'lordDil', target: 'charmed-direWolf-1', weapon: 'sword' });
    expect(ofType(out.events, 'groupBack')).toMatchObject([{ rule: 'DM 9.45' }]);
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.standingAside).toBeUndefined();
    expect(out.state.groups[levelKey(ROOM)]).toMatchObject({ type: 'orc', attitude: 'agreed', monsters: [{ id: 'orc1' }, { id: 'orc2' }] });
    expect(blackGate.invariants!(out.state)).toEqual([]);
    diceUsedUp(out.state);
  });

  it('DM 9.45, B20 (our ruling): a group just met stands aside while the turned monster attacks, and is then met as before, its one attempt at talk still to make', () => {
    const s = withWolf();
    const wendolyn = s.party.characters[2]!;
    wendolyn.wounds = wendolyn.woundPoints - 1;
    // the Explosion kills Wendolyn (and wounds the wolf); the room's check, a 2, and the Room table's 2, 5: one Ogre
    const turned = step(withDice(trappedDoor(s), [4, 2, 2, 5]), { type: 'open', by: 'lordDil' });
    expect(turned.state.phase.kind).toBe('fight');
    expect(turned.state.standingAside).toMatchObject({ met: true, group: { type: 'ogre', attempted: false } });
    expect(blackGate.invariants!(turned.state)).toEqual([]);
    const out = step(withDice(turned.state, [6]), { type: 'strike', by: 'lordDil', target: 'charmed-direWolf-1', weapon: 'sword' });
    expect(out.state.phase.kind).toBe('meet');
    expect(out.state.groups[levelKey(out.state.party.at)]).toMatchObject({ type: 'ogre', attempted: false, attitude: 'hostile' });
    expect(legalBgActions(out.state)).toContainEqual({ type: 'negotiate', by: 'lordDil' });
    expect(blackGate.invariants!(out.state)).toEqual([]);
    diceUsedUp(out.state);
  });

  it('DM 13.22: a monster charmed on one expedition wanders off as the party leaves', () => {
    const out = step(withOgre(), { type: 'leave' });
    expect(ofType(out.events, 'charmedWanderOff')).toMatchObject([{ rule: 'DM 13.22' }]);
    expect(out.state.party.charmed).toEqual([]);
    expect(out.state.party.rows).toEqual(ROWS);
  });
});
