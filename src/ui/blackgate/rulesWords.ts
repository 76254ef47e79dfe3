/**
 * Our words for the ids of the Black Gate's data, as its rules reference shows them
 * (rulesTables.ts). Pure: no DOM. Each record is keyed by the data's own ids, so a new id
 * without words is a type error.
 */
import type {
  BgCrtColumn,
  BgNegotiationResult,
  BgSpecial,
  BgSpellKind,
  BgTrapId,
  BgWeapon,
  BlackGateOptions,
  FeatureCode,
  FindColumn,
  MagicItemColumn,
} from '../../games/blackgate';

export const weaponWords: Readonly<Record<BgWeapon, string>> = {
  sword: 'sword', dagger: 'dagger', throwingDagger: 'throwing dagger', bow: 'bow', axe: 'axe', hammer: 'hammer',
};

export const crtColumnWords: Readonly<Record<BgCrtColumn, string>> = {
  dagger: 'Dagger', throwingDagger: 'Throwing dagger', bow: 'Bow', sword: 'Sword', hammer: 'Hammer', axe: 'Axe', monster: 'Monster',
};

export const featureWords: Readonly<Record<FeatureCode, string>> = {
  PLN: 'None', FOU: 'Fountain', STA: 'Statue', TRD: 'Trap door', FUR: 'Furniture', ALT: 'Altar', ART: 'Artwork', MIR: 'Mirror', STR: 'Staircase',
};

export const findColumnWords: Readonly<Record<FindColumn, string>> = {
  fountain: 'Fountain', statue: 'Statue', trapDoor: 'Trap door', furniture: 'Furniture', altar: 'Altar', artwork: 'Artwork',
};

export const itemColumnWords: Readonly<Record<MagicItemColumn, string>> = {
  weapon: 'Weapon', armour: 'Armour', potion: 'Potion', talisman: 'Talisman', medallion: 'Medallion', ring: 'Ring',
};

export const resultWords: Readonly<Record<BgNegotiationResult, string>> = {
  failure: 'Failure: the fight begins', agreement: 'Agreement: they let the party be', cow: 'Cow: as agreement, and the payers hand over gold',
};

export const spellKindWords: Readonly<Record<BgSpellKind, string>> = {
  combat: 'in combat',
  nonCombat: 'outside combat',
  negotiation: 'before a negotiation roll',
  bribery: 'before a bribery roll',
  specialCombat: 'in combat, once learnt from the Manuscript',
  specialNonCombat: 'outside combat, with its ring',
};

export const trapWords: Readonly<Record<BgTrapId, { name: string; effect: string }>> = {
  arrow: { name: 'Arrow', effect: 'a bare die read on the Bow column: a 5 or a 6 is one wound' },
  poisonedArrow: { name: 'Poisoned arrow', effect: 'as the arrow; if it hits, 1D3 poison wounds more' },
  poisonGas: { name: 'Poison gas', effect: '1D3 poison wounds' },
  explosion: { name: 'Explosion', effect: 'one wound to every member of the party' },
  flamingOil: { name: 'Flaming oil', effect: 'one wound (1D3 under flamingOil = 1D3)' },
  rollTwice: { name: 'Two traps', effect: 'roll twice; every further 6 adds two more' },
};

export const specialWords: Readonly<Record<BgSpecial, { name: string; effect: string }>> = {
  fireBreath: { name: 'Fire breath', effect: 'whoever it attacks resists, or takes one wound more, every monster phase' },
  stench: { name: 'Stench', effect: 'each character resists once as the fight opens, or fights it at −2 CB' },
  lightning: { name: 'Lightning', effect: 'throws 1D6+2 at a character as long as the 2 WP it pays leave it alive; then its dagger' },
  fleshToStone: { name: 'Flesh to stone', effect: 'a 6 on the die of its attack turns the target to stone' },
  regeneration: { name: 'Regeneration', effect: 'once wounded, heals one at the end of every third monster phase' },
  charm: { name: 'Charm', effect: 'strikes, then tries to win the one it struck over to the monsters' },
  hydra: { name: 'Many heads', effect: 'attacks each character of the front row, a roll for each' },
  lightningX2: { name: 'Lightning ×2', effect: '4 spell points a meeting: Lightning at 2 apiece while they last, then the sword' },
  guardian: { name: 'Guardian', effect: 'no talks and no bribes; Charm, Sleep and Cease Fire cannot be aimed at it' },
  bound: { name: 'Bound', effect: 'gone, with nothing to show, the moment the Gate falls' },
};

export const modifierWords: Readonly<Record<string, string>> = {
  cb: 'Combat bonus (CB)',
  weaponSkill: 'Skill with the weapon used',
  magicWeapon: 'A magic weapon’s bonus',
  strength: 'Strength (the potion, or the spell)',
  dexterityMedallion: 'Medallion of Dexterity',
  alcohol: 'Alcohol from a fountain',
  blood: 'Blood from a fountain',
  stench: 'A Cronk’s stench',
  levelAgility: 'The level’s agility',
};

/** What each finds effect id of the data does, in a few words. */
export const effectWords: Readonly<Record<string, string>> = {
  poison1D3: '1D3 poison wounds',
  potion: 'the finder drinks a potion (Potion column); one dose is kept',
  cbMinus2: '−2 CB for good',
  jewels1: 'one jewel',
  nothing: 'nothing',
  cbMinus1: '−1 CB for good, on top of any Alcohol',
  petrify: 'resist, or turn to stone as under a Medusa’s gaze',
  jewels2: 'two jewels, one value rolled for both',
  medallion: 'a medallion, which the finder tests',
  demon: 'a Demon comes out to fight (never a guardian)',
  talisman: 'a talisman',
  mirror: 'a mirror’s effect (§13.3)',
  trap: 'a trap (LŚ 7.1), to disarm or suffer',
  roomBelow: 'a sealed room below: a room monster check, then back up',
  wounds1D3: '1D3 wounds',
  gateLevelBelow: 'the Gate’s level, if not yet known, is the one below; then a mirror’s effect',
  wight: 'a Wight rises (treasure H)',
  magicItemOn3: '1D6: a magic item on 1–3',
  gold1D6x5: '1D6 × 5 GM',
  heal1D3: 'someone the players pick heals 1D3 wounds',
  wanderingCheck: 'a wandering monster check, there and then',
  resistOr1D3: 'resist, or 1D3 wounds',
  gold1D6x10: '1D6 × 10 GM, taken as gold',
  gold2D6x5: '2D6 × 5 GM',
  rvPlus1: '+1 RV for good (5 at most)',
  wrathOfGod: 'a caster the players pick learns Wrath of God',
};

export const optionWords: Readonly<Record<keyof BlackGateOptions, { ruling: string; what: string; other?: string }>> = {
  party: { ruling: 'B1', what: 'who goes in: three heroes and three initiates, or a Deathmaze party' },
  heroChoice: { ruling: 'B3, B47', what: 'the heroes are picked by the players, or drawn with two dice' },
  roomMonsterTable: { ruling: 'B15', what: 'whose room table is read: MB’s, or PS’s (with no Hydra)' },
  negotiationBands: { ruling: 'B18', what: 'the totals where agreement and Cow begin' },
  negotiationSkill: { ruling: 'B19', what: 'one negotiator’s skill counts, or all the party’s together' },
  monsterFirstStrike: { ruling: 'B22', what: 'whether failed talks give the monsters the first blow' },
  monsterColumnAbove9: { ruling: 'B23', what: 'the Monster column from 10 up' },
  flamingOil: { ruling: 'B13', what: 'the wounds of flaming oil' },
  treasureCells: { ruling: 'B29', what: 'four disputed cells of the treasure table' },
  gateCountdown: { ruling: 'B32, B59', what: 'when the countdown to the Gate starts' },
  gatePhaseScope: { ruling: 'B34', what: 'where the Gate’s phase c is played' },
  gateBlasts: { ruling: 'B35', what: 'Blasts the Gate casts each round', other: 'any whole number from 1' },
  gateModel: { ruling: 'B36, B57', what: 'how the Gate falls: Hellgate rolls, or 40 wounds' },
  guardianDemons: { ruling: '§15.4', what: 'how many Demons guard the Gate', other: 'any dice code' },
  gateXp: { ruling: 'B37', what: 'the Gate bonus, before the level’s multiplier', other: 'any number from 0' },
  reentryReplacements: { ruling: 'B39, B48', what: 'new initiates fill the party up between expeditions' },
};
