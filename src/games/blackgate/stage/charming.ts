/**
 * A Charm potion drunk between stages (§14.4 Potions, "as DM 9.41–9.46"). DM 9.45 lets the one
 * who drinks it take control of one monster of its kind on the party's segment; it asks for no
 * fight and no line of sight, so between stages the monsters it can reach are those of a group
 * at peace here (LŚ 6.9: agreed, bribed or talked past). Charm Person takes an Evil Hero, an Evil
 * Mage or an Orc (B21), Charm Monster any other (DM 9.46); the monster resists on 1D6 ≤ RV (DM
 * 11.25, the Advanced Game always, B25). A guardian cannot be taken (§7.5, B53): the dose is
 * spent for nothing (DATA ruling 34). With no monster named the dose is spent for nothing too:
 * the rule says the drinker *may* take one (DM 9.45).
 */
import { RuleError } from '../../../engine/errors';
import { joinBehind } from '../combat/charmed';
import type { CharmedMonster } from '../combat/types';
import { isGuardian } from '../combat/outcome';
import { monsterRv, resists } from '../combat/rolls';
import { levelKey } from '../board/levels';
import { cowPayers } from '../data/monsters';
import { livingMonsters, rollMonsterWoundPoints, type GroupEvent, type MonsterInGroup } from '../encounter/group';
import { standing, type BgCharacter, type BgItem } from '../party';
import type { BgEvent, BgState } from '../state';
import { groupHere } from './where';

/** The case of each Charm potion. */
export const CHARM_POTIONS: Readonly<Record<string, 'DM 9.45' | 'DM 9.46'>> = { 'Charm Person': 'DM 9.45', 'Charm Monster': 'DM 9.46' };

export const isCharmPotion = (item: BgItem): boolean => item.column === 'potion' && Object.hasOwn(CHARM_POTIONS, item.name);

/** DM 9.45, 9.46: whether this potion's charm is of a kind to take `m` (B21 names the persons). */
export const charmFits = (potion: string, m: MonsterInGroup): boolean => cowPayers.includes(m.type) === (potion === 'Charm Person');

/** The monsters here that a Charm potion of this name can take between stages (guardians left out: it would only be spent). */
export function charmTargetsHere(s: BgState, potion: string): MonsterInGroup[] {
  const g = groupHere(s);
  if (!g || s.phase.kind !== 'explore') return [];
  return livingMonsters(g).filter((m) => charmFits(potion, m) && !isGuardian(m));
}

/** The checks on `monster` for a Charm potion drunk between stages; the monster it names. */
export function checkCharmHere(s: BgState, item: BgItem, monster: string): MonsterInGroup {
  const rule = CHARM_POTIONS[item.name];
  if (!rule) throw new RuleError('§14.4', `the ${item.name} takes no monster: only a Charm potion does`);
  const g = groupHere(s);
  const m = g ? livingMonsters(g).find((x) => x.id === monster) : undefined;
  if (!m) throw new RuleError(rule, `the ${item.name} potion takes a monster on the party's segment, and "${monster}" is not one`);
  if (item.name === 'Charm Person' && !charmFits(item.name, m)) throw new RuleError('DM 9.45', 'Charm Person takes only an Evil Hero, an Evil Mage or an Orc (B21)');
  if (item.name === 'Charm Monster' && !charmFits(item.name, m)) throw new RuleError('DM 9.46', 'Charm Monster takes any monster but an Evil Hero, an Evil Mage or an Orc (B21)');
  return m;
}

/**
 * DM 9.45: `m` leaves its group and joins the marching order behind under `charmer`. Its WP are
 * rolled now if they were not (B49: it is a member who can be wounded from now on). The rest of
 * the group keep their agreement (our ruling: taking one by a charm is no attack, DM 7.23), and
 * a group left with no one is gone from the segment.
 */
export function charmBetweenStages(s: BgState, charmer: BgCharacter, m: MonsterInGroup, rule: string, events: BgEvent[]): void {
  const key = levelKey(s.party.at);
  const group = s.groups[key]!;
  if (isGuardian(m)) {
    events.push({ type: 'charmWasted', rule: 'DATA ruling 34', by: charmer.id, monster: m.id }); // §7.5, B53
    return;
  }
  const r = resists(s.dice, monsterRv(m)); // DM 11.25
  if (r.resisted) {
    events.push({ type: 'charmResisted', rule: 'DM 11.25', monster: m.id, face: r.face });
    return;
  }
  if (!standing(charmer)) return;
  rollMonsterWoundPoints(s.dice, m, events as GroupEvent[]);
  group.monsters.splice(group.monsters.indexOf(m), 1);
  if (livingMonsters(group).length === 0) delete s.groups[key];
  const member: CharmedMonster = { ...m, id: `charmed-${m.type}-${++s.serial}`, charmer: charmer.id, treasure: m.treasure ?? group.treasureLetter };
  s.party.charmed.push(member);
  joinBehind(s.party.rows, member.id);
  events.push({ type: 'charmed', rule, monster: m.id, as: member.id, by: charmer.id });
}
