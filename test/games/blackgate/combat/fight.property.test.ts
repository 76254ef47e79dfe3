import { describe, expect, it } from 'vitest';
import { randomIndex, seedDice, type DiceState } from '../../../../src/engine/dice';
import { heroes, initiates, type InitiateRace } from '../../../../src/games/blackgate/data/characters';
import type { MazeLevel } from '../../../../src/games/blackgate/data/levels';
import { bgMonsters, type BgMonsterId } from '../../../../src/games/blackgate/data/monsters';
import { defaultOptions, type BlackGateOptions } from '../../../../src/games/blackgate/data/options';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { heroCharacter, initiateCharacter, standing, type BgCharacter } from '../../../../src/games/blackgate/party';
import {
  applyFightAction, fightActions, guardianGroup, startFight, startGateRounds,
  type BgFight, type FightContext, type FightEnd, type FightSides,
} from '../../../../src/games/blackgate/combat';

const MAX_ACTIONS = 4000;
const monsterIds = (Object.keys(bgMonsters) as BgMonsterId[]).filter((id) => id !== 'nameless');
const races: InitiateRace[] = ['human', 'elf', 'dwarf'];

function party(d: DiceState): BgCharacter[] {
  const picked = new Set<number>();
  while (picked.size < 3) picked.add(randomIndex(d, heroes.length));
  const out = [...picked].map((i) => heroCharacter(heroes[i]!));
  for (let i = 0; i < 3; i++) {
    const mp = { red: randomIndex(d, 3), yellow: randomIndex(d, 3), blue: randomIndex(d, 3) };
    out.push(initiateCharacter(initiates[races[randomIndex(d, 3)]!], `init${i + 1}`, mp));
  }
  for (const c of out) c.spellPoints = randomIndex(d, 7);
  // §14.4: now and then a potion to drink in the fight (DM 9.41–9.46)
  const potions = ['Healing', 'Strength', 'Charm Person', 'Charm Monster', 'Poison'];
  out.forEach((c, i) => {
    if (randomIndex(d, 3) === 0) c.items.push({ id: `potion${i}`, column: 'potion', name: potions[randomIndex(d, potions.length)]!, doses: 1 + randomIndex(d, 2) });
  });
  if (randomIndex(d, 4) === 0) out[0]!.knows.push('wrathOfGod');
  return out;
}

/** Every broken invariant, as text (one expect per step keeps 300 fights quick). */
function problems(fight: BgFight, s: FightSides): string[] {
  const out: string[] = [];
  for (const c of s.characters) {
    if (c.wounds < 0 || c.wounds > c.woundPoints) out.push(`${c.id} has ${c.wounds} wounds of ${c.woundPoints}`);
    if (c.spellPoints < 0) out.push(`${c.id} has ${c.spellPoints} spell points`);
  }
  const ids = s.rows.flat();
  for (const id of ids) {
    const c = s.characters.find((x) => x.id === id);
    const m = s.charmed?.find((x) => x.id === id);
    if (c ? !standing(c) : !m || m.wounds >= m.woundPoints!) out.push(`${id} stands in the lines but cannot act`);
    // DM 9.45: a charmed monster in the lines serves a living charmer
    const charmer = m && s.characters.find((x) => x.id === m.charmer)!;
    if (charmer && charmer.wounds >= charmer.woundPoints) out.push(`${id} serves a dead charmer`);
  }
  for (const m of s.charmed ?? []) if (s.group?.monsters.some((x) => x.id === m.id)) out.push(`${m.id} is both charmed and in the group`);
  if (new Set(ids).size !== ids.length) out.push('a character stands twice');
  if (s.rows.some((l) => l.length > 3)) out.push('a party line holds more than 3');
  for (const m of s.group?.monsters ?? []) {
    if (m.wounds < 0 || m.wounds > (m.woundPoints ?? 0)) out.push(`${m.id} has ${m.wounds} wounds of ${String(m.woundPoints)}`);
  }
  for (const id of fight.monsterRows.flat()) {
    const m = s.group!.monsters.find((x) => x.id === id)!;
    if (m.wounds >= m.woundPoints!) out.push(`dead ${id} still in line`);
  }
  if (fight.monsterRows.some((l) => l.length > 3)) out.push('a monster line holds more than 3');
  return out;
}

const check = (fight: BgFight, s: FightSides, seed: number): void => {
  const found = problems(fight, s);
  if (found.length > 0) expect(found, `seed ${seed}`).toEqual([]);
};

function run(seed: number): FightEnd {
  const d = seedDice(`fight ${seed}`);
  const level = (1 + randomIndex(d, 3)) as MazeLevel;
  const options: BlackGateOptions = {
    ...defaultOptions,
    monsterColumnAbove9: randomIndex(d, 2) ? 'dm' : 'sword',
    gateModel: randomIndex(d, 3) === 0 ? 'monster40' : 'skillRoll',
    gatePhaseScope: randomIndex(d, 2) ? 'afterFound' : 'gateSegment',
    gateBlasts: 1 + randomIndex(d, 2),
  };
  const characters = party(d);
  const rows = [characters.slice(0, 3).map((c) => c.id), characters.slice(3).map((c) => c.id)];
  const kind = randomIndex(d, 10);
  const gate = { standing: kind < 3, here: kind < 3, placed: kind < 5 };
  const ctx: FightContext = { options, dice: d, level, gate, events: [] };
  let s: FightSides;
  let fight: BgFight;
  if (kind === 0) {
    s = { characters, rows, group: null };
    fight = startGateRounds(s, ctx);
  } else if (kind < 3) {
    s = { characters, rows, group: guardianGroup(d, level, options) };
    fight = startFight(s, ctx, { guardian: true });
  } else {
    const type = monsterIds[randomIndex(d, monsterIds.length)]!;
    s = { characters, rows, group: namedGroup(type, 1 + randomIndex(d, 5), level, 'room') };
    fight = startFight(s, ctx, { guardian: false, monstersFirst: randomIndex(d, 4) === 0 });
  }
  check(fight, s, seed);
  if (fight.end) return fight.end;
  for (let n = 0; n < MAX_ACTIONS; n++) {
    const actions = fightActions(fight, s, ctx);
    if (actions.length === 0) throw new Error(`seed ${seed}: no legal action while the fight goes on`);
    // lean towards attacking so fights end; still every kind of action is tried
    const attacks = actions.filter((a) => a.type !== 'endAttacks' && a.type !== 'leaveGate');
    const pool = attacks.length > 0 && randomIndex(d, 5) > 0 ? attacks : actions;
    const a = pool[randomIndex(d, pool.length)]!;
    const before = JSON.stringify(s.characters.filter((c) => !standing(c)).map((c) => c.id));
    const end = applyFightAction(fight, s, ctx, a);
    if ('by' in a && (JSON.parse(before) as string[]).includes(a.by)) throw new Error(`seed ${seed}: ${a.by} acted dead`);
    check(fight, s, seed);
    if (end) {
      expect(fight.end).toEqual(end);
      expect(fightActions(fight, s, ctx)).toEqual([]);
      return end;
    }
  }
  throw new Error(`seed ${seed}: the fight did not end within ${MAX_ACTIONS} actions`);
}

describe('LŚ 9.0 random fights (seeded)', () => {
  it('300 fights driven by random legal actions all end, with consistent state', () => {
    const kinds: Record<string, number> = {};
    for (let seed = 1; seed <= 300; seed++) {
      const end = run(seed);
      kinds[end.kind] = (kinds[end.kind] ?? 0) + 1;
    }
    // every way a fight can end is reached by these seeds
    expect(Object.keys(kinds).sort()).toEqual(['agreement', 'gateFallen', 'gateRoundsOver', 'partyDead', 'won']);
  }, 120_000);
});
