/**
 * The sensible player in a fight (§9): the Gate first (§15.6); then, one member at a time, the
 * listed action worth most: a blow where it does most (the weakest monster first, so that fewer
 * strike back), a spell where the fight is hard enough to pay for it (Lightning, Sleep, Charm,
 * Cease Fire, Blast, Mental Attack, Wrath of God), a Healing potion for the badly hurt, Strength
 * or a Charm potion in a hard fight; the attacks end when nothing listed is worth doing. In
 * phase d it keeps its lines unless the badly hurt can step back behind the sound (DM 8.24).
 */
import { randomIndex, type DiceState } from '../../../engine/dice';
import type { BgFight, FightAction } from '../combat/types';
import { characterBonus, monsterAttackNumbers, monsterRv } from '../combat/rolls';
import { bgSpells } from '../data/magic';
import { bgMonsters } from '../data/monsters';
import { livingMonsters, type MonsterInGroup } from '../encounter/group';
import { standing, type BgCharacter } from '../party';
import type { BgState } from '../state';
import type { BgAction } from '../stage/listing';
import { groupHere } from '../stage/where';
import { bestBlow, fightCost, killChance, meanBlow, partyHealth, resistChance, woundsLeft } from './odds';

type Act = Extract<BgAction, FightAction>;

const KILL = 2; // a monster dead strikes no more: worth this many wounds besides
const cost = (id: string): number => bgSpells.find((x) => x.id === id)?.cost ?? 0;

/** What an action is worth, in wounds dealt or spared; 0 or less: not worth doing. */
function worth(s: BgState, fight: BgFight, a: Act, hard: number): number {
  const g = groupHere(s);
  const foe = (id: string | undefined): MonsterInGroup | undefined => (id === undefined ? undefined : g?.monsters.find((m) => m.id === id));
  const character = 'by' in a ? s.party.characters.find((c) => c.id === a.by) : undefined;
  const spend = (points: number) => points * (hard > 0.5 ? 0.4 : hard > 0.25 ? 1 : 3); // points are dear in an easy fight
  switch (a.type) {
    case 'destroyGate': return 100;
    case 'strike': {
      const m = foe(a.target);
      if (!m) return 0;
      const rest = woundsLeft(m);
      if (!character) {
        const charmed = s.party.charmed.find((x) => x.id === a.by);
        if (!charmed) return 0;
        const { column, bonus } = monsterAttackNumbers(charmed);
        return meanBlow(column, bonus, s.options, rest) + KILL * killChance(column, bonus, s.options, rest);
      }
      const weapon = a.weapon ?? character.weapons[0]!;
      const bonus = characterBonus(fight, character, weapon);
      return meanBlow(weapon, bonus, s.options, rest) + KILL * killChance(weapon, bonus, s.options, rest) + 0.01 * (10 - rest);
    }
    case 'cast': {
      const m = foe(a.target);
      const hits = m ? 1 - resistChance(monsterRv(m)) : 1;
      const rest = m ? woundsLeft(m) : 0;
      const price = a.ring !== undefined ? 0 : spend(cost(a.spell));
      switch (a.spell) {
        case 'lightning': return hits * (Math.min(rest, 5.5) + (rest <= 4 ? KILL : rest <= 8 ? KILL / 2 : 0)) - price;
        case 'blast': return hits * (Math.min(rest, 2) + (rest <= 2 ? KILL : 0)) - price;
        case 'mentalAttack': return hits * (Math.min(rest, 7) + (rest <= 6 ? KILL : 0)) - price;
        case 'sleep':
        case 'charm': return m ? hits * (Math.min(rest, 10) * 0.6 + KILL + (a.spell === 'charm' ? 1 : 0)) - price : 0;
        case 'ceaseFire': {
          const living = g ? livingMonsters(g) : [];
          const rv = Math.max(0, ...living.map(monsterRv));
          return hard > 0.5 ? (1 - resistChance(rv)) * 12 * hard - price : 0;
        }
        case 'wrathOfGod': return (fight.monsterRows[0] ?? []).length * 2.5 - price;
        default: return 0; // Explosion strikes the party too; Magic Shield and Hesitate are left to players
      }
    }
    case 'drink': {
      const potion = character?.items.find((i) => i.id === a.item)?.name;
      if (!character || !potion) return 0;
      if (potion === 'Healing') return character.wounds * 2 >= character.woundPoints ? 3 : 0;
      if (potion === 'Strength') return hard > 0.5 && (s.party.rows[0] ?? []).includes(character.id) ? 2 : 0;
      const m = foe(a.target);
      if (!m || bgMonsters[m.type].specials.includes('guardian')) return 0;
      return hard > 0.4 ? (1 - resistChance(monsterRv(m))) * (Math.min(woundsLeft(m), 10) * 0.6 + KILL + 1) - 1 : 0;
    }
    default: return 0;
  }
}

/** Phase d: the lines whose front is soundest, the ones standing kept on a tie. */
function reorganize(s: BgState, options: Extract<BgAction, { type: 'reorganize' }>[]): BgAction {
  const byId = new Map(s.party.characters.filter(standing).map((c) => [c.id, c]));
  const score = (rows: string[][]) => (rows[0] ?? []).reduce((n, id) => {
    const c: BgCharacter | undefined = byId.get(id);
    if (!c) return n + 3; // a charmed monster in front
    const left = c.woundPoints - c.wounds;
    return n + bestBlow(c, s.options, true) * 2 + Math.min(left, 6) - (left <= 2 ? 8 : 0);
  }, 0);
  const now = JSON.stringify(s.party.rows);
  const kept = options.find((a) => JSON.stringify(a.rows) === now);
  let best: Extract<BgAction, { type: 'reorganize' }> | undefined = kept;
  for (const a of options) if (!best || score(a.rows) > score(best.rows) + 0.5) best = a;
  return best ?? options[0]!;
}

export function fightStep(s: BgState, legal: BgAction[], rng: DiceState): BgAction {
  const fight = s.fight as BgFight;
  const reorganizations = legal.filter((a): a is Extract<BgAction, { type: 'reorganize' }> => a.type === 'reorganize');
  if (reorganizations.length > 0) return reorganize(s, reorganizations);
  const g = groupHere(s);
  const hard = g ? fightCost(s, g) : 0;
  const away = legal.find((a) => a.type === 'leaveGate');
  if (away && (s.party.characters.filter(standing).length <= 1 || partyHealth(s) < 0.3)) return away; // §15.6 step 5: home to heal
  let best: BgAction | null = null;
  let bestWorth = 0;
  for (const a of legal) {
    const w = worth(s, fight, a as Act, hard);
    if (w > bestWorth) [best, bestWorth] = [a, w];
  }
  if (best) return best;
  return legal.find((a) => a.type === 'endAttacks') ?? legal[randomIndex(rng, legal.length)]!;
}
