/**
 * Shared helpers for the rules tests (test/games/deathmaze/, every area). Not a test file: vitest runs only
 * `*.test.ts`, so this is an ordinary module the tests import.
 *
 * Everything here goes through the engine's public API (src/games/deathmaze: `apply`, `tryApply`,
 * `legalActions`, the builders): the helpers only set up ordinary game states, script the dice,
 * name actions and read results, so whatever happens next is the engine's own doing. A few of
 * them check what they rely on with `expect` (the scripted dice used up, the combat joined): those
 * checks are part of every test that calls them, as they were when each file kept its own copy.
 */
import { expect } from 'vitest';
import { gameWithBoard, scriptDice } from '../../../src/games/deathmaze/builders';
import type { MonsterId } from '../../../src/games/deathmaze/data/monsters';
import type { SpellId } from '../../../src/games/deathmaze/data/spells';
import type { MedallionId, PotionId, SpiceId } from '../../../src/games/deathmaze/data/treasure';
import type { MonsterGroup, MonsterUnit } from '../../../src/games/deathmaze/encounter/encounters';
import type { GameEvent } from '../../../src/games/deathmaze/events';
import { playSensibly } from '../../../src/games/deathmaze/autoplay';
import { seedDice } from '../../../src/games/deathmaze/dice';
import { apply, legalActions, newGame, RuleError, tryApply, type Action, type GameSetup, type GameState, type Outcome } from '../../../src/games/deathmaze/game';
import { cellKey, type Dir } from '../../../src/games/deathmaze/board/grid';
import { SetupError, type Adventurer, type AdventurerSpec } from '../../../src/games/deathmaze/party/party';
import type { Item } from '../../../src/games/deathmaze/party/treasure';

// ---------------------------------------------------------------------------------------------
// The party

/** Brand: Hero, Sword (+1 skill, his initial experience) and Bow, 8 Wound Points. */
export const BRAND: AdventurerSpec = { name: 'Brand', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'weaponSkill', weapon: 'sword' } };
/** Hild: Hero, Axe and Throwing Dagger, 9 Wound Points (8 and her initial Wound Point). */
export const HILD: AdventurerSpec = { name: 'Hild', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'woundPoint' } };
/** Sly: Thief, Dagger and Bow, Detrap 2 (1 and his initial Detrap), 6 Wound Points. */
export const SLY: AdventurerSpec = { name: 'Sly', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } };
/** Wren: Thief, Throwing Dagger and Dagger, Detrap 1, 7 Wound Points (6 and her initial Wound Point). */
export const WREN: AdventurerSpec = { name: 'Wren', class: 'thief', weapons: ['throwingDagger', 'dagger'], initial: { kind: 'woundPoint' } };

/** Mira: Wizard (11.1), Dagger and Throwing Dagger, 4 Wound Points, MR 2; Blast, and Lightning as her initial experience. */
export const MIRA: AdventurerSpec = { name: 'Mira', class: 'wizard', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'spell' }, spells: ['blast', 'lightning'] };

/**
 * An Advanced Game party (11.0): a1 Brand and a2 Hild in front, a3 Sly and a4 Mira (the
 * Wizard) in the second row.
 */
export const MAGES: AdventurerSpec[] = [BRAND, HILD, SLY, MIRA];

/** a1 Brand and a2 Hild, side by side in the front row. */
export const PAIR: AdventurerSpec[] = [BRAND, HILD];
/** a1 Brand, a2 Hild and a3 Sly: three in the front row. */
export const TRIO: AdventurerSpec[] = [BRAND, HILD, SLY];
/**
 * The usual party of four: a1 Brand (Hero, Sword +1 / Bow, 8 WP) and a2 Hild (Hero, Axe /
 * Throwing Dagger, 9 WP) in front; a3 Sly (Thief, Dagger / Bow, Detrap 2, 6 WP) and a4 Wren
 * (Thief, Throwing Dagger / Dagger, Detrap 1, 7 WP) in the second row.
 */
export const PARTY: AdventurerSpec[] = [BRAND, HILD, SLY, WREN];

// ---------------------------------------------------------------------------------------------
// The board

export const NORTH: Dir = 0;
export const EAST: Dir = 1;
export const SOUTH: Dir = 2;
export const WEST: Dir = 3;

/**
 * A game with its entrance laid at 0,0 and `party` (default {@link PARTY}) standing on it,
 * exploring: a straight corridor (C-S2, unturned) with doors to the north and south and open
 * ends to the east and west.
 */
export function atEntrance(party: AdventurerSpec[] = PARTY): GameState {
  return gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party });
}

/** {@link atEntrance} in the Advanced Game (11.0–12.3); the party defaults to {@link MAGES}. */
export function advancedAtEntrance(party: AdventurerSpec[] = MAGES): GameState {
  return gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party, advanced: true });
}

/** `who` casts `spell` at `target` (null for none), paying the cost unless `ring` (12.13). */
export const cast = (who: string, spell: SpellId, target: string | null = null, ring = false): Action => ({ type: 'cast', who, spell, target, ring });

// ---------------------------------------------------------------------------------------------
// Monsters

/**
 * Puts hostile monsters, each given as [id, kind, Wound Points], on the party's segment in `s`
 * and opens the encounter (the party must negotiate or fight). Their Wound Points are set
 * already, so joining combat with them throws no die for those (7.14). The next monster id the engine
 * hands out comes from `serial` (default 100, clear of any id a test gives). Returns `s`.
 */
export function meet(s: GameState, units: [string, MonsterId, number][], origin: 'room' | 'wandering' = 'wandering', serial = 100): GameState {
  const group: MonsterGroup = {
    units: units.map(([id, monster, woundPoints]) => ({ id, monster, woundPoints, wounds: 0, alive: true, swordSkill: 0 })),
    origin,
    attitude: 'hostile',
    hoards: {},
  };
  s.monsters[cellKey(s.party.at)] = group;
  s.monsterSerial = serial;
  s.phase = { kind: 'encounter' };
  return s;
}

/**
 * An encounter with these hostile monsters, each [kind, Wound Points], given the ids m1, m2, …
 * in order. `where` is either the state to put them in (returned, changed) or a party, put on
 * a fresh entrance first ({@link atEntrance}).
 */
export function encounterWith(where: GameState | AdventurerSpec[], units: [MonsterId, number][], origin: 'room' | 'wandering' = 'wandering'): GameState {
  const s = Array.isArray(where) ? atEntrance(where) : where;
  return meet(
    s,
    units.map(([monster, woundPoints], i) => [`m${i + 1}`, monster, woundPoints]),
    origin,
    units.length,
  );
}

/** The monster group on the party's segment, if any. */
export const groupHere = (s: GameState): MonsterGroup | undefined => s.monsters[cellKey(s.party.at)];
/** The monster `id` on the party's segment, if it is there. */
export const monsterHere = (s: GameState, id: string): MonsterUnit | undefined => groupHere(s)?.units.find((u) => u.id === id);
/** The monster `id` on the party's segment, which must be there. */
export const unit = (s: GameState, id: string): MonsterUnit => groupHere(s)!.units.find((u) => u.id === id)!;

// ---------------------------------------------------------------------------------------------
// Playing with scripted dice

/** Checks that every scripted die face was thrown: no die too many, none too few. */
export const allUsed = (o: Outcome): void => expect(o.state.dice.script, 'scripted faces left unused').toEqual([]);

/**
 * Applies the actions in turn with exactly these dice (each d6 the engine throws takes the next
 * face, in order) and checks that every face was used; returns the last state and every event.
 */
export function play(s: GameState, faces: number[], ...actions: Action[]): Outcome {
  scriptDice(s, faces);
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const out = apply(state, a);
    state = out.state;
    events.push(...out.events);
  }
  const outcome = { state, events };
  allUsed(outcome);
  return outcome;
}

/**
 * Fights and (when the engine asks) lines the monsters up with `front` in the front row
 * (default the lone monster m1) and `facing`. The only dice thrown are `woundFaces`: the Wound
 * Points (and an Evil Hero's sword skill) of monsters met through the game, rolled as combat is
 * joined (7.14); monsters placed by {@link meet} have theirs already. Checks that the combat is on.
 */
export function joinCombat(s: GameState, front: string[] = ['m1'], facing = 0, woundFaces: number[] = []): GameState {
  let out = play(s, woundFaces, { type: 'fight' });
  if (out.state.phase.kind === 'lineUp') out = play(out.state, [], { type: 'lineUp', front, facing });
  expect(out.state.phase.kind).toBe('combat');
  return out.state;
}

/** {@link joinCombat}, and checks the party acts first: the Party Combat Phase of round 1. */
export function engage(s: GameState, front: string[] = ['m1'], facing = 0, woundFaces: number[] = []): GameState {
  const c = joinCombat(s, front, facing, woundFaces);
  expect(c.combat?.step).toBe('party');
  return c;
}

// ---------------------------------------------------------------------------------------------
// Actions

export const hold = (who: string): Action => ({ type: 'hold', who });
/** `who` attacks `target` (default m1). */
export const attack = (who: string, target = 'm1'): Action => ({ type: 'attack', who, target });
/** `who` uses the item at index `item` (default the first) of his items. */
export const use = (who: string, item = 0): Action => ({ type: 'use', who, item });

/** Whether `action` is among the legal actions (compared as JSON). */
export const offered = (s: GameState, action: Action): boolean => legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(action));

/** Checks that the rules refuse `action` (through `tryApply`), naming rule case `rule`. */
export const refusedWith = (s: GameState, action: Action, rule: string): void => {
  const r = tryApply(s, action);
  expect(r.ok, `${action.type} should be refused`).toBe(false);
  if (!r.ok) expect(r.rule).toBe(rule);
};

/** Applies an action the rules must refuse: returns the RuleError, having checked the state is untouched. */
export function refused(state: GameState, action: Action): RuleError {
  const before = JSON.stringify(state);
  let caught: unknown = null;
  try {
    apply(state, action);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect(JSON.stringify(state)).toBe(before);
  return caught as RuleError;
}

/** The SetupError a creation throws (3.1, 11.1, 13.0), or fails the test. */
export function setupError(fn: () => unknown): SetupError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SetupError);
    return e as SetupError;
  }
  throw new Error('expected a SetupError');
}

/**
 * States from every phase delves pass through: `seeds` delves begun by `setup`, played by the
 * autoplay policy (stream `label` + seed), every fifth state of their first 150 steps.
 */
export function statesAlong(setup: (seed: number) => GameSetup, seeds: number, label: string): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    let state = newGame(setup(seed)).state;
    const rng = seedDice(`${label}${seed}`);
    for (let i = 0; i < 150; i++) {
      if (i % 5 === 0) out.push(state);
      const a = playSensibly(state, rng);
      if (!a) break;
      state = apply(state, a).state;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading the results

/** The adventurer `id` (a1, a2, …), who must exist. */
export const adv = (s: GameState, id: string): Adventurer => s.party.adventurers.find((a) => a.id === id)!;
/** Each adventurer's wounds, in party order. */
export const wounds = (s: GameState): number[] => s.party.adventurers.map((a) => a.wounds);
/** The kinds of these events, in order. */
export const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.kind);

// ---------------------------------------------------------------------------------------------
// Items

/** Puts `items` into adventurer `id`'s hands, after what he carries; returns `s`. */
export const give = (s: GameState, id: string, ...items: Item[]): GameState => {
  adv(s, id).items.push(...items);
  return s;
};
/** A potion of known type (tested: 1 dose; appraised: 2, 9.63). */
export const potion = (p: PotionId, doses = 1): Item => ({ kind: 'knownPotion', potion: p, doses });
export const spice = (sp: SpiceId): Item => ({ kind: 'spice', spice: sp });
/** A medallion of known type. */
export const medallion = (m: MedallionId): Item => ({ kind: 'knownMedallion', medallion: m });
