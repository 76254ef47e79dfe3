/** Which sounds a step of the game makes (src/ui/soundCues.ts): read from its events alone. */
import { describe, expect, it } from 'vitest';
import { standardParty } from '../../src/games/deathmaze/builders';
import { apply, legalPlacements, newGame, type GameEvent } from '../../src/games/deathmaze/game';
import { cuesFor, MAX_CUES } from '../../src/ui/soundCues';

const event = (kind: GameEvent['kind'], extra: Partial<GameEvent> = {}): GameEvent => ({ kind, rule: '0', text: '', ...extra });

describe('cuesFor', () => {
  it('5.13 laying the entrance chit thuds on the table (an action of the real engine)', () => {
    const { state } = newGame({ seed: 9, party: standardParty() });
    const spot = legalPlacements(state)[0]!;
    const { events } = apply(state, { type: 'place', x: spot.x, y: spot.y, rot: spot.rot });
    expect(cuesFor(events).map((c) => c.name)).toContain('thud');
  });

  it('rattles the dice before what they decided, as many dice as were thrown (up to 4)', () => {
    expect(cuesFor([event('attack', { dice: [3, 5], amount: 2 })])).toEqual([{ name: 'dice', count: 2 }, { name: 'hit' }]);
    expect(cuesFor([event('attack', { dice: [1], amount: 0 })])).toEqual([{ name: 'dice', count: 1 }, { name: 'miss' }]);
    expect(cuesFor([event('monster-check', { dice: [1, 2, 3, 4, 5, 6] })])).toEqual([{ name: 'dice', count: 4 }]);
  });

  it('8.4 a blow that wounds bites; one that does no harm whistles past', () => {
    expect(cuesFor([event('attack', { amount: 1 })])[0]!.name).toBe('hit');
    expect(cuesFor([event('attack')])[0]!.name).toBe('miss');
  });

  it('each kind of sound once a step, and no more than a few: a whole round is not a din', () => {
    const round = [1, 2, 3, 4, 5, 6].map((i) => event('attack', { dice: [i], amount: i % 2 }));
    const cues = cuesFor([...round, event('died'), event('combat-won'), event('treasure')]);
    expect(cues.map((c) => c.name)).toEqual(['dice', 'hit', 'miss', 'toll']);
    expect(cues.length).toBe(MAX_CUES);
  });

  it('is silent for steps that make no sound (a move, the log-only events)', () => {
    expect(cuesFor([event('party-moved'), event('experience'), event('order-changed')])).toEqual([]);
    expect(cuesFor([])).toEqual([]);
  });

  it('names the table sounds: doors, traps, monsters, coins, spells, the dead', () => {
    const names = (kind: GameEvent['kind']) => cuesFor([event(kind)]).map((c) => c.name);
    expect(names('door-checked')).toEqual(['door']);
    expect(names('trap-sprung')).toEqual(['trap']);
    expect(names('monsters-appear')).toEqual(['growl']);
    expect(names('treasure')).toEqual(['coins']);
    expect(names('spell-cast')).toEqual(['spell']);
    expect(names('petrified')).toEqual(['toll']);
    expect(names('chit-thrown-back')).toEqual(['slide']);
  });
});
