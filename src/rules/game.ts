/**
 * The game as one plain JSON value, the actions a player may take, and `apply`, which turns a
 * state and an action into the next state and the events that happened.
 */
import { arrive, fight, handleTrap, negotiate, openWithSesame, partyWipedOut, pegWithCloves, trapHandlers } from './arrival';
import { investigate, featureHere } from './features';
import { dropItem, giveItem, mayHold, spiceHolders, useAction, usableItems, useItem, wieldWeapon } from './items';
import { allCastActions, castSpell, knownSpells } from './spells';
import { statueKey } from './specials';
import { cloneJson } from './clone';
import { adventurerFromVeteran } from './continuity';
import { attack, breathePepper, chooseLineUp, combatActions, decideSleeper, hold, reorganize, resumeCombat, shareWaitingExperience, startCombat, switchWeapon, undecidedSleepers, useInCombat } from './combat';
import { charmTargets, chooseCharm, memberIds, turnCharmed } from './charm';
import { seedDice } from './dice';
import { CURRENT_EDITION, EDITIONS, weaponsCarriedAsItems } from './edition';
import type { GameEvent } from './events';
export type { GameEvent } from './events';
import { DIR_NAMES, DIRS, opposite, sameCell, step, type Dir, type Rotation } from './grid';
import { discardItem, takeItem } from './loot';
import type { Item } from './treasure';
import { gameResult } from './winning';
import {
  canCross,
  canonicalRotation,
  chitAt,
  cupsEmpty,
  describeChit,
  drawEntrance,
  drawForSegment,
  editChit,
  layChit,
  legalFacings,
  newMaze,
  rotatedSide,
  scoreFacings,
  sealedIn,
  shareChits,
  sideOf,
  type DrawEvent,
  type Hand,
  type Placement,
} from './maze';
import {
  assignPlayers,
  closeRanks,
  createAdventurer,
  defaultMarchingOrder,
  marchingOrderProblem,
  mayUseWeapon,
  SetupError,
  tidyOrder,
  type MarchingOrder,
} from './party';
import {
  fightOn,
  hereKey,
  isAdvanced,
  livingAdventurer,
  monstersHere,
  RuleError,
  STATE_VERSION,
  type Action,
  type GameSetup,
  type GameState,
  type Outcome,
  type Phase,
  type TryOutcome,
} from './state';
import { shown } from './shown';

export * from './state';

/**
 * The draft that `apply` changes: a deep copy, except that the setup (never changed) and the
 * placed chits (changed only through `editChit`) are shared with the previous state.
 */
function draftOf(state: GameState): GameState {
  const { setup, maze, ...rest } = state;
  const { chits, ...mazeRest } = maze;
  return { ...cloneJson(rest), setup, maze: shareChits({ ...cloneJson(mazeRest), chits }) };
}

const clone = cloneJson;

/** 5.1: the party is made, the cups filled and the entrance chit drawn for the player to lay. */
export function newGame(setup: GameSetup): Outcome {
  const players = setup.players ?? 1;
  const owners = assignPlayers(setup.party, players);
  if (setup.advanced !== undefined && typeof setup.advanced !== 'boolean') throw new SetupError('11.0', 'The Advanced Game option is on or off.');
  const edition = setup.edition ?? CURRENT_EDITION;
  if (!(EDITIONS as readonly unknown[]).includes(edition)) throw new SetupError('—', `This version plays rules editions ${EDITIONS.join(' and ')}, not ${shown(edition)}.`);
  const adventurers = setup.party.map((spec, i) => {
    if (spec?.veteran === undefined) return createAdventurer(spec, `a${i + 1}`, owners[i]!, setup.advanced === true);
    // 13.0: veterans of earlier delves come only to the Advanced Game
    if (setup.advanced !== true) throw new SetupError('13.0', 'Adventurers from earlier delves join only in the Advanced Game.');
    return adventurerFromVeteran(spec.veteran, spec.weapons, `a${i + 1}`, owners[i]!, edition);
  });
  const ids = adventurers.map((a) => a.id);
  const order = tidyOrder(setup.marchingOrder ?? defaultMarchingOrder(ids));
  const problem = marchingOrderProblem(order, ids);
  if (problem) throw new SetupError('5.12', problem);

  const maze = newMaze(setup.chitMix ?? 'original');
  const dice = seedDice(setup.seed);
  const drawn = drawEntrance(maze, dice);
  const state: GameState = {
    version: STATE_VERSION,
    setup: { ...clone(setup), edition },
    dice,
    maze,
    hand: drawn.hand,
    party: { at: { ...maze.entrance }, from: null, adventurers, order, bezants: 0, gems: [], cameThrough: null, below: false, charmed: [] },
    monsters: {},
    monsterSerial: 0,
    combat: null,
    loot: [],
    chests: [],
    investigated: [],
    charming: null,
    phase: { kind: 'place' },
    turn: 0,
  };
  const events: GameEvent[] = [
    { kind: 'game-started', rule: '5.1', text: `${adventurers.length} adventurer${adventurers.length === 1 ? '' : 's'} stand at the mouth of the Deathmaze.` },
    ...drawn.events.map(drawEvent),
  ];
  return { state, events };
}

const drawEvent = (e: DrawEvent): GameEvent => ({ kind: e.kind, rule: e.rule, text: e.text, chit: e.chit, cup: e.cup });

/** The (cell, facing) pairs where the chit in hand may be laid: the board lights exactly these. */
export function legalPlacements(state: GameState): Placement[] {
  if (state.phase.kind !== 'place' || !state.hand) return [];
  const { cell } = state.hand;
  return legalFacings(state.maze, state.hand).map((rot) => ({ x: cell.x, y: cell.y, rot }));
}

/** Why the party may not leave its segment by this side, or null when it may (5.28, 5.25, 9.57). */
export function moveProblem(state: GameState, dir: Dir): { rule: string; reason: string } | null {
  if (state.phase.kind !== 'explore') return { rule: '5.28', reason: 'The party can move on only once everything in its segment is dealt with.' };
  const here = chitAt(state.maze, state.party.at);
  if (!here) return { rule: '5.21', reason: 'The party is not on a chit.' };
  const side = sideOf(here, dir);
  if (side === 'W') return { rule: '5.22', reason: `There is a blank wall to the ${DIR_NAMES[dir]}: the party leaves only by a door or an open end.` };
  if (here.pegged & (1 << dir)) return { rule: '9.57', reason: `The door to the ${DIR_NAMES[dir]} is pegged shut.` };
  if (!canCross(state.maze, here, dir)) return { rule: '5.25', reason: `The ${DIR_NAMES[dir]} side does not match its neighbour and is impassable.` };
  if (!chitAt(state.maze, step(here, dir)) && cupsEmpty(state.maze)) return { rule: '5.22', reason: 'Both cups are empty: there is no chit left to draw for that segment.' };
  return null;
}

/**
 * Everything the player may do now. `arrange` (5.14) takes a whole marching order, so it is not
 * listed: it is legal whenever `marchingOrderProblem` accepts the order outside combat and negotiation.
 */
export function legalActions(state: GameState): Action[] {
  const s = state;
  switch (s.phase.kind) {
    case 'place':
      return legalPlacements(s).map((p) => ({ type: 'place', ...p }));
    case 'explore': {
      const out: Action[] = DIRS.filter((d) => moveProblem(s, d) === null).map((dir) => ({ type: 'move', dir }));
      if (monstersHere(s)) out.push({ type: 'fight' });
      if (sameCell(s.party.at, s.maze.entrance)) out.push({ type: 'leave' });
      else if (sealedIn(s.maze, s.party.at)) out.push({ type: 'abandon' });
      const living = s.party.adventurers.filter((a) => a.alive);
      if (featureHere(s)) for (const a of living) out.push({ type: 'investigate', who: a.id });
      for (const u of usableItems(s)) out.push(useAction(u));
      return [...out, ...handlingActions(s), ...allCastActions(s)];
    }
    case 'trap': {
      const h = trapHandlers(s);
      return [
        ...spiceHolders(s, 'sesame').map((h): Action => ({ type: 'sesame', who: h.who })),
        ...h.detrap.map((who): Action => ({ type: 'detrap', who })),
        ...h.open.map((who): Action => ({ type: 'open', who })),
        ...handlingActions(s),
        ...allCastActions(s),
      ];
    }
    case 'charm': {
      const pending = s.charming;
      const targets = pending ? charmTargets(s, pending.potion) : [];
      return [...targets.map((u): Action => ({ type: 'charm', target: u.id })), { type: 'charm', target: null }, ...allCastActions(s)];
    }
    case 'encounter': {
      const out: Action[] = [{ type: 'negotiate' }, { type: 'fight' }];
      // 9.17: items may be used in negotiation too
      for (const u of usableItems(s)) out.push(useAction(u));
      if (s.party.cameThrough && !s.party.below) for (const h of spiceHolders(s, 'cloves')) out.push({ type: 'peg', who: h.who });
      // 8.41: each adventurer's weapon is chosen before the party enters combat
      out.push(...readyActions(s));
      return [...out, ...allCastActions(s)];
    }
    case 'lineUp':
    case 'combat':
      return combatActions(s);
    case 'sleepers':
      return undecidedSleepers(s).flatMap((u): Action[] => [
        { type: 'sleeper', target: u.id, slay: true },
        { type: 'sleeper', target: u.id, slay: false },
      ]);
    case 'loot':
      return s.loot.flatMap((found, item) =>
        s.party.adventurers
          .filter((a) => a.alive && mayHold(a, found) && !(found.kind === 'armor' && a.items.some((x) => x.kind === 'armor')))
          .flatMap((a): Action[] =>
            // 9.23: a magical weapon is taken in hand in place of one of the two carried
            found.kind === 'weapon' && !weaponsCarriedAsItems(s) ? [0, 1].map((slot) => ({ type: 'take', item, who: a.id, slot })) : [{ type: 'take', item, who: a.id }],
          )
          .concat([{ type: 'discard', item }]),
      ).concat(handlingActions(s), allCastActions(s));
    case 'over':
      return [];
  }
}

/** Applies an action, or throws a RuleError naming the rule that forbids it (the state is untouched). */
export function apply(state: GameState, action: Action): Outcome {
  const draft = draftOf(state);
  const events: GameEvent[] = [];
  const poisonedBefore = draft.poisoned;
  step_(draft, withoutNegativeZero(action), events);
  // 11.3 Neutralize Poison: the window lasts one action
  if (draft.poisoned !== undefined && draft.poisoned === poisonedBefore) delete draft.poisoned;
  notePoisoning(draft, events);
  const player = decidingPlayer(state, action);
  if (player !== null) for (const e of events) e.player = player;
  settle(draft, events);
  draft.turn++;
  return { state: draft, events };
}

/**
 * -0 names the same weapon, slot, facing or direction as 0, but JSON writes it as 0: kept in the
 * state (a readied weapon, a line-up's facing) it would make the state differ from its own save.
 */
function withoutNegativeZero(action: Action): Action {
  if (typeof action !== 'object' || action === null) return action;
  const zeros = Object.keys(action).filter((k) => Object.is((action as unknown as Record<string, unknown>)[k], -0));
  return zeros.length === 0 ? action : ({ ...action, ...Object.fromEntries(zeros.map((k) => [k, 0])) });
}

/**
 * 3.2: who made this decision. An adventurer's own choices (who attacks, who opens, who takes)
 * belong to the player who controls them; a charmed monster's to its charmer's player. Moves
 * and the other whole-party choices are the players' common decision (null).
 */
export function decidingPlayer(s: GameState, action: Action): number | null {
  if (typeof action !== 'object' || action === null) return null;
  const who = 'who' in action ? action.who : action.type === 'charm' ? s.charming?.by : undefined;
  if (who === undefined) return null;
  const adv = s.party.adventurers.find((a) => a.id === who);
  const charmer = s.party.charmed.find((c) => c.unit.id === who)?.charmer;
  const owner = adv ?? s.party.adventurers.find((a) => a.id === charmer);
  return owner ? owner.player : null;
}

/** Rule cases whose wounds are poison (10.23, 10.24, 9.43, 6.12): what Neutralize Poison undoes. */
const POISON_RULES = new Set(['10.23', '10.24', '9.43', '6.12']);

/** 11.3 Neutralize Poison: in the Advanced Game, remember who was just poisoned and how badly. */
function notePoisoning(s: GameState, events: GameEvent[]): void {
  if (!isAdvanced(s)) return;
  const hits = events.filter((e) => e.kind === 'wounded' && POISON_RULES.has(e.rule) && e.who && (e.amount ?? 0) > 0);
  if (hits.length === 0) return;
  s.poisoned = hits.map((e) => ({ who: e.who!, wounds: e.amount! }));
}

/** What follows any action by itself: an empty treasure pile, the climb out of a room below, a charm broken by death, the ranks closed. */
function settle(s: GameState, events: GameEvent[]): void {
  if (s.phase.kind !== 'over' && partyWipedOut(s, events)) return;
  if (s.oratory && s.phase.kind !== 'encounter') delete s.oratory; // 11.3: Oratory lasts for this negotiation only
  if (s.phase.kind !== 'over') leaveStatues(s, events);
  shareWaitingExperience(s, events); // DATA ruling 24: once nobody here can be restored
  if (s.phase.kind === 'explore' || s.phase.kind === 'loot') gatherBelongings(s, events);
  if (s.phase.kind === 'loot' && s.loot.length === 0) s.phase = { kind: 'explore' };
  if (s.phase.kind === 'explore') {
    s.party.cameThrough = null; // 9.57: Cloves only as the door is first opened on monsters
    bringBackAside(s);
  }
  if (s.party.below && s.phase.kind === 'explore') {
    // 6.32 and DATA ruling 14: the room below has no way on; the party climbs back up
    s.party.below = false;
    events.push({ kind: 'party-moved', rule: '6.32', text: 'The party climbs back up through the trap door.', cell: { ...s.party.at } });
  }
  for (let turned = events.length; ; turned = events.length) {
    // 9.45: a monster whose charmer died attacks the party at once
    if (turnCharmed(s, events)) startCombat(s, true, events);
    else if (events.length === turned || s.phase.kind !== 'combat') break;
    // in a fight it no longer acts for the party: its Party Combat Phase may be over (8.21)
    else resumeCombat(s, events);
  }
  s.party.order = closeRanks(s.party.order, memberIds(s), fightOn(s));
}

/** As `apply`, but a refusal comes back as a value. */
export function tryApply(state: GameState, action: Action): TryOutcome {
  try {
    return { ok: true, ...apply(state, action) };
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, rule: e.rule, reason: e.reason };
    throw e;
  }
}

function step_(s: GameState, action: Action, events: GameEvent[]): void {
  if (typeof action !== 'object' || action === null) throw new RuleError('—', 'That is not an action.');
  if (s.phase.kind === 'over') throw new RuleError('4.0', 'The game is over.');
  switch (action.type) {
    case 'place':
      return place(s, action, events);
    case 'move':
      return move(s, action.dir, events);
    case 'arrange':
      return arrange(s, action.order, events);
    case 'leave':
      return leave(s, events);
    case 'abandon':
      if (s.phase.kind !== 'explore' || !sealedIn(s.maze, s.party.at)) throw new RuleError('4.0', 'The party still has a way to go: it gives up only when shut in.');
      s.phase = { kind: 'over', reason: 'lost' };
      events.push({ kind: 'party-left', rule: '4.0', text: 'Shut in with no way out, the party is lost in the Deathmaze.' });
      return;
    case 'ready':
      return ready(s, action.who, action.weapon, events);
    case 'detrap':
    case 'open':
      return handleTrap(s, action.who, action.type === 'detrap', events);
    case 'negotiate':
      return negotiate(s, events);
    case 'fight':
      return fight(s, events);
    case 'lineUp':
      return chooseLineUp(s, action.front, action.facing, events);
    case 'attack':
      return attack(s, action.who, action.target, events);
    case 'switch':
      return switchWeapon(s, action.who, events);
    case 'hold':
      return hold(s, action.who, events);
    case 'reorganize':
      return reorganize(s, action.order, events);
    case 'take':
      return takeItem(s, action.item, action.who, events, action.slot);
    case 'discard':
      return discardItem(s, action.item, events);
    case 'use':
      return s.phase.kind === 'combat' ? useInCombat(s, action.who, action.item, action.target, events) : useOutside(s, action.who, action.item, action.target, events);
    case 'give':
      return giveItem(s, action.who, action.item, action.to, events);
    case 'drop':
      return dropItem(s, action.who, action.item, events);
    case 'wield':
      return wieldWeapon(s, action.who, action.item, action.slot, events);
    case 'sesame':
      return openWithSesame(s, action.who, events);
    case 'peg':
      return pegWithCloves(s, action.who, events);
    case 'pepper':
      return breathePepper(s, action.who, action.target, events);
    case 'investigate':
      return investigate(s, action.who, events);
    case 'charm':
      return chooseCharm(s, action.target, events, (resume) => resumeAfterCharm(s, resume, events));
    case 'cast':
      return castSpell(s, action, events);
    case 'sleeper':
      return decideSleeper(s, action.target, action.slay, events);
    default:
      throw new RuleError('—', `Unknown action "${shown((action as { type?: unknown }).type)}".`);
  }
}

function place(s: GameState, a: { x: number; y: number; rot: Rotation }, events: GameEvent[]): void {
  const hand = s.hand;
  if (s.phase.kind !== 'place' || !hand) throw new RuleError('5.21', 'There is no chit in hand to lay.');
  if (a.x !== hand.cell.x || a.y !== hand.cell.y) {
    throw new RuleError(hand.entry ? (hand.entry.via === 'door' ? '5.23' : '5.22') : '5.13', 'The chit must be laid on the segment the party is entering.');
  }
  if (![0, 1, 2, 3].includes(a.rot)) throw new RuleError('5.24', 'A facing is a quarter turn: 0, 1, 2 or 3.');
  const rot = canonicalRotation(hand.type, a.rot);
  if (!legalFacings(s.maze, hand).includes(rot)) throw new RuleError(...facingProblem(s, hand, rot));
  const chit = layChit(s.maze, hand, rot);
  s.hand = null;
  events.push({
    kind: 'chit-placed',
    rule: hand.entry ? '5.24' : '5.13',
    text: `Laid the ${describeChit(chit.type)}${chit.blocked ? '; its unmatched sides are impassable' : ''}.`,
    cell: { x: chit.x, y: chit.y },
    chit: chit.type,
    rot,
  });
  if (!hand.entry) {
    // 5.13: the party stands on the entrance; no checks there at the start (DATA §11 ruling 15).
    editChit(s.maze, chit)!.visited = true;
    s.phase = { kind: 'explore' };
    return;
  }
  if (chit.blocked & (1 << hand.entry.dir)) {
    events.push({ kind: 'party-blocked', rule: '5.25', text: 'The side the party meant to cross does not match: it is impassable and the party stays put.', cell: { ...hand.cell } });
    s.phase = { kind: 'explore' };
    return;
  }
  const door = hand.entry.via === 'door' ? { from: step(hand.cell, hand.entry.dir), dir: opposite(hand.entry.dir) } : null;
  arrive(s, chit, door !== null, door, events);
}

/** Why a facing of the chit in hand is illegal: the rule and the reason. */
function facingProblem(s: GameState, hand: Hand, rot: Rotation): [string, string] {
  const score = scoreFacings(s.maze, hand.type, hand.cell, hand.entry).find((f) => f.rot === rot);
  const d = DIRS.find((dir) => (score?.mismatched ?? 0) & (1 << dir));
  if (d === undefined) return ['5.29', 'That facing would close off the last way on into the Deathmaze.'];
  const names = { D: 'a door', W: 'a blank wall', O: 'an open end' } as const;
  const have = rotatedSide(hand.type, rot, d);
  const need = sideOf(chitAt(s.maze, step(hand.cell, d))!, opposite(d));
  return ['5.25', `That facing puts ${names[have]} against ${names[need]} on the ${DIR_NAMES[d]}: doors must meet doors, walls walls, open ends open ends.`];
}

function move(s: GameState, dir: Dir, events: GameEvent[]): void {
  if (!DIRS.includes(dir)) throw new RuleError('5.28', 'A move goes north, east, south or west (0–3).');
  const problem = moveProblem(s, dir);
  if (problem) throw new RuleError(problem.rule, problem.reason);
  const here = chitAt(s.maze, s.party.at)!;
  const target = step(here, dir);
  const there = chitAt(s.maze, target);
  const via = sideOf(here, dir) === 'D' ? 'door' : 'open';
  s.party.from = { x: here.x, y: here.y };
  if (there) {
    // 5.28: a segment already laid is simply entered; its doors are not trapped.
    arrive(s, there, false, via === 'door' ? { from: { x: here.x, y: here.y }, dir } : null, events);
    return;
  }
  const drawn = drawForSegment(s.maze, s.dice, target, { dir: opposite(dir), via });
  events.push(...drawn.events.map(drawEvent));
  s.hand = drawn.hand;
  s.phase = { kind: 'place' };
}



function arrange(s: GameState, order: MarchingOrder, events: GameEvent[]): void {
  if (!['explore', 'place', 'trap', 'loot'].includes(s.phase.kind)) throw new RuleError('5.14', 'The marching order can be changed only outside combat and negotiation.');
  if (!Array.isArray(order) || !order.every((row) => Array.isArray(row))) throw new RuleError('5.12', 'A marching order is a list of rows of three boxes.');
  const tidy = tidyOrder(order);
  const problem = marchingOrderProblem(tidy, memberIds(s));
  if (problem) throw new RuleError('5.12', problem);
  s.party.order = tidy;
  events.push({ kind: 'order-changed', rule: '5.14', text: 'The party rearranges its marching order.' });
}

function leave(s: GameState, events: GameEvent[]): void {
  if (s.phase.kind !== 'explore') throw new RuleError('4.0', 'The party can leave only when nothing is left to resolve.');
  if (!sameCell(s.party.at, s.maze.entrance)) throw new RuleError('4.0', 'The party leaves the Deathmaze only from the corridor it entered by (5.13).');
  shareWaitingExperience(s, events, true); // DATA ruling 24: those left stone have no share
  s.phase = { kind: 'over', reason: 'escaped' };
  const result = gameResult(s);
  const winners = result.players.filter((p) => p.won).length;
  const verdict = result.players.length === 1 ? (winners ? 'The player wins!' : 'Not rich or seasoned enough: the player loses.') : `${winners} of ${result.players.length} players win.`;
  events.push({
    kind: 'party-left',
    rule: '4.0',
    text: `The party climbs out of the Deathmaze with ${result.treasure} Bezants in coin and gems: ${result.share} each (9.18). ${verdict}`,
    amount: result.share,
  });
}


/** 8.41: outside combat (and facing monsters, before the fight) an adventurer may take either weapon in hand. */
function ready(s: GameState, who: string, weapon: number, events: GameEvent[]): void {
  if (!['explore', 'trap', 'loot', 'encounter'].includes(s.phase.kind)) throw new RuleError('8.41', 'In combat changing weapons is an action of the Party Combat Phase.');
  const a = livingAdventurer(s, who, '8.41');
  if (!Number.isInteger(weapon) || a.weapons[weapon] === undefined) throw new RuleError('8.41', `${a.name} carries no such weapon.`);
  a.ready = weapon;
  events.push({ kind: 'weapon-switched', rule: '8.41', text: `${a.name} readies the ${a.weapons[weapon]}.`, who: a.id });
}

/** Outside combat, and in negotiation, an adventurer may drink a potion or take a spice (9.17, 9.41, 9.5). */
function useOutside(s: GameState, who: string, item: number, target: string | undefined, events: GameEvent[]): void {
  if (s.phase.kind !== 'encounter' && s.phase.kind !== 'explore') {
    throw new RuleError('9.17', 'Items are used in combat as an action of the Party Combat Phase, or when nothing else is going on.');
  }
  // a Charm potion drunk with no monster to take is simply wasted (9.45); legalActions does not offer it
  useItem(s, who, item, events, target);
  // 9.45: charming the last of them leaves nobody to face
  if (s.phase.kind === 'encounter' && !monstersHere(s)) s.phase = { kind: 'explore' };
}

/** After a charm: back to what the party was doing, unless the charm emptied the segment (9.45). */
function resumeAfterCharm(s: GameState, resume: Phase, events: GameEvent[]): void {
  s.phase = resume;
  if (resume.kind === 'combat') return resumeCombat(s, events);
  if (resume.kind === 'encounter' && !monstersHere(s)) s.phase = { kind: 'explore' };
  if (s.phase.kind === 'explore' && s.loot.length > 0) s.phase = { kind: 'loot' };
}

/** 9.17: once no fight is on, what the dead carried (magic items, magical weapons) waits for the living. */
function gatherBelongings(s: GameState, events: GameEvent[]): void {
  for (const a of s.party.adventurers) {
    if (a.alive) continue;
    if (a.stone === statueKey(s) && s.party.adventurers.some((w) => w.alive && knownSpells(w).includes('stoneToFlesh'))) continue; // 12.34: may yet be restored
    const left: Item[] = [...a.items];
    a.weapons.forEach((weapon, i) => {
      if ((a.weaponBonus[i] ?? 0) > 0) left.push({ kind: 'weapon', weapon, bonus: a.weaponBonus[i]! });
    });
    if (left.length === 0) continue;
    a.items = [];
    a.weaponBonus = a.weapons.map(() => 0);
    s.loot.push(...left);
    s.phase = { kind: 'loot' };
    events.push({ kind: 'treasure', rule: '9.17', text: `${a.name}'s magic items can be taken up by the others.`, who: a.id });
  }
}

/** 12.34 ruling: Stone-to-Flesh must be cast before the party leaves the segment; after that the petrified are lost. */
function leaveStatues(s: GameState, events: GameEvent[]): void {
  for (const a of s.party.adventurers) {
    if (a.alive || a.stone === undefined || a.stone === 'lost' || a.stone === statueKey(s)) continue;
    a.stone = 'lost';
    events.push({ kind: 'petrified', rule: '12.34', text: `The party moves on: ${a.name} is left behind, stone forever.`, who: a.id });
  }
}

/** Monsters that stepped aside for a statue's Gargoyle (7.23, 6.22) are back once it is dealt with. */
function bringBackAside(s: GameState): void {
  const key = `aside:${hereKey(s)}`;
  const aside = s.monsters[key];
  if (!aside) return;
  const here = monstersHere(s);
  if (here && here.attitude === 'hostile') return;
  if (here) aside.units.push(...here.units);
  s.monsters[hereKey(s)] = aside;
  delete s.monsters[key];
  if (aside.attitude === 'hostile') s.phase = { kind: 'encounter' }; // they were met and not yet dealt with
}

/** 8.41: taking the other weapon in hand, for everyone who carries two. */
function readyActions(s: GameState): Action[] {
  return s.party.adventurers.filter((a) => a.alive && a.weapons.length > 1).map((a): Action => ({ type: 'ready', who: a.id, weapon: a.ready === 0 ? 1 : 0 }));
}

/** 8.41, 9.17, 9.23: readying a weapon, taking up a magical one, handing items over or throwing them away (outside combat and negotiation). */
function handlingActions(s: GameState): Action[] {
  const living = s.party.adventurers.filter((a) => a.alive);
  const out: Action[] = readyActions(s);
  for (const a of living) {
    a.items.forEach((item, i) => {
      if (item.kind === 'weapon' && mayUseWeapon(a, item.weapon)) for (const slot of [0, 1]) out.push({ type: 'wield', who: a.id, item: i, slot });
      for (const b of living) {
        if (b.id !== a.id && mayHold(b, item) && !(item.kind === 'armor' && b.items.some((x) => x.kind === 'armor'))) out.push({ type: 'give', who: a.id, item: i, to: b.id });
      }
      out.push({ type: 'drop', who: a.id, item: i });
    });
  }
  return out;
}
