/**
 * The Black Gate's setup (§2.5): the options, the party (three heroes and three initiates, or a
 * Deathmaze party, §2.6), the marching order and the predominant sun. Deterministic from the dice.
 * The maze's first tile (§2.5 steps 4–5) is the board's business.
 */
import { RuleError } from '../../engine/errors';
import type { DiceState } from '../../engine/dice';
import { d6 } from '../deathmaze/dice';
import { MAX_ADVENTURERS, type AdventurerClass, adventurerClassIds } from '../deathmaze/data/adventurers';
import {
  faceRow, heroes, initiateMagicTable, initiates, maxInitiatesPerRace, predominantSunTable,
  type BgWeapon, type InitiateRace, type Sun,
} from './data/characters';
import { defaultOptions, optionValues, type BlackGateOptions } from './data/options';
import { adventurerCharacter, heroCharacter, initiateCharacter, spellPointsFor, type BgCharacter } from './party';

export const PARTY_HEROES = 3;
export const PARTY_INITIATES = 3;

export interface BlackGateSetupRequest {
  readonly options?: Partial<BlackGateOptions>;
  /** `heroChoice = choose`: the three hero ids, in marching order. */
  readonly heroes?: readonly string[];
  /** The three initiates' races (§2.1: the players choose them, also under `random`). */
  readonly initiateRaces?: readonly InitiateRace[];
  /** `party = deathmaze`: 1–6 adventurers by class, with their two weapons. */
  readonly adventurers?: readonly { readonly cls: AdventurerClass; readonly weapons: readonly [BgWeapon, BgWeapon] }[];
}

export type SetupEvent =
  | { readonly type: 'heroDrawn'; readonly rule: 'B47'; readonly faces: readonly [number, number]; readonly number: number; readonly hero: string | null }
  | { readonly type: 'initiateMade'; readonly rule: 'LŚ 4.0'; readonly id: string; readonly race: InitiateRace; readonly face: number }
  | { readonly type: 'sunRolled'; readonly rule: 'LŚ 4.0'; readonly face: number; readonly sun: Sun }
  | { readonly type: 'noHellgate'; readonly rule: 'B1' };

export interface BlackGateSetup {
  readonly options: BlackGateOptions;
  /** In marching order (DM 5.12: rows of at most three). */
  readonly party: BgCharacter[];
  /** null for a Deathmaze party, which rolls no sun (§2.6). */
  readonly sun: Sun | null;
  readonly events: SetupEvent[];
}

/** §0.4: fill the defaults; refuse an unknown option or value. */
export function resolveOptions(given: Partial<BlackGateOptions> = {}): BlackGateOptions {
  for (const [key, value] of Object.entries(given)) {
    if (!(key in defaultOptions)) throw new RuleError('§0.4', `there is no option "${key}"`);
    const allowed = (optionValues as Record<string, readonly unknown[] | undefined>)[key];
    if (allowed && !allowed.includes(value)) throw new RuleError('§0.4', `option ${key} cannot be ${String(value)}`);
  }
  const options = { ...defaultOptions, ...given };
  if (!Number.isInteger(options.gateBlasts) || options.gateBlasts < 1) throw new RuleError('B35', 'the Gate blasts at least once a round');
  if (!Number.isFinite(options.gateXp) || options.gateXp < 0) throw new RuleError('B37', 'the Gate bonus cannot be negative');
  return Object.freeze(options);
}

/** B47: two dice, 6 × (first − 1) + second over §2.2's order; above 23 or a repeat rolls again. */
function drawHeroes(dice: DiceState, events: SetupEvent[]): string[] {
  const drawn: string[] = [];
  while (drawn.length < PARTY_HEROES) {
    const first = d6(dice);
    const second = d6(dice);
    const n = 6 * (first - 1) + second;
    const id = heroes[n - 1]?.id;
    const fresh = id !== undefined && !drawn.includes(id);
    events.push({ type: 'heroDrawn', rule: 'B47', faces: [first, second], number: n, hero: fresh ? id : null });
    if (fresh) drawn.push(id);
  }
  return drawn;
}

function chosenHeroes(ids: readonly string[] | undefined): string[] {
  if (!ids || ids.length !== PARTY_HEROES) throw new RuleError('B48', `the party starts with exactly ${PARTY_HEROES} heroes`);
  for (const id of ids) if (!heroes.some((h) => h.id === id)) throw new RuleError('LŚ 4.0', `there is no hero "${id}"`);
  if (new Set(ids).size !== ids.length) throw new RuleError('LŚ 4.0', 'the three heroes must be different');
  return [...ids];
}

function checkRaces(races: readonly InitiateRace[] | undefined): readonly InitiateRace[] {
  if (!races || races.length !== PARTY_INITIATES) throw new RuleError('B48', `the party starts with exactly ${PARTY_INITIATES} initiates`);
  for (const r of races) if (!(r in initiates)) throw new RuleError('LŚ 4.0', `an initiate is a human, an elf or a dwarf, not ${String(r)}`);
  for (const r of Object.keys(initiates)) {
    if (races.filter((x) => x === r).length > maxInitiatesPerRace) throw new RuleError('B48', `at most ${maxInitiatesPerRace} initiates of one race`);
  }
  return races;
}

function deathmazeParty(req: BlackGateSetupRequest): BgCharacter[] {
  const list = req.adventurers ?? [];
  if (list.length < 1 || list.length > MAX_ADVENTURERS) throw new RuleError('DM 3.1', `a Deathmaze party has 1 to ${MAX_ADVENTURERS} adventurers`);
  if (req.heroes?.length || req.initiateRaces?.length) throw new RuleError('B1', 'a Deathmaze party has no heroes or initiates');
  return list.map((a, i) => {
    if (!adventurerClassIds.includes(a.cls)) throw new RuleError('DM 3.1', `there is no adventurer class "${String(a.cls)}"`);
    return adventurerCharacter(a.cls, `adventurer${i + 1}`, a.weapons);
  });
}

/** §2.5 steps 1–3: the options, the characters, the sun and the spell points. */
export function setupBlackGate(dice: DiceState, req: BlackGateSetupRequest = {}): BlackGateSetup {
  const options = resolveOptions(req.options);
  const events: SetupEvent[] = [];
  if (options.party === 'deathmaze') {
    const party = deathmazeParty(req);
    if (!party.some((c) => c.skills.some((s) => s.kind === 'hellgate'))) events.push({ type: 'noHellgate', rule: 'B1' });
    return { options, party, sun: null, events }; // §2.6: no sun roll
  }
  if (options.heroChoice === 'random' && req.heroes?.length) throw new RuleError('B47', 'random heroes are drawn, not named');
  const races = checkRaces(req.initiateRaces);
  const heroIds = options.heroChoice === 'random' ? drawHeroes(dice, events) : chosenHeroes(req.heroes);
  const party = heroIds.map((id) => heroCharacter(heroes.find((h) => h.id === id)!));
  races.forEach((race, i) => {
    const face = d6(dice); // §2.3: one die per initiate as it is made
    const id = `initiate${i + 1}`;
    party.push(initiateCharacter(initiates[race], id, faceRow(initiateMagicTable, face, 'Initiate magic potential (§2.3)')));
    events.push({ type: 'initiateMade', rule: 'LŚ 4.0', id, race, face });
  });
  const face = d6(dice);
  const sun = faceRow(predominantSunTable, face, 'Predominant sun (§2.4)');
  events.push({ type: 'sunRolled', rule: 'LŚ 4.0', face, sun });
  for (const c of party) c.spellPoints = spellPointsFor(c.magicPotential, sun);
  if (!party.some((c) => c.skills.some((s) => s.kind === 'hellgate'))) events.push({ type: 'noHellgate', rule: 'B1' });
  return { options, party, sun, events };
}
