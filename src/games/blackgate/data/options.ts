/** §0.4: the ruleset's options; every default is the first value listed in the spec. */
import type { BgTag } from './tags';

export interface BlackGateOptions {
  /** B1 */
  readonly party: 'heroesAndInitiates' | 'deathmaze';
  /** B3, B47 */
  readonly heroChoice: 'choose' | 'random';
  /** B15 */
  readonly roomMonsterTable: 'MB' | 'PS';
  /** B18 */
  readonly negotiationBands: 'ls' | 'dm';
  /** B19 */
  readonly negotiationSkill: 'negotiator' | 'sum';
  /** B22 */
  readonly monsterFirstStrike: boolean;
  /** B23 */
  readonly monsterColumnAbove9: 'sword' | 'dm';
  /** B13 */
  readonly flamingOil: '1' | '1D3';
  /** B29 */
  readonly treasureCells: 'default' | 'MB';
  /** B32, B59 */
  readonly gateCountdown: 'mirrorOnGateLevel' | 'onArrival';
  /** B34 */
  readonly gatePhaseScope: 'gateSegment' | 'afterFound';
  /** B35: an integer ≥ 1. */
  readonly gateBlasts: number;
  /** B36, B57 */
  readonly gateModel: 'skillRoll' | 'monster40';
  /** §15.4: a dice code. */
  readonly guardianDemons: string;
  /** B37 */
  readonly gateXp: number;
  /** B39, B48 */
  readonly reentryReplacements: boolean;
}

export const defaultOptions: BlackGateOptions = Object.freeze({
  party: 'heroesAndInitiates',
  heroChoice: 'choose',
  roomMonsterTable: 'MB',
  negotiationBands: 'ls',
  negotiationSkill: 'negotiator',
  monsterFirstStrike: false,
  monsterColumnAbove9: 'sword',
  flamingOil: '1',
  treasureCells: 'default',
  gateCountdown: 'mirrorOnGateLevel',
  gatePhaseScope: 'gateSegment',
  gateBlasts: 1,
  gateModel: 'skillRoll',
  guardianDemons: '1D3',
  gateXp: 50,
  reentryReplacements: false,
});

/** Every option is a ruling's choice between sources or our own: the defaults are DESIGNED (§0.4). */
export const optionsTag: BgTag = 'DESIGNED';

/** The values each enumerated option may take, for refusing a bad setup. */
export const optionValues: { readonly [K in keyof BlackGateOptions]?: readonly BlackGateOptions[K][] } = {
  party: ['heroesAndInitiates', 'deathmaze'],
  heroChoice: ['choose', 'random'],
  roomMonsterTable: ['MB', 'PS'],
  negotiationBands: ['ls', 'dm'],
  negotiationSkill: ['negotiator', 'sum'],
  monsterFirstStrike: [false, true],
  monsterColumnAbove9: ['sword', 'dm'],
  flamingOil: ['1', '1D3'],
  treasureCells: ['default', 'MB'],
  gateCountdown: ['mirrorOnGateLevel', 'onArrival'],
  gatePhaseScope: ['gateSegment', 'afterFound'],
  gateModel: ['skillRoll', 'monster40'],
  reentryReplacements: [false, true],
};
