/**
 * Special states a counter on the combat table carries (Advanced Game): charmed (9.45, 12.36),
 * sickened by stench (12.32), Mage Armor and Strength (11.3), asleep (11.3 Sleep), regenerating
 * (12.35), turned to stone (12.34). Read from the state; the scene draws them as small tags.
 */
import { monsters } from '../games/deathmaze';
import type { MonsterUnit } from '../games/deathmaze';
import type { Adventurer } from '../games/deathmaze';
import { monstersHere, type GameState } from '../games/deathmaze';

export type StatusKey = 'charmed' | 'sickened' | 'armor' | 'strength' | 'asleep' | 'regen' | 'stone';

export interface CounterStatus {
  key: StatusKey;
  /** A word or two for the tag. */
  text: string;
  /** The tag's colour (CSS). */
  colour: string;
  /** The rule case behind it. */
  rule: string;
}

const tag = (key: StatusKey, text: string, rule: string): CounterStatus => ({ key, text, rule, colour: statusColours[key] });

const statusColours: Readonly<Record<StatusKey, string>> = {
  charmed: '#c58bff',
  sickened: '#9ccf5a',
  armor: '#8fc0ff',
  strength: '#ffb35a',
  asleep: '#a9b8d8',
  regen: '#6fd0a0',
  stone: '#b8b0a0',
};

/** An adventurer's states. */
export function adventurerStatus(a: Adventurer): CounterStatus[] {
  const out: CounterStatus[] = [];
  if (a.stone !== undefined) out.push(tag('stone', 'Stone', '12.34'));
  if (a.charmedBy !== undefined) out.push(tag('charmed', 'Charmed', '12.36'));
  if (a.nauseated) out.push(tag('sickened', 'Sick −2', '12.32'));
  if (a.mageArmor) out.push(tag('armor', `Armor ${a.mageArmor}`, '11.3'));
  if (a.strength > 0) out.push(tag('strength', `Str +${a.strength}`, '9.44'));
  return out;
}

/** A monster's states; `charmed` when it marches with the party (9.45). */
export function monsterStatus(u: MonsterUnit, charmed: boolean): CounterStatus[] {
  const out: CounterStatus[] = [];
  if (charmed) out.push(tag('charmed', 'Charmed', '9.45'));
  if (u.asleep) out.push(tag('asleep', 'Asleep', '11.3'));
  // 12.35: counting to the third Monster Combat Phase since it was first wounded
  if (monsters[u.monster].special === 'regen' && (u.regen !== undefined || u.wounds > 0)) out.push(tag('regen', `Regen ${(u.regen ?? 0) % 3}/3`, '12.35'));
  return out;
}

/** The states of whoever has this id: an adventurer, a charmed monster, or a monster here. */
export function counterStatus(s: GameState, id: string): CounterStatus[] {
  const a = s.party.adventurers.find((x) => x.id === id);
  if (a) return adventurerStatus(a);
  const c = s.party.charmed.find((x) => x.unit.id === id);
  if (c) return monsterStatus(c.unit, true);
  const u = monstersHere(s)?.units.find((x) => x.id === id);
  return u ? monsterStatus(u, false) : [];
}

/** Those out of the fight but still here: monsters asleep (11.3) and adventurers turned to stone on this segment (12.34). */
export function outOfFight(s: GameState): { id: string; name: string; status: CounterStatus }[] {
  const out: { id: string; name: string; status: CounterStatus }[] = [];
  for (const u of monstersHere(s)?.units ?? []) if (u.alive && u.asleep) out.push({ id: u.id, name: monsters[u.monster].name, status: tag('asleep', 'Asleep', '11.3') });
  for (const a of s.party.adventurers) if (!a.alive && a.stone !== undefined && a.stone !== 'lost') out.push({ id: a.id, name: a.name, status: tag('stone', 'Stone', '12.34') });
  return out;
}
