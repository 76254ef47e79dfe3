/**
 * Situations for the browser tests, built with the rules' own builders and scripted dice (no long
 * walk through a delve to reach them): the engine makes each one from a plain start, so what the
 * table shows next is the engine's doing. `?fixture=<name>` on the encounters harness loads one.
 * Phaser-free: it runs in the page and under Node alike.
 */
import { gameWithBoard, scriptDice } from '../../src/games/deathmaze/builders';
import { apply, type Action, type GameState } from '../../src/games/deathmaze/game';
import type { AdventurerSpec } from '../../src/games/deathmaze/party/party';
import type { MonsterId } from '../../src/games/deathmaze/data/monsters';
import { cellKey } from '../../src/games/deathmaze/board/grid';
import type { BoardChit } from '../../src/games/deathmaze/builders';

const party: AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
];
const somna: AdventurerSpec = { name: 'Somna', class: 'wizard', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'spell' }, spells: ['sleep', 'stoneToFlesh'] };

const entrance: BoardChit[] = [{ type: 'C-S2', x: 0, y: 0 }];
/** The entrance corridor and, through its north door, a room with a fountain (6.1), where the party stands. */
const fountainRoom: BoardChit[] = [...entrance, { type: 'F1', x: 0, y: -1, rot: 2 }];

/** The party on the last segment of `board` (by default the entrance corridor), with monsters met (types and number known; Wound Points not yet rolled, 7.14). */
function meeting(units: MonsterId[], advanced: boolean, woundPoints: (number | undefined)[] = [], board = entrance): GameState {
  const s = gameWithBoard({ board, partyAt: board[board.length - 1], party: advanced ? [...party, somna] : party, advanced, seed: 'fixture' });
  s.monsters[cellKey(s.party.at)] = {
    units: units.map((monster, i) => ({ id: `m${i + 1}`, monster, wounds: 0, alive: true, swordSkill: 0, ...(woundPoints[i] === undefined ? {} : { woundPoints: woundPoints[i] }) })),
    origin: 'wandering',
    attitude: 'hostile',
    hoards: {},
  };
  s.monsterSerial = units.length;
  s.phase = { kind: 'encounter' };
  return s;
}

function run(s: GameState, faces: number[], ...actions: Action[]): GameState {
  scriptDice(s, faces);
  let state = s;
  for (const a of actions) state = apply(state, a).state;
  return state;
}

/** Every fixture: the state, with the dice it will throw next scripted where the test needs them. */
export const fixtures: Record<string, () => GameState> = {
  /** Three Orcs just met: an encounter card with type and number, no Wound Points. */
  orcs: () => meeting(['orc', 'orc', 'orc'], false),
  /** One Skeleton (NV 9): no roll of 2D6 can hold it off (7.21), so talking is no recommendation. */
  skeleton: () => meeting(['skeleton'], false),
  /**
   * Two Ogres that agreed to leave the party alone (4 + 4 − NV 2 = 6, 7.23) by a fountain; Aldric
   * drinks from it (2: a potion, 6.13) and it is Charm Monster (6 on 9E's potion column): the
   * player picks the Ogre it takes, or none (9.46). The Ogre taken rolls its Wound Points (3: 1 + 2, 7.14).
   */
  charm: () => {
    const s = meeting(['ogre', 'ogre'], false, [], fountainRoom);
    const c = run(s, [4, 4, 2, 6], { type: 'negotiate' }, { type: 'investigate', who: 'a1' });
    scriptDice(c, [1]);
    return c;
  },
  /** A won fight with a Giant Ant left asleep (11.3 Sleep): the sleepers' card (DATA ruling 23). */
  sleepers: () => {
    const s = meeting(['giantAnt', 'giantAnt'], true, [1, 5]);
    // fight, line up; Somna's Sleep on m2 (4 > MR 1); Aldric's sword kills m1 (6 + 1... 6)
    const c = run(s, [], { type: 'fight' }, { type: 'lineUp', front: ['m1', 'm2'], facing: 0 });
    return run(c, [4, 6], { type: 'cast', who: 'a4', spell: 'sleep', target: 'm2', ring: false }, { type: 'attack', who: 'a1', target: 'm1' });
  },
  /** Exploring, Aldric carrying a known Poison and a Healing potion: the tray's Throw away (9.17). */
  poison: () => {
    const s = gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party, seed: 'fixture' });
    s.party.adventurers[0]!.items.push({ kind: 'knownPotion', potion: 'poison', doses: 1 }, { kind: 'knownPotion', potion: 'healing', doses: 1 });
    return s;
  },
  /**
   * A Medusa (4 Wound Points) before the Advanced party, the fight joined; as everyone holds she
   * strikes Aldric (4 + 2 = 6: a wound) and gazes at him (6: stone): both in the combat log (12.34).
   */
  medusa: () => {
    const s = meeting(['medusa'], true, [4]);
    const c = run(s, [], { type: 'fight' }, { type: 'lineUp', front: ['m1'], facing: 0 });
    scriptDice(c, [4, 6]);
    return c;
  },
  /** A Vampire (8 Wound Points): as everyone holds it strikes Aldric (1 + 11 = 12: 2 wounds) and charms him (4 > MR 1) (12.36). */
  vampire: () => {
    const s = meeting(['vampire'], true, [8]);
    const c = run(s, [], { type: 'fight' }, { type: 'lineUp', front: ['m1'], facing: 0 });
    scriptDice(c, [1, 4]);
    return c;
  },
};
