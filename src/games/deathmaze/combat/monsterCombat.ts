/**
 * The Monster Combat Phase (8.23, 8.33, 8.35, 8.44): every front monster strikes whom it faces,
 * second-row archers shoot, and the Advanced Game's specials come with the blows at their hooks.
 */
import { d6 } from '../dice';
import { weaponNames, type CrtColumn } from '../data/weapons';
import { bowTargets, resolveMonsterTarget } from './combatGeometry';
import { withArticle, woundAdventurer, woundPointsOf, type MonsterUnit } from '../encounter/encounters';
import { combatHooks as hooks } from '../features';
import type { GameEvent } from '../events';
import { vacate } from '../party/party';
import type { GameState } from '../state';
import { specialReplacesBlow } from '../edition';
import { partyWipedOut } from '../party/fallen';
import { adventurerFalls, currentContacts, line, monsterGroup, unitById } from './blows';
import { tables } from '../tables';

/** 8.23, 8.33, 8.35, 8.44: every front monster attacks, and second-row monsters with bows shoot. */
export function monsterPhase(s: GameState, events: GameEvent[]): void {
  const g = monsterGroup(s);
  const rows = s.combat!.monsterRows;
  const front = line(rows[0]);
  // those who stand in the second row as the phase begins (one charmed now waits for the next, 12.36)
  const second = line(rows[1]);
  for (const id of front) {
    const unit = unitById(g, id);
    const coat = unit ? undefined : hooks(s).turncoat(s, id);
    if (unit ? !unit.alive : !coat) continue;
    const t = currentContacts(s).monsterTargets[id];
    if (!t) continue;
    const picked = resolveMonsterTarget(t, () => d6(s.dice));
    if (!unit) {
      hooks(s).turncoatStrike(s, coat!, picked.target, 'front', picked.faces, events); // 12.36
      if (s.phase.kind !== 'combat') return;
      continue;
    }
    // 12.2: an Evil Wizard casts Lightning at the one it would attack, while it can pay
    if (!(hooks(s).monsterCasts(s, unit) && hooks(s).monsterCast(s, unit, picked.target, picked.faces, events))) {
      monsterAttack(s, unit, picked.target, 'front', picked.faces, events);
    }
    if (s.phase.kind !== 'combat') return;
  }
  for (const id of second) {
    const unit = unitById(g, id);
    const coat = unit ? undefined : hooks(s).turncoat(s, id);
    if (!unit) {
      // 12.36: a charmed adventurer shoots from the second row if they carry a bow
      const t = coat && hooks(s).turncoatShoots(coat) ? bowTargets(line(s.party.order[0])) : null;
      if (!t) continue;
      const picked = resolveMonsterTarget(t, () => d6(s.dice));
      hooks(s).turncoatStrike(s, coat!, picked.target, 'second', picked.faces, events);
      if (s.phase.kind !== 'combat') return;
      continue;
    }
    const wizard = hooks(s).monsterCasts(s, unit);
    if (!unit.alive || (tables(s).monsters[unit.monster].weapons?.second !== 'bow' && !wizard)) continue;
    const t = bowTargets(line(s.party.order[0]));
    if (!t) continue;
    const picked = resolveMonsterTarget(t, () => d6(s.dice));
    // ruling (12.2, 11.21): from the second row an Evil Wizard casts as a bow shoots (8.35); it has no bow
    if (wizard) hooks(s).monsterCast(s, unit, picked.target, picked.faces, events);
    else monsterAttack(s, unit, picked.target, 'second', picked.faces, events);
    if (s.phase.kind !== 'combat') return;
  }
  hooks(s).monsterPhaseEnds(s, g, events); // 12.35
}

function monsterAttack(s: GameState, unit: MonsterUnit, targetId: string, row: 'front' | 'second', targetFaces: number[], events: GameEvent[]): void {
  const stats = tables(s).monsters[unit.monster];
  const edition1 = specialReplacesBlow(s);
  if (edition1 && hooks(s).charmWithBlow(s, unit, targetId, events)) {
    // edition 1: the charmed one changed sides instead of being struck; the party may have nobody left
    partyWipedOut(s, events);
    return;
  }
  const rule = targetFaces.length > 0 ? (row === 'second' ? '8.35' : '8.33') : '8.44';
  const charmed = s.party.charmed.find((c) => c.unit.id === targetId);
  if (charmed) {
    // a charmed monster in the party's line is fought like any party member (9.45)
    if (!charmed.unit.alive) return;
    const roll = monsterRoll(s, unit, row);
    const victim = tables(s).monsters[charmed.unit.monster].name;
    events.push({ kind: 'attack', rule, text: `The ${stats.name} attacks the charmed ${victim}${roll.how}: ${roll.shown} → ${roll.wounds} wound${roll.wounds === 1 ? '' : 's'}.`, dice: [...targetFaces, roll.face], who: unit.id, target: targetId, amount: roll.wounds });
    if (charmed.unit.wounds + roll.wounds >= woundPointsOf(charmed.unit)) {
      charmed.unit.wounds += roll.wounds;
      charmed.unit.alive = false;
      s.combat!.facingChosen = false;
      s.party.order = vacate(s.party.order, targetId);
      events.push({ kind: 'died', rule: '8.46', text: `The charmed ${victim} is slain.`, target: targetId });
    } else charmed.unit.wounds += roll.wounds;
    if (!edition1) hooks(s).charmWithBlow(s, unit, targetId, events); // 12.36: the blow, and the charm as well
    return;
  }
  const a = s.party.adventurers.find((x) => x.id === targetId);
  if (!a || !a.alive) return;
  if (edition1 && hooks(s).gazeWithBlow(s, unit, a, events)) {
    // edition 1: turned to stone before the blow, which was then not struck
    adventurerFalls(s, a, events);
    return;
  }
  const roll = monsterRoll(s, unit, row);
  const wounds = roll.wounds;
  events.push({
    kind: 'attack',
    rule,
    text: `The ${stats.name} attacks ${a.name}${roll.how}: ${roll.shown} → ${wounds} wound${wounds === 1 ? '' : 's'}.`,
    dice: [...targetFaces, roll.face],
    who: unit.id,
    target: a.id,
    amount: wounds,
  });
  events.push(...woundAdventurer(a, wounds, '8.45', `the ${stats.name}`));
  hooks(s).afterBlow(s, unit, a, events); // 12.33
  if (!edition1) {
    // 12.34, 12.36: a Medusa's gaze and a Vampire's charm come with the blow, not instead of it
    hooks(s).gazeWithBlow(s, unit, a, events);
    if (hooks(s).charmWithBlow(s, unit, a.id, events) && partyWipedOut(s, events)) return;
  }
  if (!a.alive) adventurerFalls(s, a, events);
}

/** A monster's attack roll (8.44): 1D6 + combat bonus on the Monster column, or its weapon's column. */
export function monsterRoll(s: GameState, unit: MonsterUnit, row: 'front' | 'second'): { face: number; wounds: number; how: string; shown: string } {
  const stats = tables(s).monsters[unit.monster];
  const face = d6(s.dice);
  let column: CrtColumn = 'monster';
  let bonus = stats.combatBonus ?? 0;
  let how = '';
  if (stats.weapons) {
    // 8.44: weapon users roll on their weapon's column: the bow from the second row.
    const w = row === 'second' && stats.weapons.second ? stats.weapons.second : stats.weapons.front;
    column = tables(s).crtColumnOf(w);
    bonus = stats.weapons.skill + unit.swordSkill;
    how = ` with ${withArticle(weaponNames[w])}`;
  }
  const total = face + bonus;
  const wounds = tables(s).crtResult(column, total);
  return { face, wounds, how, shown: `${face}${bonus ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}` : ''} = ${total}` };
}
