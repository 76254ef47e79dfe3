/**
 * Phase b, the monsters' attack (§9.1 b, DM 8.23, 8.33, 8.44) with the specials of §7.5: fire
 * breath, flesh to stone, regeneration, a Vampire's charm, the Hydra's many heads, the Evil
 * Mage's and the Nameless One's Lightning. A blow may fall on a monster charmed into the party's
 * service as on a character (DM 9.45); it resists with its own RV.
 */
import { resolveMonsterTarget } from '../../deathmaze/combat/combatGeometry';
import { d6 } from '../../deathmaze/dice';
import { bgMonsters } from '../data/monsters';
import type { MonsterInGroup } from '../encounter/group';
import { breakCharm, charmedMember, hurtVictim, petrifyCharmed, turnCharmed, upright, victimId, victimOf, victimRv, type Victim } from './charmed';
import { frontContacts, leaveLines, monsterOf } from './lines';
import { crt, monsterAttackNumbers, monsterAlive, resists } from './rolls';
import type { BgFight, FightContext, FightSides } from './types';

const LIGHTNING_COST = 2;

/** §7.5, DM 12.2, ruling 22 / Lightning ×2: 1D6+2 at the target unless it resists. */
function lightning(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup, v: Victim, rule: string): void {
  const resist = resists(ctx.dice, victimRv(fight, v));
  const before = ctx.events.length;
  const wounds = resist.resisted ? 0 : hurtVictim(fight, sides, ctx, v, d6(ctx.dice) + 2, rule);
  ctx.events.splice(before, 0, { type: 'monsterLightning', rule, monster: m.id, target: victimId(v), resistFace: resist.face, resisted: resist.resisted, wounds });
}

/** §9.2: one attack roll on the monster's column. */
function blow(fight: BgFight, ctx: FightContext, sides: FightSides, m: MonsterInGroup, v: Victim, column = monsterAttackNumbers(m).column): void {
  const { bonus } = monsterAttackNumbers(m);
  const face = d6(ctx.dice);
  const result = crt(ctx, column, face + bonus);
  const before = ctx.events.length;
  const wounds = hurtVictim(fight, sides, ctx, v, result, 'LŚ 9.2');
  // the blow is told before the fall it causes
  ctx.events.splice(before, 0, { type: 'monsterAttack', rule: 'LŚ 9.2', monster: m.id, target: victimId(v), face, bonus, column, wounds });
}

/** The specials that ride on an attack that reached its target (§7.5). */
function afterBlow(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup, v: Victim): void {
  const specials = bgMonsters[m.type].specials;
  if (!upright(v)) return;
  const target = victimId(v);
  if (specials.includes('fireBreath')) {
    const r = resists(ctx.dice, victimRv(fight, v)); // DM 12.33, ruling 21
    const before = ctx.events.length;
    const wounds = r.resisted ? 0 : hurtVictim(fight, sides, ctx, v, 1, 'DM 12.33');
    ctx.events.splice(before, 0, { type: 'fireBreath', rule: 'DM 12.33', monster: m.id, target, face: r.face, resisted: r.resisted, wounds });
  }
  if (specials.includes('fleshToStone') && upright(v)) {
    const face = d6(ctx.dice); // DM 12.34: no resistance
    ctx.events.push({ type: 'petrified', rule: 'DM 12.34', monster: m.id, target, face, petrified: face === 6 });
    if (face === 6) {
      if (v.kind === 'character') {
        v.c.petrified = true;
        leaveLines(sides.rows, target);
      } else petrifyCharmed(sides, ctx, v.m);
    }
  }
  if (specials.includes('charm') && upright(v) && (fight.vampireAttacks[m.id] ?? 0) <= 2) {
    const r = resists(ctx.dice, victimRv(fight, v)); // DM 12.36, ruling 48: its first two attacking phases
    ctx.events.push({ type: 'vampireCharm', rule: 'DM 12.36', monster: m.id, target, face: r.face, resisted: r.resisted });
    if (!r.resisted) {
      if (v.kind === 'character') {
        leaveLines(sides.rows, target);
        fight.thralls.push({ character: target, by: m.id });
      } else breakCharm(fight, sides, ctx, v.m, 'DM 12.36'); // the party's charm is broken for good
    }
  }
}

function attack(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup): void {
  const partyFront = [...(sides.rows[0] ?? [])];
  if (partyFront.length === 0) return;
  const specials = bgMonsters[m.type].specials;
  if (specials.includes('hydra')) {
    for (const id of partyFront) {
      const v = victimOf(sides, id);
      if (v && upright(v) && sides.rows[0]!.includes(id)) blow(fight, ctx, sides, m, v, 'monster'); // §7.5 LŚ 15.6: Monster column, every head
    }
    return;
  }
  const contact = frontContacts(partyFront, fight.monsterRows[0] ?? []).monsterTargets[m.id];
  if (!contact) return;
  const { target, faces } = resolveMonsterTarget(contact, () => d6(ctx.dice));
  if (faces.length > 0) ctx.events.push({ type: 'monsterTarget', rule: 'DM 8.33', monster: m.id, target, faces });
  const v = victimOf(sides, target)!;
  if (specials.includes('charm')) fight.vampireAttacks[m.id] = (fight.vampireAttacks[m.id] ?? 0) + 1;
  if (specials.includes('lightningX2') && fight.namelessSpellPoints >= LIGHTNING_COST) {
    fight.namelessSpellPoints -= LIGHTNING_COST; // §7.5: spell points, no WP
    lightning(fight, sides, ctx, m, v, '§7.5');
    return;
  }
  if (specials.includes('lightning') && m.wounds + LIGHTNING_COST < (m.woundPoints ?? 0)) {
    m.wounds += LIGHTNING_COST; // DATA ruling 22: it pays 2 WP while that would not kill it
    lightning(fight, sides, ctx, m, v, 'DM 12.2');
    return;
  }
  blow(fight, ctx, sides, m, v);
  afterBlow(fight, sides, ctx, m, v);
}

/** DM 12.35, ruling 55: every 3rd Monster Attack phase after its first wound a Troll heals 1, one serving the party too (DM 9.45). */
function regenerate(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  for (const [id, count] of Object.entries(fight.regeneration)) {
    const m = monsterOf(sides.group, id) ?? charmedMember(sides, id);
    if (!m || !monsterAlive(m)) continue;
    fight.regeneration[id] = count + 1;
    if ((count + 1) % 3 === 0 && m.wounds > 0) {
      m.wounds -= 1;
      ctx.events.push({ type: 'regenerated', rule: 'DM 12.35', monster: id });
    }
  }
}

/** Phase b: each front-line monster attacks in line order (DM 8.23); the Hesitating skip it. */
export function monsterAttackPhase(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  ctx.events.push({ type: 'phase', rule: 'LŚ 9.0', phase: 'b', round: fight.round });
  for (const id of [...(fight.monsterRows[0] ?? [])]) {
    const m = monsterOf(sides.group, id);
    if (!m || !monsterAlive(m) || !fight.monsterRows[0]!.includes(id)) continue;
    if (fight.hesitating.includes(id)) {
      ctx.events.push({ type: 'hesitates', rule: '§11.3', monster: id });
      continue;
    }
    attack(fight, sides, ctx, m);
    turnCharmed(fight, sides, ctx); // DM 9.45: a charmer killed by this attack
  }
  fight.hesitating = [];
  regenerate(fight, sides, ctx);
}
