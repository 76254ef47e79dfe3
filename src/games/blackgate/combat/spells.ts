/**
 * §11.2–11.3: combat spells in phase a, paid in spell points (§11.1), one per caster per phase,
 * from the front or second row; monsters resist on 1D6 ≤ RV (cap 5). Sleep, Charm and Cease Fire
 * are refused at guardians before anything is spent (B53). A ring casts its spell free once per
 * expedition (§11.4).
 */
import { RuleError } from '../../../engine/errors';
import { refuse } from './refusal';
import { d6, rollCode } from '../../deathmaze/dice';
import { bgSpells, type BgSpell } from '../data/magic';
import type { MonsterInGroup } from '../encounter/group';
import type { BgCharacter, BgItem } from '../party';
import { bringUnderControl, hurtVictim, turnCharmed, upright, victimOf, victimRv } from './charmed';
import { leaveLines, monsterOf } from './lines';
import { characterOf, checkMonster, isGuardian } from './outcome';
import { fightRv, monsterAlive, monsterRv, resists, woundMonster } from './rolls';
import type { BgFight, FightAction, FightContext, FightSides } from './types';

type Cast = Extract<FightAction, { type: 'cast' }>;

/** Spells that take a monster anywhere in the monsters' lines. */
const anyMonster = new Set(['lightning', 'sleep', 'hesitate', 'mentalAttack']);
const noTarget = new Set(['explosion', 'ceaseFire', 'wrathOfGod']);

export const combatSpellIds: readonly string[] = bgSpells
  .filter((s) => s.enabled && (s.kind === 'combat' || s.kind === 'specialCombat'))
  .map((s) => s.id);

/** What a spell is aimed at: nothing, a character (Magic Shield) or a monster. */
export const spellAim = (spell: string): 'none' | 'character' | 'monster' =>
  noTarget.has(spell) ? 'none' : spell === 'magicShield' ? 'character' : 'monster';

const fighting = (fight: BgFight): string[] => fight.monsterRows.flat();

function ringFor(c: BgCharacter, action: Cast, spell: BgSpell): BgItem {
  const ring = c.items.find((i) => i.id === action.ring);
  if (!ring || ring.column !== 'ring' || ring.name !== spell.name) refuse('§11.4', `${c.name} wears no ${spell.name} ring ${String(action.ring)}`);
  if (ring.spent) refuse('§11.4', `that ring has cast its spell this expedition`);
  const mp = c.magicPotential;
  if (mp.red + mp.yellow + mp.blue === 0) refuse('§11.4', `only a character with magic potential may use a spell ring`);
  return ring;
}

/** Throws the RuleError that refuses the cast, if any (the caster's place is checked by the caller). */
export function checkCast(fight: BgFight, sides: FightSides, c: BgCharacter, action: Cast): void {
  const spell = bgSpells.find((s) => s.id === action.spell);
  if (!spell) refuse('§11.3', `there is no spell ${action.spell}`);
  if (!spell.enabled) refuse('B27', `${spell.name} cannot be cast`);
  if (!combatSpellIds.includes(spell.id)) refuse('§11.2', `${spell.name} is not a combat spell`);
  if (spell.id === 'wrathOfGod' && !c.knows.includes('wrathOfGod')) refuse('§11.3', `${c.name} has not read the Manuscript`);
  if (action.ring !== undefined) ringFor(c, action, spell);
  else if (c.spellPoints < spell.cost) refuse('§11.1', `${spell.name} costs ${spell.cost} and ${c.name} has ${c.spellPoints}`);
  if (noTarget.has(spell.id)) {
    if (action.target !== undefined) refuse('§11.3', `${spell.name} takes no target`);
    if (spell.id === 'ceaseFire' && fighting(fight).some((id) => isGuardian(monsterOf(sides.group, id)!))) {
      refuse('B53', 'Cease Fire cannot be cast against a group holding a guardian');
    }
    return;
  }
  const target = action.target ?? '';
  if (spell.id === 'magicShield') {
    if (!(sides.rows[0] ?? []).concat(sides.rows[1] ?? []).includes(target) || !characterOf(sides, target)) refuse('§11.3', 'Magic Shield goes on a character in row 1 or 2');
    return;
  }
  const rows = anyMonster.has(spell.id) ? fighting(fight) : spell.id === 'charm' ? (fight.monsterRows[0] ?? []).concat(fight.monsterRows[1] ?? []) : (fight.monsterRows[0] ?? []);
  if (!rows.includes(target)) refuse('§11.3', `${spell.name} cannot reach ${target || 'no target'}`);
  if (spell.notAtGuardians && isGuardian(monsterOf(sides.group, target)!)) refuse('B53', `${spell.name} cannot be aimed at a guardian`);
}

/** One monster's resistance, then the effect if it fails; the event says which. */
function atMonster(ctx: FightContext, spell: string, m: MonsterInGroup): boolean {
  const r = resists(ctx.dice, monsterRv(m));
  if (r.resisted) ctx.events.push({ type: 'spellResisted', rule: '§11.2', spell, monster: m.id, face: r.face });
  return !r.resisted;
}

function hurt(fight: BgFight, sides: FightSides, ctx: FightContext, spell: string, m: MonsterInGroup, wounds: number): void {
  const taken = woundMonster(fight, m, wounds);
  ctx.events.push({ type: 'spellWounds', rule: '§11.3', spell, monster: m.id, wounds: taken });
  checkMonster(fight, sides, ctx, m, '§11.3');
}

/** Applies a checked cast. Returns true when Cease Fire took hold (the fight ends under Agreement). */
export function castSpell(fight: BgFight, sides: FightSides, ctx: FightContext, c: BgCharacter, action: Cast): boolean {
  const spell = bgSpells.find((s) => s.id === action.spell)!;
  if (action.ring !== undefined) ringFor(c, action, spell).spent = true;
  else c.spellPoints -= spell.cost;
  ctx.events.push({ type: 'spellCast', rule: '§11.1', spell: spell.id, by: c.id, target: action.target ?? null, cost: action.ring ? 0 : spell.cost });
  const target = action.target === undefined ? undefined : monsterOf(sides.group, action.target);
  switch (spell.id) {
    case 'blast':
      if (atMonster(ctx, spell.id, target!)) hurt(fight, sides, ctx, spell.id, target!, 2);
      return false;
    case 'lightning':
      if (atMonster(ctx, spell.id, target!)) hurt(fight, sides, ctx, spell.id, target!, d6(ctx.dice) + 2);
      return false;
    case 'mentalAttack':
      if (atMonster(ctx, spell.id, target!)) hurt(fight, sides, ctx, spell.id, target!, rollCode(ctx.dice, '2D6').total);
      return false;
    case 'wrathOfGod':
      for (const id of [...(fight.monsterRows[0] ?? [])]) {
        const m = monsterOf(sides.group, id)!;
        if (atMonster(ctx, spell.id, m)) hurt(fight, sides, ctx, spell.id, m, d6(ctx.dice));
      }
      return false;
    case 'explosion':
      explosion(fight, sides, ctx);
      return false;
    case 'sleep':
      if (atMonster(ctx, spell.id, target!)) {
        leaveLines(fight.monsterRows, target!.id);
        fight.asleep.push(target!.id); // DATA ruling 23
        ctx.events.push({ type: 'asleep', rule: 'DATA ruling 23', monster: target!.id });
      }
      return false;
    case 'charm':
      if (atMonster(ctx, spell.id, target!)) bringUnderControl(fight, sides, ctx, target!, c.id, 'DM 9.45'); // it joins the party
      return false;
    case 'hesitate':
      if (atMonster(ctx, spell.id, target!)) {
        fight.hesitating.push(target!.id);
        ctx.events.push({ type: 'hesitates', rule: '§11.3', monster: target!.id, next: true });
      }
      return false;
    case 'magicShield':
      fight.shields[action.target!] = (fight.shields[action.target!] ?? 0) + 2;
      ctx.events.push({ type: 'shielded', rule: '§11.3', character: action.target, rv: fightRv(fight, characterOf(sides, action.target!)!) });
      return false;
    case 'ceaseFire': {
      const rv = Math.max(...fighting(fight).map((id) => monsterRv(monsterOf(sides.group, id)!)));
      const r = resists(ctx.dice, rv);
      ctx.events.push({ type: 'ceaseFire', rule: '§11.3', rv, face: r.face, resisted: r.resisted });
      return !r.resisted;
    }
    default:
      throw new RuleError('§11.3', `${spell.name} has no combat effect`);
  }
}

/**
 * §11.3 Explosion: every combatant, the caster too, takes 1 unless it resists; monsters first,
 * front to back, then the party's lines, charmed monsters among them (DM 9.45).
 */
function explosion(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  for (const id of fighting(fight)) {
    const m = monsterOf(sides.group, id)!;
    if (monsterAlive(m) && atMonster(ctx, 'explosion', m)) hurt(fight, sides, ctx, 'explosion', m, 1);
  }
  for (const id of sides.rows.flat()) {
    const v = victimOf(sides, id);
    if (!v || !upright(v)) continue;
    const r = resists(ctx.dice, victimRv(fight, v));
    const before = ctx.events.length;
    const wounds = r.resisted ? 0 : hurtVictim(fight, sides, ctx, v, 1, '§11.3');
    ctx.events.splice(before, 0, { type: 'spellWounds', rule: '§11.3', spell: 'explosion', character: id, face: r.face, resisted: r.resisted, wounds });
  }
  turnCharmed(fight, sides, ctx); // DM 9.45
}
