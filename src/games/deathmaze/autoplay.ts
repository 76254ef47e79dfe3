/**
 * Autoplay: policies that choose an action for the player. They draw on a random stream of
 * their own, so a game's dice (and therefore its replay) depend only on the actions taken.
 */
import { randomIndex, type DiceState } from './dice';
import { legalActions } from './listing';
import { monstersHere, type Action, type GameState } from './state';
import { canCross, chitAt, type PlacedChit } from './board/maze';
import { cellKey, DIRS, step, type Cell, type Dir } from './board/grid';
import { healable, type Adventurer } from './party/party';
import type { Item } from './party/treasure';
import { woundsLeftOf } from './encounter/encounters';
import { tables } from './tables';

/**
 * Explores at random but legally (issue 2's walker): any legal facing for a chit in hand;
 * when moving, unexplored segments are preferred three times in four; it never leaves.
 */
export function exploreAtRandom(state: GameState, rng: DiceState): Action | null {
  const actions = legalActions(state).filter((a) => a.type !== 'leave' && a.type !== 'arrange');
  if (actions.length === 0) return null;
  const fresh = actions.filter((a) => a.type === 'move' && !chitAt(state.maze, step(state.party.at, a.dir)));
  const pool = fresh.length > 0 && randomIndex(rng, 4) > 0 ? fresh : actions;
  return pool[randomIndex(rng, pool.length)] ?? null;
}

/** The first step of a shortest walk over laid chits from the party to a segment that satisfies `goal`. */
export function firstStepToward(state: GameState, goal: (c: PlacedChit) => boolean): Dir | null {
  const { chits } = state.maze;
  const start = chitAt(state.maze, state.party.at);
  if (!start) return null;
  const seen = new Set<string>([cellKey(start)]);
  const queue: PlacedChit[] = [start];
  // the first step of the walk to each queued chit
  const firsts: (Dir | null)[] = [null];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    const first = firsts[i]!;
    if (i > 0 && goal(c)) return first;
    for (const d of DIRS) {
      const key = nextKey(c, d);
      const nb = chits[key];
      if (!nb || seen.has(key) || !canCross(state.maze, c, d)) continue;
      // never walk into monsters that are still hostile
      const group = state.monsters[key];
      if (group && group.attitude === 'hostile' && !goal(nb)) continue;
      seen.add(key);
      queue.push(nb);
      firsts.push(first ?? d);
    }
  }
  return null;
}

const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;
/** cellKey(step(c, d)), without making the Cell (the walks above run on every move). */
const nextKey = (c: Cell, d: Dir): string => `${c.x + DX[d]},${c.y + DY[d]}`;

/** A crossable side of `c` opens onto a segment not yet explored. */
const opensOntoUnexplored = (s: GameState, c: PlacedChit): boolean => DIRS.some((d) => !s.maze.chits[nextKey(c, d)] && canCross(s.maze, c, d));

/** More than `n` chits are laid (counted no further than that). */
function moreChitsThan(s: GameState, n: number): boolean {
  let count = 0;
  for (const _ in s.maze.chits) if (++count > n) return true;
  return false;
}

/** Has the party what it came for (4.0)? Each living adventurer at 75 XP and a 100-Bezant share. */
export function richEnough(state: GameState): boolean {
  const living = state.party.adventurers.filter((a) => a.alive);
  if (living.length === 0) return false;
  const wealth = state.party.bezants + state.party.gems.reduce((a, b) => a + b, 0);
  return living.every((a) => a.xp >= tables(state).limits.winXp) && wealth / living.length >= tables(state).limits.winBezants;
}

function hurt(state: GameState): boolean {
  const living = state.party.adventurers.filter((a) => a.alive);
  const total = living.reduce((n, a) => n + a.woundPoints, 0);
  const left = living.reduce((n, a) => n + a.woundPoints - a.wounds, 0);
  return living.length < Math.ceil(state.party.adventurers.length / 2) || left < total * 0.45;
}

/** The first of `xs` that scores highest, each scored once (as a `reduce` keeping the earlier on a tie, and throwing on none). */
function highest<T>(xs: readonly T[], score: (x: T) => number): T {
  if (xs.length === 0) return xs.reduce((b) => b);
  let best = xs[0]!;
  let top = score(best);
  for (let i = 1; i < xs.length; i++) {
    const v = score(xs[i]!);
    if (v > top) {
      best = xs[i]!;
      top = v;
    }
  }
  return best;
}

const pick = <T>(xs: readonly T[], rng: DiceState): T | null => (xs.length === 0 ? null : xs[randomIndex(rng, xs.length)]!);

/** Steps that end the delve are the player's to take, even when nothing else is left. */
const NEVER_FORCED = new Set<Action['type']>(['leave', 'abandon']);

/**
 * The one thing the rules leave the party to do, when there is exactly one and taking it decides
 * nothing (a chit that fits one way only, 5.24); null when there is a choice, or when the only
 * step would end the delve (leaving, 4.0; giving up, shut in).
 */
export function forcedAction(state: GameState): Action | null {
  if (state.phase.kind === 'over') return null;
  const actions = legalActions(state);
  const only = actions.length === 1 ? actions[0]! : null;
  return only && !NEVER_FORCED.has(only.type) ? only : null;
}

/**
 * A sensible player for the Basic and Advanced Games ("decide for me", the simulator, property tests):
 * explores, negotiates when the odds are good or the monsters strong, fights, takes the
 * treasure, and heads home when rich enough or hurt.
 */
export function playSensibly(state: GameState, rng: DiceState): Action | null {
  const actions = legalActions(state);
  if (actions.length === 0) return null;
  const s = state;
  const living = s.party.adventurers.filter((a) => a.alive);
  switch (s.phase.kind) {
    case 'place': {
      // prefer facings that leave more ways on
      return pick(actions, rng);
    }
    case 'trap': {
      const neutralize = sensibleCast(s, actions, 'explore');
      if (neutralize) return neutralize;
      const sesame = actions.find((a) => a.type === 'sesame');
      if (sesame) return sesame;
      const thieves = actions.filter((a): a is Extract<Action, { type: 'detrap' }> => a.type === 'detrap');
      if (thieves.length > 0) {
        const best = thieves.reduce((b, a) => (advOf(s, a.who).detrap > advOf(s, b.who).detrap ? a : b));
        return best;
      }
      const opens = actions.filter((a): a is Extract<Action, { type: 'open' }> => a.type === 'open');
      return opens.reduce((b, a) => (health(s, a.who) > health(s, b.who) ? a : b));
    }
    case 'encounter': {
      const group = monstersHere(s)!;
      const stats = tables(s).monsters[group.units[0]!.monster];
      const threat = group.units.reduce((n, u) => n + (u.alive ? woundsLeftOf(tables(s), u) : 0), 0) * (1 + Math.max(0, stats.combatBonus ?? 3) / 4);
      const strength = living.reduce((n, a) => n + a.woundPoints - a.wounds, 0);
      const agreeChance = chanceAtLeast(6 + stats.nv);
      const wantsLoot = !richEnough(s);
      const charm = actions.find((a) => a.type === 'use' && isCharm(s, a.who, a.item));
      if (charm) return charm;
      const neutralize = sensibleCast(s, actions, 'explore');
      if (neutralize) return neutralize;
      const peg = actions.find((a) => a.type === 'peg');
      const retreat = s.party.cameThrough ? chitAt(s.maze, s.party.cameThrough.from) : undefined;
      const retreatHasWayOn = !!retreat && DIRS.filter((d) => canCross(s.maze, retreat, d)).length > 1;
      if (peg && retreatHasWayOn && threat > strength * 1.2 && agreeChance < 0.3) return peg;
      if (threat > strength * 0.9 || (agreeChance >= 0.55 && !(wantsLoot && threat < strength * 0.4))) {
        // 11.3 Oratory: +4 to the roll, when a Wizard can spare the wound
        const oratory = affordable(s, actions).find((a) => a.spell === 'oratory');
        return oratory ?? { type: 'negotiate' };
      }
      return { type: 'fight' };
    }
    case 'lineUp':
      return actions[0]!;
    case 'sleepers':
      // DATA ruling 23: sleepers slain count for Experience and treasure
      return actions.find((a) => a.type === 'sleeper' && a.slay) ?? actions[0]!;
    case 'charm': {
      // take the strongest monster on offer
      const group = monstersHere(s);
      const strength = (id: string | null) => {
        const u = group?.units.find((x) => x.id === id);
        return u ? woundsLeftOf(tables(s), u) : -1;
      };
      const charms = actions.filter((a): a is Extract<Action, { type: 'charm' }> => a.type === 'charm');
      return charms.reduce((b, a) => (strength(a.target) > strength(b.target) ? a : b));
    }
    case 'combat': {
      if (s.combat?.step === 'reorganize') {
        const options = actions.filter((a): a is Extract<Action, { type: 'reorganize' }> => a.type === 'reorganize');
        const score = (o: Extract<Action, { type: 'reorganize' }>) => (o.order[0] ?? []).reduce((n, id) => n + (id ? health(s, id) : 0), 0);
        return highest(options, score);
      }
      const heal = actions.find((a) => a.type === 'use' && isHealing(s, a.who, a.item) && health(s, a.who) <= 2);
      if (heal) return heal;
      const spell = sensibleCast(s, actions, 'combat');
      if (spell) return spell;
      const pepper = actions.find((a) => a.type === 'pepper');
      if (pepper) return pepper;
      const attacks = actions.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
      if (attacks.length > 0) {
        const group = monstersHere(s)!;
        const left = (id: string) => {
          const u = group.units.find((x) => x.id === id);
          // 12.36: an adventurer charmed by a Vampire is struck last
          return u ? woundsLeftOf(tables(s), u) : 100 + health(s, id);
        };
        return highest(attacks, (a) => -left(a.target)); // the fewest Wound Points left
      }
      const switches = actions.find((a) => a.type === 'switch');
      return switches ?? actions.find((a) => a.type === 'hold') ?? actions[0]!;
    }
    case 'loot': {
      const neutralize = sensibleCast(s, actions, 'explore');
      if (neutralize) return neutralize;
      const takes = actions.filter((a): a is Extract<Action, { type: 'take' }> => a.type === 'take' && a.item === 0);
      if (takes.length === 0) return { type: 'discard', item: 0 };
      // 9.23: a magical weapon in place of one carried, when it is worth it
      if (takes[0]!.slot !== undefined) return takes.find((a) => betterWeapon(s, a.who, s.loot[0], a.slot!)) ?? { type: 'discard', item: 0 };
      // 12.13: a spell ring goes to a Wizard, who alone can use it
      const found = s.loot[0];
      const wizard = takes.find((a) => advOf(s, a.who).class === 'wizard');
      if (found?.kind === 'ring' && tables(s).ringSpells[found.ring] && wizard) return wizard;
      // potions and medallions are tested by whoever takes them: send the healthiest
      return takes.reduce((b, a) => (health(s, a.who) - advOf(s, a.who).items.length > health(s, b.who) - advOf(s, b.who).items.length ? a : b));
    }
    case 'explore': {
      if (actions.some((a) => a.type === 'abandon')) return { type: 'abandon' };
      const heal = actions.find((a) => a.type === 'use' && isHealing(s, a.who, a.item) && advOf(s, a.who).wounds >= 3);
      if (heal) return heal;
      const spell = sensibleCast(s, actions, 'explore');
      if (spell) return spell;
      const wield = actions.find((a) => a.type === 'wield' && betterWeapon(s, a.who, advOf(s, a.who).items[a.item], a.slot));
      if (wield) return wield;
      const looks = actions.filter((a): a is Extract<Action, { type: 'investigate' }> => a.type === 'investigate');
      if (looks.length > 0 && !hurt(s)) {
        // 6.0: preferably a Thief, and a healthy one
        return looks.reduce((b, a) => (health(s, a.who) + (advOf(s, a.who).class === 'thief' ? 3 : 0) > health(s, b.who) + (advOf(s, b.who).class === 'thief' ? 3 : 0) ? a : b));
      }
      const goHome = richEnough(s) || hurt(s) || moreChitsThan(s, 60);
      if (goHome) {
        if (actions.some((a) => a.type === 'leave')) return { type: 'leave' };
        const d = firstStepToward(s, (c) => c.x === s.maze.entrance.x && c.y === s.maze.entrance.y);
        if (d !== null && actions.some((a) => a.type === 'move' && a.dir === d)) return { type: 'move', dir: d };
      }
      const moves = actions.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
      const fresh = moves.filter((a) => !chitAt(s.maze, step(s.party.at, a.dir)));
      if (fresh.length > 0) return pick(fresh, rng);
      const d = firstStepToward(s, (c) => opensOntoUnexplored(s, c));
      if (d !== null && moves.some((a) => a.dir === d)) return { type: 'move', dir: d };
      if (actions.some((a) => a.type === 'leave')) return { type: 'leave' };
      const home = firstStepToward(s, (c) => c.x === s.maze.entrance.x && c.y === s.maze.entrance.y);
      if (home !== null && moves.some((a) => a.dir === home)) return { type: 'move', dir: home };
      return pick(moves, rng) ?? pick(actions, rng);
    }
    case 'over':
      return null;
  }
}

type Cast = Extract<Action, { type: 'cast' }>;

/** Casts the Wizard can afford: through an unspent ring, or paying the cost with 2 Wound Points to spare. */
function affordable(s: GameState, actions: readonly Action[]): Cast[] {
  return actions.filter((a): a is Cast => {
    if (a.type !== 'cast') return false;
    if (a.ring) return true;
    const w = advOf(s, a.who);
    return w.woundPoints - w.wounds - tables(s).spells[a.spell].cost >= 2;
  });
}

/**
 * A spell worth casting now (11.3), or null. In combat: Sleep or Charm on the strongest monster
 * while others fight on, else Lightning at it, else Blast; never Explosion. Outside combat:
 * Stone-to-Flesh, Neutralize Poison at once, Heal for 3 or more curable wounds.
 */
function sensibleCast(s: GameState, actions: readonly Action[], when: 'combat' | 'explore'): Cast | null {
  const options = affordable(s, actions);
  if (options.length === 0) return null;
  // a free ring casting first, then the paid one
  const best = (spell: string, score: (a: Cast) => number = () => 0): Cast | null => {
    const xs = options.filter((a) => a.spell === spell);
    if (xs.length === 0) return null;
    return xs.reduce((b, a) => (score(a) + (a.ring ? 0.5 : 0) > score(b) + (b.ring ? 0.5 : 0) ? a : b));
  };
  if (when === 'explore') {
    const restore = best('stoneToFlesh');
    if (restore) return restore;
    const neutralize = best('neutralizePoison', (a) => (s.poisoned ?? []).filter((p) => p.who === a.target).reduce((n, p) => n + p.wounds, 0));
    if (neutralize) return neutralize;
    const curable = (id: string | null) => {
      const a = s.party.adventurers.find((x) => x.id === id);
      return a ? healable(a) : 0;
    };
    const heal = best('heal', (a) => curable(a.target));
    if (heal && curable(heal.target) >= 3) return heal;
    return null;
  }
  const group = monstersHere(s);
  if (!group) return null;
  const left = (id: string | null) => {
    const u = group.units.find((x) => x.id === id);
    return u ? woundsLeftOf(tables(s), u) : 0;
  };
  const fighting = group.units.filter((u) => u.alive && !u.asleep).length;
  // spell wounds never heal (11.22): a paid spell is kept for a fight that threatens the party
  const threat = group.units.reduce((n, u) => n + (u.alive && !u.asleep ? woundsLeftOf(tables(s), u) : 0), 0);
  const living = s.party.adventurers.filter((a) => a.alive);
  const strength = living.reduce((n, a) => n + a.woundPoints - a.wounds, 0);
  const dangerous = threat * 2 >= strength || living.some((a) => a.woundPoints - a.wounds <= 2);
  if (!dangerous && !options.some((a) => a.ring)) return null;
  const sleep = best('sleep', (a) => left(a.target));
  if (sleep && left(sleep.target) >= 4) return sleep;
  const charm = best('charm', (a) => left(a.target));
  if (charm && fighting > 1 && left(charm.target) >= 4) return charm;
  const lightning = best('lightning', (a) => left(a.target));
  if (lightning && left(lightning.target) >= 3) return lightning;
  const blast = best('blast', (a) => -Math.abs(left(a.target) - 2));
  return blast;
}

function isCharm(s: GameState, who: string, index: number): boolean {
  const item = advOf(s, who).items[index];
  return item?.kind === 'knownPotion' && (item.potion === 'charmPerson' || item.potion === 'charmMonster');
}

function isHealing(s: GameState, who: string, index: number): boolean {
  const item = advOf(s, who).items[index];
  return (item?.kind === 'knownPotion' && item.potion === 'healing') || (item?.kind === 'spice' && item.spice === 'mustard');
}

/** Worth trading the weapon in `slot` for this magical one: never the only bow, and only for a bigger bonus. */
function betterWeapon(s: GameState, who: string, item: Item | undefined, slot: number): boolean {
  const a = advOf(s, who);
  if (item?.kind !== 'weapon') return false;
  const current = a.weapons[slot];
  const other = a.weapons[1 - slot];
  if (current === 'bow' && item.weapon !== 'bow' && other !== 'bow') return false;
  return item.bonus > (a.weaponBonus[slot] ?? 0) && (slot === 0 || (a.weaponBonus[0] ?? 0) >= item.bonus || a.weapons[0] === 'bow');
}

function advOf(s: GameState, id: string): Adventurer {
  return s.party.adventurers.find((a) => a.id === id)!;
}

/** Wound Points left to an adventurer or a charmed monster. */
function health(s: GameState, id: string): number {
  const a = s.party.adventurers.find((x) => x.id === id);
  if (a) return a.woundPoints - a.wounds;
  const c = s.party.charmed.find((x) => x.unit.id === id);
  return c ? woundsLeftOf(tables(s), c.unit) : 0;
}

/** Probability that 2D6 comes to at least n. */
function chanceAtLeast(n: number): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= n) hits++;
  return hits / 36;
}
