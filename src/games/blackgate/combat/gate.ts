/**
 * The Black Gate in a fight (§15.5–15.7): its Blasts in phase c, the destruction attempts of
 * phase a (B36, or the `monster40` strikes, B57) and what happens when it falls (B37).
 */
import { resolveMonsterTarget } from '../../deathmaze/combat/combatGeometry';
import { d6 } from '../../deathmaze/dice';
import type { BgWeapon } from '../data/characters';
import { levelExperience } from '../levels';
import { skillOf, type BgCharacter } from '../party';
import { hurtVictim, turnCharmed, victimOf, victimRv } from './charmed';
import { frontLineTarget, leaveLines, monsterOf } from './lines';
import { livingCharacters } from './outcome';
import { characterBonus, crt, resists } from './rolls';
import type { BgFight, FightContext, FightSides, FightView } from './types';

/** B57: the `monster40` Gate's Wound Points. */
export const GATE_WOUND_POINTS = 40;
const GATE_BLAST_WOUNDS = 2;

/** §15.5, B34: whether phase c is played in this fight. */
export function gatePhaseOn(view: FightView): boolean {
  if (!view.gate.standing) return false;
  return view.options.gatePhaseScope === 'afterFound' ? view.gate.placed : view.gate.here;
}

/** Phase c: `gateBlasts` Blasts, each at a front-row character by the DM 8.35 die; RV resists; 2 wounds (B35). */
export function gatePhase(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  if (!gatePhaseOn(ctx)) return;
  ctx.events.push({ type: 'phase', rule: 'LŚ 9.0', phase: 'c', round: fight.round });
  for (let i = 0; i < ctx.options.gateBlasts; i++) {
    const pick = frontLineTarget(sides.rows[0] ?? []);
    if (!pick) return;
    const { target, faces } = resolveMonsterTarget(pick, () => d6(ctx.dice));
    const v = victimOf(sides, target)!; // a charmed monster in front is blasted like anyone there (DM 9.45)
    const r = resists(ctx.dice, victimRv(fight, v));
    const before = ctx.events.length;
    const wounds = r.resisted ? 0 : hurtVictim(fight, sides, ctx, v, GATE_BLAST_WOUNDS, 'B35');
    ctx.events.splice(before, 0, { type: 'gateBlast', rule: 'B35', target, targetFaces: faces, face: r.face, resisted: r.resisted, wounds });
    turnCharmed(fight, sides, ctx); // DM 9.45
  }
}

/** §15.6 step 1: who may try; throws nothing, says why not (null when it may). */
export function gateAttemptRefusal(sides: FightSides, view: FightView, c: BgCharacter, weapon: BgWeapon | undefined): string | null {
  if (!view.gate.standing || !view.gate.here) return 'there is no standing Gate on this segment';
  if (!(sides.rows[0] ?? []).includes(c.id)) return 'only the front row may try the Gate';
  if (skillOf(c, 'hellgate') <= 0) return `${c.name} has no Hellgate skill`;
  if (view.options.gateModel === 'monster40') {
    if (weapon === undefined || weapon === 'bow') return 'the Gate is struck with a melee weapon';
  } else if (weapon !== undefined) return 'a destruction attempt is a Hellgate roll, not a strike';
  return null;
}

/** §15.6 step 2 (1D6 ≤ Hellgate destroys) or B57 (CRT result + n wounds, falls at 40). */
export function attemptGate(fight: BgFight, sides: FightSides, ctx: FightContext, c: BgCharacter, weapon: BgWeapon | undefined): void {
  const n = skillOf(c, 'hellgate'); // §15.6 step 3: never modified
  if (ctx.options.gateModel === 'monster40') {
    const face = d6(ctx.dice);
    const bonus = characterBonus(fight, c, weapon!);
    const result = crt(ctx, weapon!, face + bonus);
    const wounds = result > 0 ? result + n : 0;
    ctx.gate.wounds = Math.min(GATE_WOUND_POINTS, (ctx.gate.wounds ?? 0) + wounds);
    ctx.events.push({ type: 'gateStruck', rule: 'B57', by: c.id, face, bonus, wounds, total: ctx.gate.wounds });
    if (ctx.gate.wounds >= GATE_WOUND_POINTS) gateFalls(fight, sides, ctx);
    return;
  }
  const face = d6(ctx.dice);
  const destroyed = face <= n;
  ctx.events.push({ type: 'gateAttempt', rule: '§15.6', by: c.id, face, hellgate: n, destroyed });
  if (destroyed) gateFalls(fight, sides, ctx);
}

/** §15.7: bound Demons vanish, the Nameless One fights on, the living get the Gate bonus. */
export function gateFalls(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  ctx.gate.standing = false;
  ctx.events.push({ type: 'gateFell', rule: '§15.7', level: ctx.level });
  if (fight.guardian) {
    for (const id of fight.monsterRows.flat()) {
      const m = monsterOf(sides.group, id)!;
      if (m.type !== 'demon') continue;
      leaveLines(fight.monsterRows, id);
      fight.vanished.push(id);
      ctx.events.push({ type: 'vanished', rule: '§15.7', monster: id });
    }
  }
  const each = levelExperience(ctx.options.gateXp, ctx.level);
  const living = livingCharacters(sides);
  for (const c of living) c.xp += each;
  fight.gateXpEach += each;
  ctx.events.push({ type: 'gateXp', rule: '§15.7', each, living: living.map((x) => x.id) });
}
