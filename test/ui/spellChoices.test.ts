/**
 * The table's spell helpers (11.2, 11.3, 12.13): choices grouped from the engine's legal casts,
 * their costs, the bolt's path; the states shown on counters (12.3, 11.3, 9.45); the log's words.
 */
import { describe, expect, it } from 'vitest';
import { advancedParty, gameWithBoard } from '../../src/games/deathmaze/builders';
import type { AdventurerSpec } from '../../src/games/deathmaze/party/party';
import { newGame, legalActions, type Action, type GameState } from '../../src/games/deathmaze/game';

import type { MonsterUnit } from '../../src/games/deathmaze/encounter/encounters';
import { hereKey } from '../../src/games/deathmaze/state';
import { adventurerStatus, counterStatus, monsterStatus, outOfFight } from '../../src/ui/counterStatus';
import { actionLabel } from '../../src/ui/labels';
import { afterCostText, boltPath, castAt, castCostText, spellChoices, spellLook } from '../../src/ui/spellChoices';

const cast = (who: string, spell: Extract<Action, { type: 'cast' }>['spell'], target: string | null, ring = false): Action => ({ type: 'cast', who, spell, target, ring });

describe('spell choices from the legal casts', () => {
  const offered: Action[] = [
    { type: 'attack', who: 'a4', target: 'm1' },
    cast('a4', 'sleep', 'm1', true),
    cast('a4', 'lightning', 'm1'),
    cast('a4', 'lightning', 'm2'),
    cast('a4', 'sleep', 'm1'),
    cast('a4', 'sleep', 'm2'),
    cast('a4', 'explosion', null),
    cast('a5', 'blast', 'm1'),
  ];

  it('11.2 one choice per caster, spell and ring, in the Spell Summary order, paid before ring', () => {
    const mine = spellChoices(offered, 'a4');
    expect(mine.map((c) => `${c.spell}${c.ring ? ':ring' : ''}`)).toEqual(['explosion', 'lightning', 'sleep', 'sleep:ring']);
    expect(mine.find((c) => c.spell === 'lightning')!.targets).toEqual(['m1', 'm2']);
    expect(spellChoices(offered).map((c) => c.who)).toContain('a5');
    expect(spellChoices([{ type: 'hold', who: 'a4' }])).toEqual([]);
  });

  it('11.22, 12.13 costs in wounds, nothing through a ring; Explosion takes no target', () => {
    const [explosion, lightning, sleep, sleepRing] = spellChoices(offered, 'a4');
    expect(lightning!.cost).toBe(2);
    expect(lightning!.costText).toBe('2 wounds');
    expect(explosion!.costText).toBe('1 wound');
    expect(sleepRing!.cost).toBe(0);
    expect(sleepRing!.costText).toBe('free: ring');
    expect(sleep!.needsTarget).toBe(true);
    expect(explosion!.needsTarget).toBe(false);
    expect(castCostText('stoneToFlesh', false)).toBe('3 wounds');
    expect(lightning!.detail).toContain('1D6+2');
  });

  it('sends only what was offered: a target the engine did not list gives nothing', () => {
    const lightning = spellChoices(offered, 'a4').find((c) => c.spell === 'lightning')!;
    expect(castAt(lightning, 'm2')).toEqual(cast('a4', 'lightning', 'm2'));
    expect(castAt(lightning, 'm3')).toBeUndefined();
    expect(castAt(lightning, null)).toBeUndefined();
  });

  it('11.22 what the cost leaves the caster', () => {
    expect(afterCostText(4, 0, 2)).toBe('2/4 wounds after');
    expect(afterCostText(5, 3, 1)).toBe('4/5 wounds after');
  });

  it('every spell has a look on the table', () => {
    expect(spellLook.lightning).toBe('bolt');
    expect(spellLook.explosion).toBe('burst');
    expect(spellLook.blast).toBe('orb');
  });

  it('a bolt runs from the caster to the target, each step within its jitter of the straight line', () => {
    let k = 0;
    const faces = [0, 1, 0.5, 0.25, 0.9];
    const path = boltPath({ x: 0, y: 0 }, { x: 100, y: 0 }, 5, 10, () => faces[k++ % faces.length]!);
    expect(path).toHaveLength(6);
    expect(path[0]).toEqual({ x: 0, y: 0 });
    expect(path[5]).toEqual({ x: 100, y: 0 });
    expect(path.map((p) => Math.round(p.x))).toEqual([0, 20, 40, 60, 80, 100]);
    expect(path[1]!.y).toBeCloseTo(-10);
    expect(path[2]!.y).toBeCloseTo(10);
    for (const p of path) expect(Math.abs(p.y)).toBeLessThanOrEqual(10);
  });
});

describe('a real delve: the Wizard of an Advanced party', () => {
  // a Wizard (a4) who knows Strength and Heal, on an explored segment (11.21: non-combat spells)
  const party = (): AdventurerSpec[] => {
    const p = advancedParty(4);
    p[3] = { name: 'Ysolde', class: 'wizard', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'spell' }, spells: ['heal', 'strength'] };
    return p;
  };
  const start = (): GameState => gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party: party(), advanced: true });

  it('11.21 exploring: Heal and Strength on each of the four; 9.42 Heal is offered on the unhurt too', () => {
    const s = start();
    const choices = spellChoices(legalActions(s));
    expect(choices.map((c) => c.spell)).toEqual(['heal', 'strength']);
    for (const c of choices) expect(c.targets).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(choices[1]!.costText).toBe('2 wounds');
  });

  it('the log and outcome card name a cast, its target and the ring', () => {
    const s = start();
    expect(actionLabel(s, cast('a4', 'heal', 'a1'))).toBe(`Ysolde casts Heal on ${s.party.adventurers[0]!.name}`);
    expect(actionLabel(s, cast('a4', 'oratory', null, true))).toBe('Ysolde casts Oratory through the ring');
  });
});

describe('states on the counters', () => {
  const unit = (over: Partial<MonsterUnit> = {}): MonsterUnit => ({ id: 'm1', monster: 'troll', woundPoints: 10, wounds: 0, alive: true, swordSkill: 0, ...over });

  it('12.35 a Troll shows its regeneration count only once wounded', () => {
    expect(monsterStatus(unit(), false)).toEqual([]);
    expect(monsterStatus(unit({ wounds: 2 }), false).map((x) => x.text)).toEqual(['Regen 0/3']);
    expect(monsterStatus(unit({ wounds: 2, regen: 5 }), false).map((x) => x.text)).toEqual(['Regen 2/3']);
  });

  it('11.3, 9.45 asleep and charmed monsters', () => {
    expect(monsterStatus(unit({ monster: 'orc', asleep: true }), false).map((x) => x.key)).toEqual(['asleep']);
    expect(monsterStatus(unit({ monster: 'orc' }), true).map((x) => x.key)).toEqual(['charmed']);
  });

  it('12.32, 12.36, 11.3 an adventurer sickened, charmed, armoured and strengthened', () => {
    const a = newGame({ seed: 1, party: advancedParty(4), advanced: true }).state.party.adventurers[0]!;
    expect(adventurerStatus(a)).toEqual([]);
    const marked = { ...a, nauseated: true, charmedBy: 'm3', mageArmor: 2, strength: 4 };
    expect(adventurerStatus(marked).map((x) => x.text)).toEqual(['Charmed', 'Sick −2', 'Armor 2', 'Str +4']);
  });

  it('11.3, 12.34 out of the fight: sleeping monsters here and adventurers turned to stone here', () => {
    const s = newGame({ seed: 1, party: advancedParty(4), advanced: true }).state;
    s.monsters[hereKey(s)] = { units: [unit({ monster: 'orc', asleep: true }), unit({ id: 'm2', monster: 'orc' })], origin: 'room', attitude: 'hostile', hoards: {} };
    const a2 = s.party.adventurers[1]!;
    a2.alive = false;
    a2.stone = '0,0';
    expect(outOfFight(s).map((o) => `${o.status.key}:${o.id}`)).toEqual(['asleep:m1', `stone:${a2.id}`]);
    expect(counterStatus(s, 'm1').map((x) => x.key)).toEqual(['asleep']);
    expect(counterStatus(s, 'm2')).toEqual([]);
    a2.stone = 'lost';
    expect(outOfFight(s).map((o) => o.id)).toEqual(['m1']);
  });
});
