/**
 * Phase b, the monsters' attack (§9.1 b, DM 8.23, 8.33, 8.44) with the specials of §7.5: fire
 * breath, flesh to stone, regeneration, a Vampire's charm, the Hydra's many heads, the Evil
 * Mage's and the Nameless One's Lightning.
 */
import { resolveMonsterTarget } from '../../deathmaze/combat/combatGeometry';
import { d6 } from '../../deathmaze/dice';
import { bgMonsters } from '../data/monsters';
import type { MonsterInGroup } from '../encounter/group';
import { standing, woundCharacter, type BgCharacter } from '../party';
import { frontContacts, leaveLines, monsterOf } from './lines';
import { characterOf, checkCharacter } from './outcome';
import { crt, fightRv, monsterAttackNumbers, monsterAlive, resists } from './rolls';
import type { BgFight, FightContext, FightSides } from './types';

const LIGHTNING_COST = 2;

/** §7.5, DM 12.2, ruling 22 / Lightning ×2: 1D6+2 at the character unless it resists. */
function lightning(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup, c: BgCharacter, rule: string): void {
  const resist = resists(ctx.dice, fightRv(fight, c));
  let wounds = 0;
  if (!resist.resisted) wounds = woundCharacter(c, d6(ctx.dice) + 2);
  ctx.events.push({ type: 'monsterLightning', rule, monster: m.id, target: c.id, resistFace: resist.face, resisted: resist.resisted, wounds });
  checkCharacter(sides, ctx, c, rule);
}

/** §9.2: one attack roll on the monster's column. */
function blow(ctx: FightContext, sides: FightSides, m: MonsterInGroup, c: BgCharacter, column = monsterAttackNumbers(m).column): void {
  const { bonus } = monsterAttackNumbers(m);
  const face = d6(ctx.dice);
  const wounds = woundCharacter(c, crt(ctx, column, face + bonus));
  ctx.events.push({ type: 'monsterAttack', rule: 'LŚ 9.2', monster: m.id, target: c.id, face, bonus, column, wounds });
  checkCharacter(sides, ctx, c, 'LŚ 9.2');
}

/** The specials that ride on an attack that reached a character (§7.5). */
function afterBlow(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup, c: BgCharacter): void {
  const specials = bgMonsters[m.type].specials;
  if (!standing(c)) return;
  if (specials.includes('fireBreath')) {
    const r = resists(ctx.dice, fightRv(fight, c)); // DM 12.33, ruling 21
    const wounds = r.resisted ? 0 : woundCharacter(c, 1);
    ctx.events.push({ type: 'fireBreath', rule: 'DM 12.33', monster: m.id, target: c.id, face: r.face, resisted: r.resisted, wounds });
    checkCharacter(sides, ctx, c, 'DM 12.33');
  }
  if (specials.includes('fleshToStone') && standing(c)) {
    const face = d6(ctx.dice); // DM 12.34: no resistance
    if (face === 6) {
      c.petrified = true;
      leaveLines(sides.rows, c.id);
    }
    ctx.events.push({ type: 'petrified', rule: 'DM 12.34', monster: m.id, target: c.id, face, petrified: face === 6 });
  }
  if (specials.includes('charm') && standing(c) && (fight.vampireAttacks[m.id] ?? 0) <= 2) {
    const r = resists(ctx.dice, fightRv(fight, c)); // DM 12.36, ruling 48: its first two attacking phases
    if (!r.resisted) {
      leaveLines(sides.rows, c.id);
      fight.thralls.push({ character: c.id, by: m.id });
    }
    ctx.events.push({ type: 'vampireCharm', rule: 'DM 12.36', monster: m.id, target: c.id, face: r.face, resisted: r.resisted });
  }
}

function attack(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup): void {
  const partyFront = [...(sides.rows[0] ?? [])];
  if (partyFront.length === 0) return;
  const specials = bgMonsters[m.type].specials;
  if (specials.includes('hydra')) {
    for (const id of partyFront) {
      const c = characterOf(sides, id)!;
      if (standing(c) && sides.rows[0]!.includes(id)) blow(ctx, sides, m, c, 'monster'); // §7.5 LŚ 15.6: Monster column, every head
    }
    return;
  }
  const contact = frontContacts(partyFront, fight.monsterRows[0] ?? []).monsterTargets[m.id];
  if (!contact) return;
  const { target, faces } = resolveMonsterTarget(contact, () => d6(ctx.dice));
  if (faces.length > 0) ctx.events.push({ type: 'monsterTarget', rule: 'DM 8.33', monster: m.id, target, faces });
  const c = characterOf(sides, target)!;
  if (specials.includes('charm')) fight.vampireAttacks[m.id] = (fight.vampireAttacks[m.id] ?? 0) + 1;
  if (specials.includes('lightningX2') && fight.namelessSpellPoints >= LIGHTNING_COST) {
    fight.namelessSpellPoints -= LIGHTNING_COST; // §7.5: spell points, no WP
    lightning(fight, sides, ctx, m, c, '§7.5');
    return;
  }
  if (specials.includes('lightning') && m.wounds + LIGHTNING_COST < (m.woundPoints ?? 0)) {
    m.wounds += LIGHTNING_COST; // DATA ruling 22: it pays 2 WP while that would not kill it
    lightning(fight, sides, ctx, m, c, 'DM 12.2');
    return;
  }
  blow(ctx, sides, m, c);
  afterBlow(fight, sides, ctx, m, c);
}

/** DM 12.35, ruling 55: every 3rd Monster Attack phase after its first wound a Troll heals 1. */
function regenerate(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  for (const [id, count] of Object.entries(fight.regeneration)) {
    const m = monsterOf(sides.group, id);
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
  }
  fight.hesitating = [];
  regenerate(fight, sides, ctx);
}
