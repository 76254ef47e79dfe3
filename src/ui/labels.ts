/**
 * The table's words for the engine's things: actions, items, monsters, traps and features, in
 * our own phrasing (short enough for a button on a phone), each with the rule case it rests on.
 */
import { adventurerClasses, type AdventurerClass } from '../games/deathmaze';
import { negotiationResult, type NegotiationResult } from '../games/deathmaze';
import { parseWoundCode } from '../games/deathmaze';
import { monsters, type MonsterId } from '../games/deathmaze';
import { type MedallionId, type PotionId, type SpiceId } from '../games/deathmaze';
import { spells } from '../games/deathmaze';
import type { MonsterGroup } from '../games/deathmaze';
import { createAdventurer, SetupError, type Adventurer, type AdventurerSpec } from '../games/deathmaze';
import { type Action, type GameState, type TrapSource } from '../games/deathmaze';
import { itemName, type Item } from '../games/deathmaze';
import { adventurerName, adventurerOf, itemLabel, monsterTargetName, plural, signed, weaponName } from '../games/deathmaze';
import { toldAction } from '../games/deathmaze';

export { adventurerName, adventurerOf, itemLabel, monsterTargetName, plural, weaponName };

/** The class's name, or the stored word itself for a class this version does not know (an old or foreign save). */
export function classLabel(cls: string): string {
  return Object.hasOwn(adventurerClasses, cls) ? adventurerClasses[cls as AdventurerClass].name : cls;
}

export const className = (a: Pick<Adventurer, 'class'>): string => classLabel(a.class);

/** A veteran's weapon skills, "Sword +2, Bow +1", or "none". */
export function skillsText(v: Pick<Adventurer, 'skills'>): string {
  const s = Object.entries(v.skills)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([w, n]) => `${weaponName(w)} +${n}`);
  return s.length > 0 ? s.join(', ') : 'none';
}

/**
 * What a party-form card says of a new adventurer: the figures of the one the engine makes from
 * the choices (3.1, 11.13), so the form never reckons a Wound Point or a skill its own way. A name
 * still to be typed does not change them; while the choices break a rule (the card's note says
 * which) the class's own figures are shown.
 */
export function newcomerText(spec: AdventurerSpec, advanced: boolean): string {
  const cls = adventurerClasses[spec.class];
  let a: Adventurer | null = null;
  try {
    a = createAdventurer({ ...spec, name: spec.name.trim() || cls.name }, 'preview', 0, advanced);
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
  }
  const detrap = a?.detrap ?? cls.detrap;
  const skills = a ? skillsText(a) : 'none';
  return (
    `${cls.name}: ${plural(a?.woundPoints ?? cls.woundPoints, 'Wound Point')} · Magic Resistance ${a?.magicResistance ?? cls.magicResistance}` +
    (detrap > 0 ? ` · Detrap ${detrap}` : '') +
    (skills !== 'none' ? ` · ${skills}` : '') +
    (a?.spells?.length ? ` · ${a.spells.map((id) => spells[id].name).join(' and ')}` : '')
  );
}

/** A veteran's magic items, or "none". */
export const itemsText = (v: Pick<Adventurer, 'items'>): string => (v.items.length > 0 ? v.items.map((i) => itemName(i)).join(', ') : 'none');

/** "5/8 WP": Wound Points left of the total. */
/** Wounds taken of Wound Points, as the character sheets count them: one way everywhere. */
export const healthText = (a: Adventurer): string => `${a.wounds}/${a.woundPoints} wounds`;

// --- Items -----------------------------------------------------------------------------------

const potionBlurb: Record<PotionId, [string, string]> = {
  healing: ['9.42', 'Closes 1–6 wounds.'],
  poison: ['9.43', 'Poison: nobody drinks it on purpose.'],
  strength: ['9.44', '+1 to +6 on every attack for one combat.'],
  charmPerson: ['9.45', 'Wins over an Evil Hero, Thief or Wizard, an Orc or a Goblin.'],
  charmMonster: ['9.46', 'Wins over any monster but the five humanoids.'],
};

const spiceBlurb: Record<SpiceId, [string, string]> = {
  mustard: ['9.52', 'Closes 1–6 wounds.'],
  sesame: ['9.53', 'Opens a trapped door or chest without setting it off.'],
  spinach: ['9.54', '+1 to +6 on every attack in the next combat.'],
  redPepper: ['9.55', 'Breathed from the front row in a fight: 1–6 wounds to a monster.'],
  cannabis: ['9.56', 'Two attacks each phase in the next combat.'],
  cloves: ['9.57', 'Pegs shut a door just opened onto monsters.'],
};

const medallionBlurb: Record<MedallionId, [string, string]> = {
  neutralizePoison: ['9.62', 'Poison does the wearer no harm.'],
  potionAppraisal: ['9.63', 'Names a potion at a glance, and finds a second dose.'],
  oratory: ['9.64', '+2 on the party’s negotiation rolls.'],
  dexterity: ['9.65', '+2 with a bow or a throwing dagger.'],
  strangling: ['9.66', 'Chokes its wearer.'],
};

/** What the item does, in a sentence, and the rule case. */
export function itemBlurb(item: Item): { rule: string; text: string } {
  const of = ([rule, text]: [string, string]) => ({ rule, text });
  switch (item.kind) {
    case 'weapon':
      return { rule: '9.23', text: `${signed(item.bonus)} on every attack with it, once someone takes it up in place of a weapon.` };
    case 'armor':
      return { rule: '9.32', text: `Worn at once: ${signed(item.wp)} Wound Points. One suit per adventurer.` };
    case 'potion':
      return { rule: '9.41', text: 'Unknown until tasted: it may heal, strengthen, charm — or poison.' };
    case 'knownPotion':
      return of(potionBlurb[item.potion]);
    case 'spice':
      return of(spiceBlurb[item.spice]);
    case 'medallion':
      return { rule: '9.61', text: 'Unknown until worn: most kinds help; one strangles.' };
    case 'knownMedallion':
      return of(medallionBlurb[item.medallion]);
    case 'ring':
      return { rule: '9.7', text: 'Rings belong to the Advanced game.' };
  }
}

/** Untested potions and medallions are tried by whoever takes them (9.41, 9.61). */
export const testedOnTaking = (item: Item): boolean => item.kind === 'potion' || item.kind === 'medallion';

// --- Traps and features ----------------------------------------------------------------------

export const trapSourceName: Record<TrapSource, string> = { door: 'door', chest: 'chest', trapdoor: 'trap door' };

export const trapRule: Record<TrapSource, string> = { door: '10.1', chest: '9.16', trapdoor: '6.34' };

/** "Detrap 2: succeeds on 1–2". */
export function detrapOdds(detrap: number): { text: string; chance: number } {
  const n = Math.max(0, Math.min(6, detrap));
  const range = n >= 6 ? 'always succeeds' : n === 1 ? 'succeeds on a 1' : `succeeds on 1–${n}`;
  return { text: `Detrap ${detrap}: ${range}`, chance: n / 6 };
}

export type Feature = 'fountain' | 'statue' | 'trapdoor';

export const featureName: Record<Feature, string> = { fountain: 'fountain', statue: 'statue', trapdoor: 'trap door' };

export const featureRule: Record<Feature, string> = { fountain: '6.1', statue: '6.2', trapdoor: '6.3' };

/** What may come of a look at the feature (the tables of 6.15, 6.25, 6.35 in a line). */
export const featureHint: Record<Feature, string> = {
  fountain: 'A drink may be poison, a potion, strong drink or plain water.',
  statue: 'It may wake as a Gargoyle, hide a potion, or have gems for eyes.',
  trapdoor: 'Below may be a room, a chest, a trap — or nothing.',
};

// --- Monsters --------------------------------------------------------------------------------

export const monsterName = (id: MonsterId, n = 1): string => (n === 1 ? monsters[id].name : monsters[id].plural);

/** "3 Orcs", "a Troll". */
export function groupLabel(g: MonsterGroup): string {
  const alive = g.units.filter((u) => u.alive);
  const first = alive[0] ?? g.units[0];
  if (!first) return 'nobody';
  const name = monsterName(first.monster, alive.length);
  return alive.length === 1 ? `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}` : `${alive.length} ${name}`;
}

/** The Combat Bonus as printed on a counter: a number, or W for weapon users (8.8). */
export const combatBonusText = (id: MonsterId): string => {
  const cb = monsters[id].combatBonus;
  return cb === null ? 'W' : signed(cb);
};

/** 7.14: a wound code as dice ("2+1" → "2D6 + 1", "1/2+0" → "1D3"): what a monster's Wound Points come to when rolled. */
export function woundCodeText(id: MonsterId): string {
  const c = parseWoundCode(monsters[id].woundCode);
  const dice = c.dice === 'half' ? '1D3' : `${c.dice}D6`;
  return c.mod === 0 ? dice : `${dice} ${c.mod > 0 ? '+' : '−'} ${Math.abs(c.mod)}`;
}

export interface NegotiationOdds {
  failure: number;
  agreement: number;
  cow: number;
  /** A Cow result buys coin only from the humanoids (7.24); from others it is an agreement. */
  cowPays: boolean;
}

/** 7.21: the chance of each result of 2D6 − NV (+2 per Oratory medallion, 9.64), out of 36. */
export function negotiationOdds(nv: number, oratory: number, cowPays: boolean): NegotiationOdds {
  const count: Record<NegotiationResult, number> = { failure: 0, agreement: 0, cow: 0 };
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) count[negotiationResult(a + b - nv + oratory)]++;
  return { failure: count.failure / 36, agreement: count.agreement / 36, cow: count.cow / 36, cowPays };
}

export const percent = (p: number): string => `${Math.round(p * 100)}%`;

// --- Actions ---------------------------------------------------------------------------------

/** A one-line description of any action, for the outcome card and titles (each move's own words). */
export const actionLabel = (s: GameState, a: Action): string => toldAction(s, a);

/** The Goal panel's "what you can do now": one line per action the engine lists, repeats collapsed. */
export function nowLines(s: GameState, actions: readonly Action[]): string[] {
  return [...new Set(actions.map((a) => toldAction(s, a)))];
}
