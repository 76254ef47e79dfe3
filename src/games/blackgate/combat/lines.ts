/**
 * Who stands where in a Black Gate fight (§9.1): the monsters' line-up (DM 8.13, B58), the
 * contacts between the two front lines (DATA ruling 49, through the Deathmaze's geometry), the
 * party's reorganisation (DM 8.24, ruling 46) and the monsters' (DM 8.51).
 *
 * Lines hold ids only, right to left, without boxes; so where the Deathmaze lets boxes settle
 * which of two counters a lone one faces, here it always faces the rightmost (ruling 49's
 * default), and a monster stepping up takes the left end of the front line.
 */
import {
  bowTargets, contacts, legalReorganizations, lineUp, type Contacts, type MonsterTarget,
} from '../../deathmaze/combat/combatGeometry';
import type { MonsterGroup, MonsterInGroup } from '../encounter/group';

/** DM 8.13: lines of at most three. */
export const LINE = 3;

const isNameless = (m: MonsterInGroup): boolean => m.type === 'nameless';

/**
 * DM 8.13: the three with most WP in front (ties in the group's order), the rest behind in lines
 * of three; B58: the Nameless One always takes a front place.
 */
export function monsterLineUp(monsters: readonly MonsterInGroup[]): string[][] {
  const nameless = monsters.filter(isNameless);
  const others = monsters.filter((m) => !isNameless(m));
  const ranked = lineUp(others.map((m) => ({ id: m.id, woundPoints: m.woundPoints ?? 0 })));
  const order = [...nameless.map((m) => m.id), ...ranked.front, ...ranked.back];
  const rows: string[][] = [];
  for (let i = 0; i < order.length; i += LINE) rows.push(order.slice(i, i + LINE));
  return rows;
}

/** Contacts across the front lines (DM 8.31–8.33, ruling 49); a lone counter faces the rightmost. */
export function frontContacts(partyFront: readonly string[], monsterFront: readonly string[]): Contacts {
  return contacts([...partyFront], [...monsterFront], { facing: 0 });
}

/** DM 8.35 / §15.5 step 2: the die rule over the party's front line (null with nobody there). */
export const frontLineTarget = (partyFront: readonly string[]): MonsterTarget | null => bowTargets([...partyFront]);

/** Takes an id out of every line, in place; drops trailing empty lines (one line is kept). */
export function leaveLines(rows: string[][], id: string): void {
  for (const line of rows) {
    const i = line.indexOf(id);
    if (i >= 0) line.splice(i, 1);
  }
  trimLines(rows);
}

export function trimLines(rows: string[][]): void {
  while (rows.length > 1 && rows[rows.length - 1]!.length === 0) rows.pop();
  if (rows.length === 0) rows.push([]);
}

/** A freed character goes to the back of the party, in a new line if the last is full. */
export function joinAtBack(rows: string[][], id: string): void {
  trimLines(rows);
  const last = rows[rows.length - 1]!;
  if (last.length < LINE && (last.length > 0 || rows.length === 1)) last.push(id);
  else rows.push([id]);
}

const toBoxes = (rows: readonly string[][]): (string | null)[][] =>
  rows.map((line) => [0, 1, 2].map((b) => line[b] ?? null));

const linesKey = (rows: readonly string[][]): string => {
  const copy = rows.map((l) => [...l]);
  trimLines(copy);
  return JSON.stringify(copy);
};

/**
 * DM 8.24, 8.52, ruling 46: every party order phase d may end with, the present one first when
 * standing still is allowed. One character changes row, or none; with fewer than two in front
 * the nearest one behind must step up.
 */
export function partyReorganizations(rows: readonly string[][]): string[][][] {
  const seen = new Set<string>();
  const out: string[][][] = [];
  for (const boxes of legalReorganizations(toBoxes(rows))) {
    const lines = boxes.map((r) => r.filter((x): x is string => x !== null));
    trimLines(lines);
    const k = JSON.stringify(lines);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(lines);
  }
  return out;
}

export const sameLines = (a: readonly string[][], b: readonly string[][]): boolean => linesKey(a) === linesKey(b);

/**
 * DM 8.25, 8.51 (lines without boxes): with fewer than three monsters in front and any behind,
 * the first of the nearest line behind steps up to the left end of the front line.
 */
export function monsterStepUp(rows: string[][]): string | null {
  const front = rows[0];
  if (!front || front.length >= LINE) return null;
  const from = rows.findIndex((l, i) => i > 0 && l.length > 0);
  if (from === -1) return null;
  const mover = rows[from]!.shift()!;
  front.push(mover);
  const kept = rows.filter((l, i) => i === 0 || l.length > 0);
  rows.splice(0, rows.length, ...kept);
  return mover;
}

export const monsterOf = (group: MonsterGroup | null, id: string): MonsterInGroup | undefined =>
  group?.monsters.find((m) => m.id === id);
