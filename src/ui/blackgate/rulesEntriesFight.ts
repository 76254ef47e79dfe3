/**
 * The Black Gate's rules reference, part 2: monsters (§7), talking and paying (LŚ 8.x), combat
 * (LŚ 9.x) with the Deathmaze cases it reuses, magic under the suns (§11) and experience. Our
 * own words; an entry whose rule is our own completion is marked `designed`.
 */
import type { RuleEntry } from '../ruleBook';

export const monsterEntries: readonly RuleEntry[] = [
  {
    case: '§7',
    title: 'Monsters',
    text: 'Twenty kinds of monster haunt the citadel. What is met comes from one of two tables, one for a room entered for the first time and one for everything else, and then the level makes it stronger (LŚ 6.7).',
  },
  {
    case: '§7.2',
    title: 'Wandering Monster Table',
    text: 'Two dice: the second picks the row, 1–2, 3–4 or 5–6, and the first the column. It is read for corridors and for rooms already visited.',
    tables: ['wandering'],
  },
  {
    case: '§7.3',
    title: 'Room Monster Table',
    text: 'Two dice: the first picks the row and the second the column. It is read for a room entered for the first time. The grid is MB’s; PS’s, which has two cells of its own and no Hydra, is an option (B15).',
    tables: ['room'],
  },
  {
    case: '§7.4',
    title: 'Monster figures',
    text: 'WP is a wound code, rolled only when first needed. CB goes on the monster’s attack, NV makes it harder to talk to, and a die at or under its RV shrugs off a spell. A monster with a weapon reads that weapon’s column; the others read the Monster column. The Evil Mage’s NV and RV follow PS and JS (B16).',
    tables: ['monsters'],
  },
  {
    case: '§7.5',
    also: ['LŚ 15.0'],
    title: 'Special abilities',
    designed: 'partly',
    text: 'Every monster’s special ability always counts: this variant has no Basic game (B25). Most work as their Deathmaze models do. The Hydra’s many attacks, the Nameless One’s spell points and the guardians’ refusal to talk, to be bribed or to be charmed are our own (B53).',
    tables: ['specials'],
  },
  {
    case: 'DM 12.2',
    title: 'The Evil Mage’s Lightning',
    text: 'As the Deathmaze’s Evil Wizard does, the Evil Mage throws Lightning (1D6+2 wounds, resisted by RV) in each monster phase, as long as the 2 WP it pays for the spell leave it alive; after that it fights with its dagger.',
  },
  {
    case: 'DM 12.32',
    title: 'The Cronks’ stench',
    text: 'When the fight opens, each character rolls once against its RV; whoever fails fights at −2 CB until it ends.',
  },
  {
    case: 'DM 12.33',
    title: 'The Chimera’s fire',
    text: 'It breathes like the Deathmaze’s Hellhound: in every monster phase, the character it attacks resists or takes one wound more.',
  },
  {
    case: 'DM 12.34',
    title: 'The Medusa’s gaze',
    text: 'On each of her attacks a 6 on the die turns her target to stone. Unless Stone-to-Flesh is cast before the party leaves the cell, the statue is dead once the fight is over.',
  },
  {
    case: 'DM 12.35',
    title: 'The Troll heals',
    text: 'Once a Troll has been wounded, it heals one wound at the end of every third monster phase.',
  },
  {
    case: 'DM 12.36',
    title: 'The Vampire’s charm',
    text: 'In its first two monster phases the Vampire strikes and then tries to charm. A character who fails to resist goes over to the monsters with the blow’s wounds and fights for them from the next monster phase. If the party charms the Vampire, those it held are free.',
  },
  {
    case: '§7.6',
    title: 'How a group is made',
    designed: 'partly',
    text: 'Roll the table, then the group’s size, doubled on level 3. Each monster’s CB and NV get the level’s figures and its treasure letter moves down. Wound Points wait: they are rolled, one monster after another, only when a fight is joined or a bribe has been offered, an Evil Hero’s sword-skill die right after its own WP, and then kept (B49).',
  },
];

export const talkEntries: readonly RuleEntry[] = [
  {
    case: '§8.1',
    also: ['§8'],
    title: 'Talk, pay or fight',
    designed: 'partly',
    text: 'Before a fight the party has one try at avoiding it: talk (LŚ 8.2) or pay (LŚ 8.4), not both, and a failure means the fight (B20). The Nameless One and the Demons do neither. Even with an agreement made, the party may start a fight while it is on the cell; that fight opens with phase a.',
  },
  {
    case: 'LŚ 8.2',
    also: ['§8.2'],
    title: 'Negotiation',
    designed: 'partly',
    text: 'The players name one living character to talk (B19). Roll two dice, take away the group’s NV (with its level) and add that character’s Negotiation skill, 4 for every Oratory spell, 2 for every Oratory medallion in the party, and what the talking spells give. 6 or less fails and the fight begins; 7–9 is an agreement, and the monsters leave the party alone while it stays; 10 or more is a Cow (LŚ 8.3).',
    tables: ['negotiation', 'negotiationDm'],
  },
  {
    case: 'LŚ 8.3',
    also: ['§8.3'],
    title: 'Cow',
    designed: true,
    text: 'The payers are the Evil Heroes, Evil Mages and Orcs, no others (B21). Each one’s whole treasure is rolled on the spot and it gives up a quarter of its gold marks, rounded down, which the party shares at once. The rest stays with it for whoever kills it later, and its chest stays shut until then (B52). Any other monster takes a Cow as an agreement.',
  },
  {
    case: 'LŚ 8.4',
    also: ['§8.4'],
    title: 'Bribery',
    designed: 'partly',
    text: 'Offer 20 GM or more, in gold only, naming each payer’s share; if they cannot cover it, the offer is refused before a die is thrown. The group’s missing WP are rolled, and its strongest living monster (WP plus NV) picks the column. Sway and Cajole raise the target, to 6 at most. One die at or under the target buys an agreement, and the gold joins the group’s hoard; over it, nothing is paid and the fight begins. A target of 0 never succeeds.',
    tables: ['bribery'],
  },
];

export const combatEntries: readonly RuleEntry[] = [
  {
    case: 'LŚ 9.0',
    also: ['§9', '§9.1'],
    title: 'The combat round',
    designed: 'partly',
    text: 'Each round has five phases, always in this order: a, the party attacks; b, the monsters attack; c, the Black Gate attacks; d, the party reorganises; e, the monsters reorganise. Phase c is played only in fights on the Gate’s own cell while it stands (B34). Every fight opens with phase a, even after failed talks (B22), and once joined it cannot be fled.',
  },
  {
    case: 'LŚ 9.2',
    also: ['§9.2', '§9.3'],
    title: 'Attacks and the Combat Results Table',
    designed: 'partly',
    text: 'A character throws a die and adds its CB, its skill with the weapon in hand, any magic bonus and the other modifiers (§9.4), then reads the weapon’s column. A monster adds its CB with the level’s; one with a weapon reads that weapon’s column (B24), the rest the Monster column. The figure read is the wounds dealt. Totals under 4 read the top row, over 16 the bottom one.',
    tables: ['crt'],
  },
  {
    case: '§9.4',
    title: 'Attack modifiers',
    text: 'All of these add up. A trap’s arrow gets none of them.',
    tables: ['modifiers'],
  },
  {
    case: 'DM 8.13',
    title: 'Lining up',
    text: 'The three monsters with the most WP stand in front, placed by the players against the party’s front row; the others wait behind. At the Gate the Nameless One always has a place in front (B58).',
  },
  {
    case: 'DM 8.22',
    title: 'The party’s attack',
    text: 'In phase a the front row strikes, the second row may loose arrows or throw daggers, and casters in either row may cast a spell in place of their attack.',
  },
  {
    case: 'DM 8.24',
    title: 'The party reorganises',
    text: 'In phase d characters may move up to fill gaps in the front row or trade places.',
  },
  {
    case: 'DM 8.33',
    title: 'Whom a monster strikes',
    text: 'A monster that faces more than one character picks its victim with a die, as in the Deathmaze.',
  },
  {
    case: 'DM 8.34',
    title: 'Shooting from the second row',
    text: 'From the second row only a bow or a throwing dagger reaches, and only at a monster of the enemy’s front line.',
  },
  {
    case: 'DM 8.35',
    title: 'Picking a front-row target',
    text: 'A die chooses among the party’s front row: with one there, that one; with two, 1–3 the right and 4–6 the left; with three, 1–2 the right, 3–4 the middle and 5–6 the left. The Gate’s Blast aims this way (§15.5).',
  },
  {
    case: 'DM 8.41',
    title: 'Weapon in hand',
    text: 'Each character has one weapon in hand. Taking up the other costs that character its attack for the phase.',
  },
  {
    case: 'DM 8.47',
    title: 'Throwing daggers',
    text: 'A throwing dagger is thrown once a fight and picked up when it ends; its owner takes up the other weapon at once.',
  },
  {
    case: 'DM 8.51',
    title: 'Monsters step up',
    text: 'In phase e, when fewer than three monsters stand in front, one from behind moves up.',
  },
  {
    case: 'DM 8.52',
    title: 'The party’s places',
    text: 'The party’s rows are its marching order; in a fight the characters may be moved among its places during phase d.',
  },
  {
    case: 'DATA ruling 49',
    title: 'Who can reach whom',
    text: 'A character can strike only a monster it is in contact with across the two front lines, as the Deathmaze’s line geometry has it.',
  },
  {
    case: 'DATA ruling 52',
    title: 'No bow in front',
    text: 'A bow cannot be used from the front row. A throwing dagger used in front is not thrown: it stays in hand.',
  },
  {
    case: 'DATA ruling 23',
    title: 'Asleep',
    text: 'A monster put to sleep is out of the fight; striking it kills it, and it still counts for experience.',
  },
];

export const magicEntries: readonly RuleEntry[] = [
  {
    case: '§11.1',
    also: ['§11'],
    title: 'Spell points under the suns',
    designed: 'partly',
    text: 'A character’s spell points for an expedition are its magic potential for the sun that rules it, plus 1D3 for each talisman of that sun and each All-suns talisman. A spell costs its points, and one costing more than what is left cannot be cast. Points come back only with the next expedition, and no wounds are ever paid for magic. With 0 under this sun, a character casts nothing this time.',
  },
  {
    case: '§11.2',
    title: 'Casting',
    designed: 'partly',
    text: 'Combat spells are cast in phase a from the first or second row, in place of an attack, one per caster. Other spells are cast outside fights and talks, as many as the points allow. A talking spell goes before the negotiation roll and a bribing spell before the bribery die, one per caster each time. Whoever is aimed at resists on a die at or under its RV, 5 at most. Every caster knows the whole general list (B26).',
  },
  {
    case: '§11.3',
    title: 'The spells',
    designed: 'partly',
    text: 'The names and costs come from our sources. Most effects are the Deathmaze’s, paid in spell points; the others are our own (marked in the table). Wrath of God is learnt only from the Manuscript, Resurrect is known only with its ring, and Teleport, Thief and Redemption stay in the list but cannot be cast, as nothing tells what they did (B27). No Sleep, Charm or Cease Fire may target the Nameless One or any Demon (B53).',
    tables: ['spells'],
  },
  {
    case: '§11.4',
    title: 'Rings',
    designed: 'partly',
    text: 'A Resist ring adds 1 or 2 to its wearer’s RV, never past 5. A Sleep, Neutralize Poison, Heal or Resurrect ring lets a wearer with any magic potential cast that spell once an expedition for nothing, and while worn the spell is known at its usual cost too.',
  },
  {
    case: 'DATA ruling 34',
    title: 'A charm potion on a guardian',
    text: 'A Charm potion used on the Nameless One or a Demon does nothing, and the dose is gone.',
  },
  {
    case: 'DM 11.25',
    title: 'Resisting a charm',
    text: 'A monster a Charm potion is tried on stays itself on a die at or under its RV.',
  },
  {
    case: 'DM 9.45',
    title: 'Charmed monsters',
    text: 'A charmed monster joins the party and fights on its side; it takes no share of experience.',
  },
];

export const experienceEntries: readonly RuleEntry[] = [
  {
    case: 'LŚ 12.0',
    also: ['§12'],
    title: 'Experience',
    designed: 'partly',
    text: 'A killed group is worth 6 experience for each starting WP of its monsters, times the level’s multiplier, split among the characters living at the end of the fight and rounded down (B41); charmed monsters get none. Disarming a trap gives 10 and the Gate 50 times its level’s multiplier. Between expeditions, outside, a character may buy one improvement for 75 experience and 100 GM: a WP, a point of weapon skill, a point of RV, a point of a talent it has, or one of magic potential under one sun (B40).',
    tables: ['experience'],
  },
];
