import { scriptedDice, type DiceState } from '../../../../src/engine/dice';
import { heroes } from '../../../../src/games/blackgate/data/characters';
import { defaultOptions, type BlackGateOptions } from '../../../../src/games/blackgate/data/options';
import type { MonsterGroup } from '../../../../src/games/blackgate/encounter/group';
import type { EncounterSlice } from '../../../../src/games/blackgate/encounter/negotiation';
import { heroCharacter, type BgCharacter } from '../../../../src/games/blackgate/party';

export const hero = (id: string, gold = 0): BgCharacter => {
  const c = heroCharacter(heroes.find((h) => h.id === id)!);
  c.gold = gold;
  return c;
};

/** A slice with Linfalas (Negotiation +3), Gilith (+2) and Alric, and the dice scripted. */
export function slice(group: MonsterGroup, faces: number[], options: Partial<BlackGateOptions> = {}, party?: BgCharacter[]): EncounterSlice & { dice: DiceState } {
  return {
    options: { ...defaultOptions, ...options },
    party: party ?? [hero('linfalas', 30), hero('gilith'), hero('alric', 20)],
    group,
    dice: scriptedDice(faces),
  };
}
