/**
 * The table's view of a Wizard's spells (11.2, 11.3, 12.13): the casts `legalActions` lists,
 * grouped into one choice per caster, spell and way of paying, with what each costs and does.
 * The table offers exactly these choices; it never judges which casts are legal.
 */
import { spells, spellIds, type SpellId } from '../games/deathmaze';
import type { Action } from '../games/deathmaze';

export type CastAction = Extract<Action, { type: 'cast' }>;

export interface SpellChoice {
  who: string;
  spell: SpellId;
  /** 12.13: cast through the Wizard's ring, free, once per game. */
  ring: boolean;
  name: string;
  /** Wounds the caster pays (0 through a ring). */
  cost: number;
  /** "2 wounds", or "free: ring" (11.22, 12.13). */
  costText: string;
  /** What it does and to whom, in a line. */
  detail: string;
  /** The targets the engine accepts: monster or adventurer ids, or null for none. */
  targets: (string | null)[];
  /** The player picks a target (a monster or an adventurer) rather than casting at once. */
  needsTarget: boolean;
  actions: CastAction[];
}

const isCast = (a: Action): a is CastAction => a.type === 'cast';

/** The legal casts of `who` (or of anyone), one choice per caster, spell and ring, in the Spell Summary's order, paid before ring. */
export function spellChoices(actions: readonly Action[], who?: string): SpellChoice[] {
  const casts = actions.filter(isCast).filter((a) => who === undefined || a.who === who);
  const groups = new Map<string, CastAction[]>();
  for (const a of casts) {
    const key = `${a.who}|${a.spell}|${a.ring ? 1 : 0}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const out = [...groups.values()].map((group): SpellChoice => {
    const first = group[0]!;
    const spell = spells[first.spell];
    const cost = first.ring ? 0 : spell.cost;
    const targets = group.map((a) => a.target);
    return {
      who: first.who,
      spell: first.spell,
      ring: first.ring,
      name: spell.name,
      cost,
      costText: castCostText(first.spell, first.ring),
      detail: `${spell.effect} · ${spell.target}`,
      targets,
      needsTarget: targets.some((t) => t !== null),
      actions: group,
    };
  });
  const rank = (c: SpellChoice) => spellIds.indexOf(c.spell) * 2 + (c.ring ? 1 : 0);
  return out.sort((a, b) => (a.who === b.who ? rank(a) - rank(b) : 0));
}

/** 11.22, 12.13: what a cast costs its caster. */
export function castCostText(spell: SpellId, ring: boolean): string {
  if (ring) return 'free: ring';
  const n = spells[spell].cost;
  return `${n} wound${n === 1 ? '' : 's'}`;
}

/** The cast of `choice` at `target`, if the engine offered it. */
export function castAt(choice: SpellChoice, target: string | null): CastAction | undefined {
  return choice.actions.find((a) => a.target === target);
}

/** The caster's wounds once paid, counted as the sheets count them: "2/4 wounds after" (11.22: the cost never kills). */
export function afterCostText(woundPoints: number, wounds: number, cost: number): string {
  return `${Math.min(woundPoints, wounds + cost)}/${woundPoints} wounds after`;
}

/** How the table draws a spell going off. */
export type SpellLook = 'bolt' | 'orb' | 'burst' | 'sleep' | 'charm' | 'glow';

export const spellLook: Readonly<Record<SpellId, SpellLook>> = {
  lightning: 'bolt',
  blast: 'orb',
  explosion: 'burst',
  sleep: 'sleep',
  charm: 'charm',
  heal: 'glow',
  lock: 'glow',
  mageArmor: 'glow',
  neutralizePoison: 'glow',
  stoneToFlesh: 'glow',
  strength: 'glow',
  oratory: 'glow',
};

/** A jagged path from `a` to `b` for a lightning bolt: `segments` points between, offset sideways by up to `jitter`, from `random()` in [0, 1). */
export function boltPath(a: { x: number; y: number }, b: { x: number; y: number }, segments: number, jitter: number, random: () => number): { x: number; y: number }[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.max(1e-6, Math.hypot(dx, dy));
  const nx = -dy / len;
  const ny = dx / len;
  const pts = [{ ...a }];
  for (let i = 1; i < segments; i++) {
    const t = i / segments;
    const off = (random() * 2 - 1) * jitter;
    pts.push({ x: a.x + dx * t + nx * off, y: a.y + dy * t + ny * off });
  }
  pts.push({ ...b });
  return pts;
}
