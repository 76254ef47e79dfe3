/** Shared builders for the Black Gate combat tests. Not a test file. */
import { scriptedDice, type DiceState } from '../../../../src/engine/dice';
import { heroes, initiates, type InitiateRace } from '../../../../src/games/blackgate/data/characters';
import type { MazeLevel } from '../../../../src/games/blackgate/data/levels';
import { defaultOptions, type BlackGateOptions } from '../../../../src/games/blackgate/data/options';
import type { BgMonsterId } from '../../../../src/games/blackgate/data/monsters';
import { namedGroup, type MonsterGroup } from '../../../../src/games/blackgate/encounter/group';
import { heroCharacter, initiateCharacter, type BgCharacter } from '../../../../src/games/blackgate/party';
import type { FightContext, FightGate, FightSides } from '../../../../src/games/blackgate/combat';

export const hero = (id: string): BgCharacter => heroCharacter(heroes.find((h) => h.id === id)!);
export const initiate = (race: InitiateRace, id: string): BgCharacter => initiateCharacter(initiates[race], id, { red: 0, yellow: 0, blue: 0 });

/** A group with its WP already rolled (so no WP dice are thrown at startFight). */
export function group(type: BgMonsterId, wps: number[], level: MazeLevel = 1): MonsterGroup {
  const g = namedGroup(type, wps.length, level, 'room');
  g.monsters.forEach((m, i) => {
    m.woundPoints = wps[i]!;
    if (type === 'evilHero') m.skill = 0;
  });
  return g;
}

export function sides(characters: BgCharacter[], rows: string[][], g: MonsterGroup | null): FightSides {
  return { characters, rows, group: g };
}

export function ctx(faces: number[], o: Partial<BlackGateOptions> = {}, gate: Partial<FightGate> = {}, level: MazeLevel = 1): FightContext & { dice: DiceState } {
  return {
    options: { ...defaultOptions, ...o },
    dice: scriptedDice(faces),
    level,
    gate: { standing: false, here: false, placed: false, ...gate },
    events: [],
  };
}

/** Lord Dil (sword +2, CB 5, WP 10) alone in front. */
export const lordDil = (): BgCharacter => hero('lordDil');
