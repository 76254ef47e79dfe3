/**
 * What the parts of the combat table share: the table itself (`Table`, which the scene is), the
 * counters' model (`Member`, built from the state shown), the dock's choice, sizes and helpers.
 */
import type * as Phaser from 'phaser';
import { monstersHere, type Action, type GameEvent, type GameState } from '../../games/deathmaze';
import type { CombatStep, CombatView } from '../../games/deathmaze';
import { weaponInHand } from '../../games/deathmaze';
import { monsters, type MonsterId } from '../../games/deathmaze';
import type { WeaponId } from '../../games/deathmaze';
import type { SpellId } from '../../games/deathmaze';
import { counterStatus, type CounterStatus } from '../../ui/counterStatus';
import type { CounterKind } from '../../ui/counterArt';
import type { Board } from './board';
import type { Counters } from './counters';
import type { Lines } from './lines';
import type { Choices } from './choices';
import type { Playback } from './playback';
import type { Dock } from './dock';
import type { TableInput } from './input';
import type { Autopilot } from './autopilot';

export type Side = 'party' | 'monsters';
export type Rows = (string | null)[][];
export type Point = { x: number; y: number };
export type LineUpAction = Extract<Action, { type: 'lineUp' }>;
export type ReorganizeAction = Extract<Action, { type: 'reorganize' }>;

/** The game as the table reads it: the state now and the log so far (read only). */
export interface TablePort {
  readonly state: GameState | null;
  readonly log: readonly GameEvent[];
  /** A replay is on the table (nothing is played on it). */
  readonly watching: boolean;
  /** Why this tab no longer plays the delve (another tab took it); null while it does. */
  readonly detached: string | null;
  /** The identity of the delve on the table. */
  readonly delve: string | null;
}

/** The combat table: the scene, and what its parts reach one another through. */
export interface Table {
  readonly phaser: Phaser.Scene;
  readonly port: TablePort;
  /** The state the table shows: the port's, or the one before it while events play out. */
  shown: GameState | null;
  /** Between create and shutdown (bus handlers may still be called once after shutdown). */
  readonly alive: boolean;
  readonly board: Board;
  readonly counters: Counters;
  readonly lines: Lines;
  readonly choices: Choices;
  readonly playback: Playback;
  readonly dock: Dock;
  readonly controls: TableInput;
  /** Resolve this fight, Repeat last targets (the dock's faster fights). */
  readonly pilot: Autopilot;
  /** Where the fight stands, in the state given (default: the one shown). */
  mode(s?: GameState | null): CombatStep;
  /** The combat view of the port's state, with the line-up on show. */
  view(): CombatView | null;
  /** Redraws the looks and the dock from the state shown (after a choice, a refusal, a resize). */
  refresh(): void;
  /** Rims and lines. */
  refreshLooks(): void;
  /** Shows `state`, moving the counters there when `animate`. */
  show(state: GameState, animate: boolean): void;
  /** Lays the rows out afresh for the state shown and puts the counters in their boxes. */
  rearrange(animate: boolean): void;
  send(action: Action): void;
}

/**
 * What the chosen adventurer is about to do, as picked in the dock: one choice at a time. With
 * none, a tap on a lit monster attacks; a list opened in the dock waits for a tap in it.
 */
export type DockChoice =
  | { kind: 'none' }
  /** The Use item list is open. */
  | { kind: 'items' }
  /** 9.55: a tap on a lit monster breathes Red Pepper at it. */
  | { kind: 'pepper' }
  /** 11.2: the list of spells is open. */
  | { kind: 'spells' }
  /** 11.2: the spell picked in the list, waiting for its target to be tapped on the table. */
  | { kind: 'casting'; spell: SpellId; ring: boolean };

export type CastingChoice = Extract<DockChoice, { kind: 'casting' }>;

export const NO_CHOICE: DockChoice = { kind: 'none' };

/** One counter on the table: an adventurer, a monster, or a charmed monster in the party's rows. */
export interface Member {
  id: string;
  side: Side;
  kind: CounterKind;
  name: string;
  charmed: boolean;
  woundPoints: number;
  wounds: number;
  /** The weapon in hand (8.41); 'none' after both daggers are thrown; null for monsters. */
  weapon: WeaponId | 'none' | null;
  /** "2" for the second Skeleton when several of a kind face the party. */
  number: string;
  /** Special states shown on the counter (12.3, 11.3, 9.45). */
  status: CounterStatus[];
}

/** CSS pixels a press may wander before it becomes a drag. */
export const DRAG_THRESHOLD = 8;
/** Box pitch and the gap between the two sides, in box sizes. */
export const PITCH = 1.1;
export const GAP = 0.75;
/** A counter's size in its box. */
export const COUNTER = 0.84;
/** The glow on a spell's possible targets (11.2), apart from the gold of weapons' reach. */
export const SPELL_LIT = 0xc58bff;

export const line = (row: readonly (string | null)[] | undefined): string[] => (row ?? []).filter((x): x is string => x !== null);
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
export const trimRows = (rows: Rows): Rows => {
  const out = rows.map((r) => [...r]);
  while (out.length > 1 && out[out.length - 1]!.every((x) => x === null)) out.pop();
  return out.length ? out : [[null, null, null]];
};
export const padRow = (row: (string | null)[] | undefined): (string | null)[] => [0, 1, 2].map((b) => row?.[b] ?? null);

/** The point `by` along the way from `a` to `b`. */
export function towards(a: Point, b: Point, by: number): Point {
  const d = Math.max(1e-6, Math.hypot(b.x - a.x, b.y - a.y));
  const k = Math.min(by, d / 2) / d;
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
}

/** Everyone on the table, from the state shown. */
export function membersOf(s: GameState): Map<string, Member> {
  const out = new Map<string, Member>();
  for (const a of s.party.adventurers) {
    // 12.36: an adventurer a Vampire has charmed stands in the monsters' rows
    out.set(a.id, { id: a.id, side: a.charmedBy !== undefined ? 'monsters' : 'party', kind: a.class, name: a.name, charmed: a.charmedBy !== undefined, woundPoints: a.woundPoints, wounds: a.wounds, weapon: weaponInHand(s, a.id), number: '', status: counterStatus(s, a.id) });
  }
  for (const c of s.party.charmed) {
    const u = c.unit;
    out.set(u.id, { id: u.id, side: 'party', kind: u.monster, name: monsters[u.monster].name, charmed: true, woundPoints: u.woundPoints ?? 0, wounds: u.wounds, weapon: null, number: '', status: counterStatus(s, u.id) });
  }
  const units = monstersHere(s)?.units ?? [];
  const counts = new Map<MonsterId, number>();
  for (const u of units) counts.set(u.monster, (counts.get(u.monster) ?? 0) + 1);
  const seen = new Map<MonsterId, number>();
  for (const u of units) {
    const n = (seen.get(u.monster) ?? 0) + 1;
    seen.set(u.monster, n);
    out.set(u.id, {
      id: u.id,
      side: 'monsters',
      kind: u.monster,
      name: monsters[u.monster].name,
      charmed: false,
      // 7.14: rolled as the fight was joined
      woundPoints: u.woundPoints ?? 0,
      wounds: u.wounds,
      weapon: null,
      number: (counts.get(u.monster) ?? 0) > 1 ? String(n) : '',
      status: counterStatus(s, u.id),
    });
  }
  return out;
}
