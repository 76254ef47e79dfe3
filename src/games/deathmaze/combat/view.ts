/**
 * The combat view: what the combat table shows and offers for a state, worked out here once so
 * the table never re-derives a rule. Pure: it reads the state (and its legal actions) and
 * builds plain data.
 *
 * - Who touches whom across the front lines, and with what odds a monster's blow finds each
 *   adventurer (8.31–8.35, DATA ruling 49): `contactLines`.
 * - The weapon in each adventurer's hand and the one a switch would take up (8.41, 8.47):
 *   `weaponInHand`, `switchWeapon`.
 * - Who may act this Party Combat Phase and at whom (8.22, 8.31–8.34, 9.55), read from the legal
 *   actions: `combatView(...).fighters` and `.actors`.
 * - The line-ups on offer (8.13) with the monsters' rows each one makes and which way a lone
 *   counter faces (8.53); the marching orders of the Party Reorganization Phase, and the one
 *   that stands fast (8.24, 8.52).
 *
 * The lines of a line-up not yet chosen are those it would make: `contactLines(s, lineUp)`.
 */
import type { WeaponId } from '../data/weapons';
import type { MarchingOrder } from '../party/party';
import { legalActions } from '../game';
import { monstersHere, type Action, type GameState } from '../state';
import { currentContacts, line, otherWeapon, weaponInHand as handWeapon } from './blows';
import { contacts, monsterRowsFrom, resolveMonsterTarget, type Contacts, type MonsterTarget } from './combatGeometry';

export type LineUpChoice = Extract<Action, { type: 'lineUp' }>;
export type ReorganizeChoice = Extract<Action, { type: 'reorganize' }>;

/** Where a fight stands: the line-up (8.13), the Party Combat Phase (8.22), the Party Reorganization Phase (8.24), or no fight. */
export type CombatStep = 'lineUp' | 'party' | 'reorganize' | 'none';

/** One front-line adventurer and one front-line monster that touch (8.31–8.33). */
export interface ContactLine {
  adventurer: string;
  monster: string;
  /** 8.31, 8.32: the adventurer may strike this monster (with a weapon that strikes from the front row). */
  adventurerStrikes: boolean;
  /** 8.31, 8.33: the monster's blow falls on this adventurer surely ('fixed'), on a die ('roll'), or elsewhere (null). */
  monsterStrikes: 'fixed' | 'roll' | null;
  /** For 'roll': the faces of the die that send the blow here, lowest and highest (8.33, 8.35). */
  faces: [number, number] | null;
}

/** One counter on the party's side in the Party Combat Phase. */
export interface FighterView {
  id: string;
  /** 8.41: the weapon in hand; 'none' with empty hands (8.47: both thrown); null for a charmed monster, which fights as monsters do (9.45). */
  weapon: WeaponId | 'none' | null;
  /** 8.41: the weapon a switch takes up, when one is offered now. */
  switchTo: WeaponId | null;
  /** The monsters it may attack now with what it holds (8.22, 8.31–8.34). */
  targets: string[];
  /** 9.55: the monsters it may breathe Red Pepper at. */
  pepper: string[];
  /** It has something left to do this phase (8.22). */
  mayAct: boolean;
  /** It has acted this phase. */
  acted: boolean;
}

/** 8.53: a lone counter against two; which of the two it faces in a line-up. */
export interface LoneFacing {
  lone: string;
  faces: string | null;
  /** 0: the right one of the two, 1: the left one. */
  facing: number;
  /** The index, among the line-ups, of the same front facing the other one; null when the rules leave no choice. */
  flip: number | null;
}

export interface LineUpView {
  options: LineUpChoice[];
  /** The line-up on show (clamped to the options). */
  index: number;
  chosen: LineUpChoice;
  /** The monsters' rows it makes: the front line as chosen, the rest behind (8.13). */
  monsterRows: MarchingOrder;
  facing: LoneFacing | null;
}

export interface CombatView {
  step: CombatStep;
  round: number;
  /** The monsters' rows: in a line-up, those of the line-up on show. */
  monsterRows: MarchingOrder;
  lines: ContactLine[];
  /** The party's side (adventurers and charmed monsters), by id. */
  fighters: Record<string, FighterView>;
  /** Those with something to do this Party Combat Phase: front row first, right to left, then the rows behind. */
  actors: string[];
  lineUp: LineUpView | null;
  /** 8.24, 8.52: the marching orders the party may end its reorganization with. */
  reorganizations: ReorganizeChoice[];
  /** 8.24: the order that keeps everyone where they stand, when standing fast is allowed. */
  standFast: ReorganizeChoice | null;
}

const sameRows = (a: MarchingOrder, b: MarchingOrder): boolean => JSON.stringify(trim(a)) === JSON.stringify(trim(b));
const trim = (rows: MarchingOrder): (string | null)[][] => {
  const out = rows.map((r) => [0, 1, 2].map((b) => r[b] ?? null));
  while (out.length > 1 && out[out.length - 1]!.every((x) => x === null)) out.pop();
  return out;
};

export function combatStep(s: GameState): CombatStep {
  if (s.phase.kind === 'lineUp') return 'lineUp';
  if (s.phase.kind !== 'combat' || !s.combat) return 'none';
  return s.combat.step === 'reorganize' ? 'reorganize' : 'party';
}

/** 8.41, 8.47: the weapon in an adventurer's hand: 'none' when it was thrown; null for anyone who is not an adventurer. */
export function weaponInHand(s: GameState, who: string): WeaponId | 'none' | null {
  const a = s.party.adventurers.find((x) => x.id === who);
  if (!a) return null;
  return handWeapon(s, a) ?? 'none';
}

/** 8.41: the weapon a switch takes up: the first other weapon not thrown away (8.47), or null. */
export function switchWeapon(s: GameState, who: string): WeaponId | null {
  const a = s.party.adventurers.find((x) => x.id === who);
  if (!a) return null;
  const i = otherWeapon(s, a);
  return i === null ? null : a.weapons[i]!;
}

/** 8.13: the line-ups the player may choose among (none outside a line-up). */
export function lineUpChoices(s: GameState, legal: readonly Action[] = legalActions(s)): LineUpChoice[] {
  return s.phase.kind === 'lineUp' ? legal.filter((a): a is LineUpChoice => a.type === 'lineUp') : [];
}

/** 8.13: the monsters' rows a line-up makes: its front line in the order chosen, the other living monsters behind. */
export function lineUpRows(s: GameState, option: Pick<LineUpChoice, 'front'>): MarchingOrder {
  const living = (monstersHere(s)?.units ?? []).filter((u) => u.alive).map((u) => u.id);
  return monsterRowsFrom(option.front, living.filter((id) => !option.front.includes(id)));
}

/**
 * Who touches whom across the two front rows (8.31–8.33): in combat from the state, in a line-up
 * from the line-up given. A lone counter against two faces the one its box stands nearest
 * (8.53, ruling 49), unless the player's choice at the line-up still holds.
 */
export function frontContacts(s: GameState, lineUp?: Pick<LineUpChoice, 'front' | 'facing'>): Contacts | null {
  const advRow = s.party.order[0] ?? [];
  let monRow: (string | null)[];
  let facing: number;
  if (s.phase.kind === 'lineUp') {
    if (!lineUp) return null;
    monRow = lineUpRows(s, lineUp)[0] ?? [];
    facing = lineUp.facing;
  } else if (s.combat) {
    if (line(advRow).length === 0 || line(s.combat.monsterRows[0]).length === 0) return null;
    return currentContacts(s);
  } else return null;
  const adv = line(advRow);
  const mon = line(monRow);
  if (adv.length === 0 || mon.length === 0) return null;
  return contacts(adv, mon, { facing });
}

/** 8.33, 8.35: the faces of the die that send a monster's blow at `who`, read through the engine's own roll. */
function facesFor(t: MonsterTarget, who: string): [number, number] | null {
  const faces = [1, 2, 3, 4, 5, 6].filter((f) => resolveMonsterTarget(t, () => f).target === who);
  return faces.length ? [faces[0]!, faces[faces.length - 1]!] : null;
}

/** One line per pair that touches, adventurers' strikes first (8.31–8.33). */
export function contactLines(s: GameState, lineUp?: Pick<LineUpChoice, 'front' | 'facing'>): ContactLine[] {
  const c = frontContacts(s, lineUp);
  if (!c) return [];
  const pairs = new Map<string, ContactLine>();
  const pair = (adventurer: string, monster: string): ContactLine => {
    const k = `${adventurer}|${monster}`;
    let p = pairs.get(k);
    if (!p) pairs.set(k, (p = { adventurer, monster, adventurerStrikes: false, monsterStrikes: null, faces: null }));
    return p;
  };
  for (const [a, targets] of Object.entries(c.adventurerTargets)) for (const m of targets) pair(a, m).adventurerStrikes = true;
  for (const [m, t] of Object.entries(c.monsterTargets)) {
    if (t.kind === 'fixed') {
      pair(t.target, m).monsterStrikes = 'fixed';
      continue;
    }
    const victims = t.kind === 'roll2' ? [t.right, t.left] : [t.right, t.centre, t.left];
    for (const v of victims) Object.assign(pair(v, m), { monsterStrikes: 'roll', faces: facesFor(t, v) });
  }
  return [...pairs.values()];
}

/** 8.53: for a line-up of one counter against two, who stands alone, whom it faces, and the line-up facing the other. */
function loneFacingOf(s: GameState, options: readonly LineUpChoice[], chosen: LineUpChoice): LoneFacing | null {
  const adv = line(s.party.order[0]);
  const mon = chosen.front;
  const lone = adv.length === 1 && mon.length === 2 ? adv[0] : mon.length === 1 && adv.length === 2 ? mon[0] : undefined;
  if (lone === undefined) return null;
  const pair = adv.length === 1 ? mon : adv;
  const same = (o: LineUpChoice) => o.front.length === mon.length && o.front.every((id, i) => id === mon[i]);
  const flip = options.findIndex((o) => same(o) && o.facing !== chosen.facing);
  return { lone, faces: pair[chosen.facing] ?? null, facing: chosen.facing, flip: flip < 0 ? null : flip };
}

/**
 * What the combat table needs for a state. `legal`: the state's legal actions, when the caller
 * has them already. `lineUp`: the index of the line-up on show, among `lineUpChoices` (8.13).
 */
export function combatView(s: GameState, opts: { legal?: readonly Action[]; lineUp?: number } = {}): CombatView {
  const legal = opts.legal ?? legalActions(s);
  const step = combatStep(s);
  const round = s.combat?.round ?? 1;

  let lineUp: LineUpView | null = null;
  const options = lineUpChoices(s, legal);
  if (options.length) {
    const index = Math.max(0, Math.min(opts.lineUp ?? 0, options.length - 1));
    const chosen = options[index]!;
    lineUp = { options, index, chosen, monsterRows: lineUpRows(s, chosen), facing: loneFacingOf(s, options, chosen) };
  }

  const reorganizations = step === 'reorganize' ? legal.filter((a): a is ReorganizeChoice => a.type === 'reorganize') : [];
  const standFast = reorganizations.find((o) => sameRows(o.order, s.party.order)) ?? null;

  const acted = new Set(s.combat?.acted ?? []);
  const fighters: Record<string, FighterView> = {};
  const ids = [...s.party.adventurers.filter((a) => a.charmedBy === undefined).map((a) => a.id), ...s.party.charmed.map((c) => c.unit.id)];
  for (const id of ids) fighters[id] = { id, weapon: weaponInHand(s, id), switchTo: null, targets: [], pepper: [], mayAct: false, acted: acted.has(id) };
  for (const a of legal) {
    if (!('who' in a)) continue;
    const f = fighters[a.who];
    if (!f) continue;
    f.mayAct = true;
    if (a.type === 'attack') f.targets.push(a.target);
    else if (a.type === 'pepper') f.pepper.push(a.target);
    else if (a.type === 'switch') f.switchTo = switchWeapon(s, a.who);
  }
  const order = line(s.party.order.flat());
  const rank = (id: string) => order.indexOf(id) + 1 || 99;
  const actors = step === 'party' ? [...new Set(legal.flatMap((a) => ('who' in a ? [a.who] : [])))].sort((x, y) => rank(x) - rank(y)) : [];

  return {
    step,
    round,
    monsterRows: lineUp ? lineUp.monsterRows : (s.combat?.monsterRows ?? []),
    lines: contactLines(s, lineUp?.chosen),
    fighters,
    actors,
    lineUp,
    reorganizations,
    standFast,
  };
}
