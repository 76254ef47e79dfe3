/**
 * The roster (13.0): every adventurer who got out alive, kept between delves. Pure bookkeeping
 * over the Veteran records of continuity.ts: who joins after a delve, who comes back changed,
 * who is lost with the Bezants left at home (13.21), who spends Experience and Bezants on
 * ability (13.11), and who is away on a delve (a veteran is in one place at a time). Storage
 * lives outside the rules (src/store/roster.ts).
 */
import { MAX_ADVENTURERS } from '../data/adventurers';
import { spellIds } from '../data/spells';
import { deathmazeTables } from '../tables';
import { weaponIds, weaponNames, type WeaponId } from '../data/weapons';
import { cloneJson } from '../clone';
import { improve, improvementProblem, survivors, veteranProblem, type Improvement, type Veteran } from './continuity';
import { mayUseWeapon, type AdventurerSpec } from './party';
import type { Action, GameSetup, GameState } from '../state';

/** Where a veteran is while a delve they went down on is not over. */
export interface Away {
  /** The key of the delve's setup (`setupKey`). */
  delve: string;
  /** Their place in that delve's party (adventurer `a${slot + 1}`). */
  slot: number;
}

/** One veteran on the roster. */
export interface RosterEntry {
  id: string;
  veteran: Veteran;
  /** Away on a delve not yet over; null when at home. */
  away: Away | null;
  /** ISO timestamp: when they first got out. */
  joined: string;
}

export interface Roster {
  entries: RosterEntry[];
  /** Keys (`delveKey`) of the delves whose survivors are already on the roster: each delve counts once. */
  recorded: string[];
}

/** A roster move the rules refuse: the rule case and why. */
export class RosterError extends Error {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {
    super(`${rule}: ${reason}`);
    this.name = 'RosterError';
  }
}

/** How many finished delves the roster remembers having counted. */
const RECORDED_KEPT = 500;

export const emptyRoster = (): Roster => ({ entries: [], recorded: [] });

// ---------------------------------------------------------------------------------------------
// Keys

/** JSON with the object keys sorted: the same data gives the same text however it was built. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Two FNV-1a passes with different offsets: 16 hex digits, plenty to tell delves apart. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000197) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** A delve's identity before it is played: its setup (seed, party and veterans as they went down). */
export const setupKey = (setup: GameSetup): string => hash(stableJson(setup));

/** A finished delve's identity: its setup and every action taken. */
export const delveKey = (setup: GameSetup, actions: readonly Action[]): string => `${setupKey(setup)}-${hash(stableJson(actions))}`;

// ---------------------------------------------------------------------------------------------
// Checks

/** Why a roster cannot be used as it is, or null. */
export function rosterProblem(r: Roster): string | null {
  if (typeof r !== 'object' || r === null || !Array.isArray(r.entries) || !Array.isArray(r.recorded)) return 'The roster is not a list of veterans.';
  const ids = new Set<string>();
  for (const e of r.entries) {
    if (typeof e?.id !== 'string' || e.id.length === 0) return 'A veteran on the roster has no id.';
    if (ids.has(e.id)) return `Two veterans share the id "${e.id}".`;
    ids.add(e.id);
    const problem = veteranProblem(e.veteran);
    if (problem) return problem;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Going down

/**
 * 13.0: the party-setup entry for a veteran: everything comes from the record but the two
 * ordinary weapons, restocked for this delve.
 */
export function specForVeteran(entry: RosterEntry, weapons: readonly [WeaponId, WeaponId]): AdventurerSpec {
  const v = entry.veteran;
  if (!weapons.every((w) => weaponIds.includes(w))) throw new RosterError('13.0', `${v.name} restocks two weapons from the Combat Results Table.`);
  if (!weapons.every((w) => mayUseWeapon(v, w))) throw new RosterError('11.11', `${v.name} is a Wizard: daggers and throwing daggers only.`);
  return { name: v.name, class: v.class, weapons: [weapons[0], weapons[1]], initial: { kind: 'woundPoint' }, veteran: cloneJson(v) };
}

/** The two ordinary weapons a veteran restocks by default: their best-skilled ones, else the class's first. */
export function defaultWeapons(v: Veteran): [WeaponId, WeaponId] {
  const allowed = weaponIds.filter((w) => mayUseWeapon(v, w));
  const bySkill = [...allowed].sort((a, b) => (v.skills[b] ?? 0) - (v.skills[a] ?? 0));
  const first = bySkill[0] ?? 'dagger';
  const second = bySkill.find((w) => w !== first) ?? first;
  return [first, second];
}

/** Why `ids` cannot go down together now, or null: on the roster, at home, each once, at most six (3.0). */
export function departureProblem(r: Roster, ids: readonly string[], others = 0): string | null {
  if (ids.length + others > MAX_ADVENTURERS) return `A party has at most ${MAX_ADVENTURERS} adventurers (3.0).`;
  const seen = new Set<string>();
  for (const id of ids) {
    const e = r.entries.find((x) => x.id === id);
    if (!e) return 'That veteran is no longer on the roster.';
    if (seen.has(id)) return `${e.veteran.name} cannot march in the party twice.`;
    seen.add(id);
    if (e.away) return `${e.veteran.name} is away on another delve.`;
  }
  return null;
}

/**
 * Marks the veterans of `setup` as away on it. `slots` maps each roster id to its place in the
 * party. Returns the new roster; refuses when one of them cannot go (`departureProblem`).
 */
export function sendOnDelve(r: Roster, setup: GameSetup, slots: Readonly<Record<string, number>>): Roster {
  const ids = Object.keys(slots);
  const problem = departureProblem(r, ids, setup.party.length - ids.length);
  if (problem) throw new RosterError('13.0', problem);
  const delve = setupKey(setup);
  for (const [id, slot] of Object.entries(slots)) {
    if (setup.party[slot]?.veteran === undefined) throw new RosterError('13.0', 'That place in the party is not a veteran.');
    if (!r.entries.some((e) => e.id === id)) throw new RosterError('13.0', 'That veteran is no longer on the roster.');
  }
  return { ...r, entries: r.entries.map((e) => (slots[e.id] === undefined ? e : { ...e, away: { delve, slot: slots[e.id]! } })) };
}

/** Brings a veteran home from a delve that will not be finished: that delve no longer changes their record. */
export function callHome(r: Roster, id: string): Roster {
  const e = r.entries.find((x) => x.id === id);
  if (!e) throw new RosterError('13.0', 'That veteran is no longer on the roster.');
  return { ...r, entries: r.entries.map((x) => (x.id === id ? { ...x, away: null } : x)) };
}

// ---------------------------------------------------------------------------------------------
// Coming back

export interface DelveReport {
  /** Survivors new to the roster. */
  joined: string[];
  /** Veterans back from this delve, their records updated. */
  returned: string[];
  /** Veterans who did not come back: off the roster, their Bezants at home lost (13.21). */
  lost: string[];
  /** Veterans of this delve whose record was retired or called home meanwhile: nothing changed for them. */
  notWaiting: string[];
  /** This delve was already counted: nothing changed. */
  already: boolean;
}

/**
 * 13.0, 13.21: the roster after a finished delve. Survivors new to the roster join it; veterans
 * who went down on it come back with their Experience and share added (or, if they died or were
 * left in the maze, leave it with their Bezants at home); each delve counts once. `newId` names
 * new entries; `now` is an ISO timestamp.
 */
export function afterDelve(r: Roster, setup: GameSetup, actions: readonly Action[], state: GameState, newId: () => string, now: string): { roster: Roster; report: DelveReport } {
  if (state.phase.kind !== 'over') throw new RosterError('13.0', 'The delve is not over yet.');
  const report: DelveReport = { joined: [], returned: [], lost: [], notWaiting: [], already: false };
  const key = delveKey(setup, actions);
  if (r.recorded.includes(key)) return { roster: r, report: { ...report, already: true } };
  const delve = setupKey(setup);
  const before: Record<string, Veteran> = {};
  setup.party.forEach((spec, i) => {
    if (spec.veteran) before[`a${i + 1}`] = spec.veteran;
  });
  const out = survivors(state, before);
  let entries = [...r.entries];
  setup.party.forEach((spec, i) => {
    const id = `a${i + 1}`;
    const adv = state.party.adventurers.find((a) => a.id === id);
    const name = adv?.name ?? spec.name;
    const back = out[id];
    if (spec.veteran) {
      const mine = entries.find((e) => e.away?.delve === delve && e.away.slot === i);
      if (!mine) {
        report.notWaiting.push(name);
        return;
      }
      if (back) {
        entries = entries.map((e) => (e === mine ? { ...e, veteran: back, away: null } : e));
        report.returned.push(name);
      } else {
        // 13.21: whoever does not come back loses what waited at home
        entries = entries.filter((e) => e !== mine);
        report.lost.push(name);
      }
    } else if (back) {
      entries.push({ id: newId(), veteran: back, away: null, joined: now });
      report.joined.push(name);
    }
  });
  const recorded = [...r.recorded, key].slice(-RECORDED_KEPT);
  return { roster: { entries, recorded }, report };
}

// ---------------------------------------------------------------------------------------------
// Between delves

export interface ImprovementOption {
  choice: Improvement;
  label: string;
  /** Why it cannot be bought now, or null. */
  problem: string | null;
}

/** 13.11: every point of ability the record could take, each with why it is refused, if it is. */
export function improvementOptions(v: Veteran): ImprovementOption[] {
  const options: { choice: Improvement; label: string }[] = [
    { choice: { kind: 'woundPoint' }, label: `+1 Wound Point (to ${v.woundPoints + 1})` },
    ...weaponIds.filter((w) => mayUseWeapon(v, w)).map((w): { choice: Improvement; label: string } => ({ choice: { kind: 'weaponSkill', weapon: w }, label: `+1 ${weaponNames[w]} skill (to +${(v.skills[w] ?? 0) + 1})` })),
    { choice: { kind: 'magicResistance' }, label: `+1 Magic Resistance (to ${v.magicResistance + 1})` },
  ];
  if (v.class === 'thief') options.push({ choice: { kind: 'detrap' }, label: `+1 Detrap (to ${v.detrap + 1})` });
  if (v.class === 'wizard') {
    for (const spell of spellIds) {
      // the roster keeps the Deathmaze's own veterans: its spell names
      if (!v.spells.includes(spell)) options.push({ choice: { kind: 'spell', spell }, label: `Learn ${deathmazeTables.spells[spell].name}` });
    }
  }
  return options.map((o) => ({ ...o, problem: improvementProblem(v, o.choice) }));
}

/** 13.11: one point of ability for the veteran `id`, paid from what waits at home. */
export function improveVeteran(r: Roster, id: string, choice: Improvement): Roster {
  const e = r.entries.find((x) => x.id === id);
  if (!e) throw new RosterError('13.11', 'That veteran is no longer on the roster.');
  if (e.away) throw new RosterError('13.11', `${e.veteran.name} is away on a delve: ability is bought between delves.`);
  const problem = improvementProblem(e.veteran, choice);
  if (problem) throw new RosterError('13.11', problem);
  const next = improve(e.veteran, choice);
  return { ...r, entries: r.entries.map((x) => (x.id === id ? { ...x, veteran: next } : x)) };
}

/** Takes a veteran off the roster for good. */
export function retire(r: Roster, id: string): Roster {
  if (!r.entries.some((x) => x.id === id)) throw new RosterError('13.0', 'That veteran is no longer on the roster.');
  return { ...r, entries: r.entries.filter((x) => x.id !== id) };
}

