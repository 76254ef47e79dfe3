/**
 * The Black Gate's rules reference, part 3: finds and mirrors (LŚ 13.x), treasure and items
 * (LŚ 14.x) with the Deathmaze cases they reuse, the Gate itself (§15), leaving and victory
 * (§16, LŚ 17.0) and the options (§0.4). Our own words; an entry whose rule is our own
 * completion is marked `designed`.
 */
import type { RuleEntry } from '../ruleBook';

export const findEntries: readonly RuleEntry[] = [
  {
    case: '§13.1',
    also: ['§13'],
    title: 'Looking into a find',
    designed: 'partly',
    text: 'Fountains, statues, trap doors, furniture, altars and artwork use the finds table (LŚ 13.9); a mirror needs no roll (§13.3); a staircase or a bare room has nothing to find. A find waits until the room’s monsters are dead or at peace, may be passed by, and can be looked into once a game. A monster a find names is met at once, single, with the room’s treasure letter (B44); a monster check it calls is an ordinary one, doubled on level 3 (B50). Gold and jewels from a find are shared out at once; anything else stays with the finder (B51).',
  },
  {
    case: 'LŚ 13.9',
    also: ['§13.2'],
    title: 'The finds',
    designed: 'partly',
    text: 'One die on the find’s column. The names come from our sources; almost every effect is our own, kept in the data and easy to change (marked in the table). Effects fall on whoever looked, unless the row says otherwise.',
    tables: ['finds'],
  },
  {
    case: '§13.3',
    also: ['LŚ 13.7'],
    title: 'Mirrors: finding the Gate',
    designed: 'partly',
    text: 'A mirror’s effect (a Mirror room, and three other finds) does nothing once the Gate is laid or its countdown runs. Otherwise, if the Gate’s level is not known, one die fixes it. If the party stands on that level, a countdown of 1D6+2 starts; if not, the first mirror met on that level starts it. While it runs, each step into an empty cell of the Gate’s level counts one off once the party is inside; when it is down to 1, the Gate itself is laid in the next such cell instead of a drawn tile (B60).',
    tables: ['gateLevel'],
  },
  {
    case: 'DM 6.13',
    title: 'A fountain’s potion',
    text: 'Whoever looked into the fountain drinks a potion rolled on the Potion column and learns what it is; one dose is left over for the party.',
  },
  {
    case: 'DATA ruling 14',
    title: 'The room below a trap door',
    text: 'A trap door’s 3 or 4 lets the party down into a sealed room with no tile, no door and no find. Whatever waits there is met as usual; once that is over the party climbs back into the room above, and anything left alive below stays there for good.',
  },
  {
    case: 'DATA ruling 11',
    title: 'Several jewels, one value',
    text: 'When a find gives more than one jewel, a single 2D6 roll values all of them.',
  },
];

export const treasureEntries: readonly RuleEntry[] = [
  {
    case: '§14.1',
    also: ['§14', 'LŚ 14.0'],
    title: 'Rolling treasure',
    text: 'Every monster killed gets a roll of its own, by the room or wandering letter it carries, shifted by the level. For each column, one die at or under the first figure gives the dice code after it. Types I to L are in a chest, opened before anything is taken (§6.4). A Cow payer’s treasure was rolled when it paid, and a bribe paid to the group is found in its hoard.',
  },
  {
    case: 'LŚ 14.9',
    also: ['§14.2'],
    title: 'Treasure types',
    text: 'Gold in gold marks (GM), jewels valued on §14.3, magic items rolled on §14.4. Four cells are disputed between our sources; MB’s values are an option (B29).',
    tables: ['treasure'],
  },
  {
    case: '§14.3',
    title: 'Jewels',
    text: 'Each jewel is worth what two dice say in this table. A character’s jewels count towards its personal victory with its gold.',
    tables: ['jewels'],
  },
  {
    case: '§14.4',
    title: 'Magic items',
    designed: 'partly',
    text: 'The first die picks the column, the second the row. A magic weapon then rolls its bonus; armour adds its WP, one suit a character. Potions and medallions work as in the Deathmaze. A sun talisman gives 1D3 more spell points under its own sun, the All-suns one under any sun; the Mind talisman adds 2 when its bearer does the talking; the Evil talisman does nothing. There are no spices here.',
    tables: ['magicItems', 'weaponBonus'],
  },
  {
    case: '§14.5',
    title: 'Dividing treasure',
    designed: 'partly',
    text: 'Gold is split evenly among the living at once, rounded down, and the rest goes to a character the players choose; each jewel and item goes to one character. A character who dies drops what it had, and it is handed out again once the fight or event is over (B31).',
  },
  {
    case: 'DM 9.17',
    title: 'Who carries what',
    text: 'An item belongs to one character and only its holder uses it. It may be handed to another living character outside combat and talks.',
  },
  {
    case: 'DM 9.32',
    title: 'Wearing armour',
    text: 'Magic armour is put on when it is found, and a character wears one suit at most.',
  },
  {
    case: 'DM 9.4',
    title: 'Potions',
    text: 'A potion is a dose to drink, by its holder or by another character who can take it.',
  },
  {
    case: 'DM 9.41',
    title: 'Testing a potion',
    text: 'A new potion is tasted to learn what it is, which spends a dose; an empty flask gives nothing.',
  },
  {
    case: 'DM 9.42',
    title: 'Healing',
    text: 'The Healing potion takes away 1D6 wounds.',
  },
  {
    case: 'DM 9.43',
    title: 'Poison',
    text: 'The Poison potion gives its taster 1D3 poison wounds; once known, it can only be thrown away.',
  },
  {
    case: 'DM 9.44',
    title: 'Strength',
    text: 'Drinking Strength adds 1D6 to the drinker’s attacks, for the fight in progress or the next one, and then it wears off.',
  },
  {
    case: 'DM 9.46',
    title: 'Charm Monster',
    text: 'The Charm Monster potion works like Charm Person on one monster that is not one of the three kinds Charm Person takes, and never on a guardian.',
  },
  {
    case: 'DM 9.61',
    title: 'Testing a medallion',
    text: 'A character puts a medallion on to find out what it is.',
  },
  {
    case: 'DM 9.62',
    title: 'Neutralize Poison medallion',
    text: 'Its wearer takes no poison wounds at all.',
  },
  {
    case: 'DM 9.63',
    title: 'Potion Appraisal medallion',
    text: 'With its wearer in the party, potions are known on sight: none is spent on tasting, and a poison is poured away harmlessly.',
  },
  {
    case: 'DM 9.66',
    title: 'The strangling medallion',
    text: 'A cursed medallion: whoever tries it on takes 2D6 wounds.',
  },
];

export const gateEntries: readonly RuleEntry[] = [
  {
    case: '§15',
    also: ['§15.1', 'LŚ 16.0'],
    title: 'The Black Gate',
    designed: 'partly',
    text: 'The party’s task is to find the Gate, a great engine of evil watched over by bound Demons and the Nameless One, and to destroy it. While it stands, fights on its cell gain a phase in which it throws Blasts, and only a character with the Hellgate skill can bring it down. The chapter of the rulebook that tells the rest is lost, so almost everything below is our own, to be replaced when it is read.',
  },
  {
    case: '§15.2',
    title: 'Laying the Gate',
    designed: true,
    text: 'Two things lay the Gate: the countdown running out (§13.3), or an empty container (B9). It takes the cell the party is stepping into, and nothing is drawn for it. Each of its sides copies the facing side of a laid neighbour, and faces a wall where there is none. It is a room for every rule, whatever its sides (B56). From then on the dead-end rule is off, and its cell’s level is the Gate’s level for good (B55).',
  },
  {
    case: '§15.3',
    title: 'Entering the Gate’s cell',
    designed: true,
    text: 'While the Gate stands, its door gets no trap roll and its cell no monster check. The first time the party comes in, the guardians appear and the fight starts at once with phase a: no talks, no bribes, no Lock. That fight cannot be left or stopped by a spell, so it ends only when every guardian or every character is gone; coming back later finds only the Gate (B61).',
  },
  {
    case: '§15.4',
    title: 'The guardians',
    designed: true,
    text: 'The Nameless One, always one, with treasure L, and 1D3 Demons, treasure D; none is ever doubled, and all take the Gate level’s other modifiers. The dice go in this order: how many Demons, the Nameless One’s WP, then each Demon’s. The Nameless One always stands in the front row (B58); the Demons with the most WP take the other front places.',
  },
  {
    case: '§15.5',
    title: 'Phase c: the Gate attacks',
    designed: true,
    text: 'In every round fought on the Gate’s cell while it stands (or anywhere once it is laid, under gatePhaseScope = afterFound), the Gate throws one Blast at a character of the front row picked as in DM 8.35. The target resists on a die at or under its RV, Magic Shield counting; otherwise it takes 2 ordinary wounds (B35). No weapon or spell can touch the Gate.',
  },
  {
    case: '§15.6',
    title: 'Destroying the Gate',
    designed: true,
    text: 'In phase a, a front-row character with Hellgate n may try instead of attacking or casting: a die at or under n destroys the Gate on the spot (B36). Each may try once a phase, any number of them together; nothing ever raises the skill but an improvement. With the guardians dead and the Gate still standing, rounds go on with the attempts, the Blast and reorganising, and between rounds the party may walk away (B38). Under gateModel = monster40 the Gate instead takes 40 wounds from the Hellgate characters’ blows (B57).',
  },
  {
    case: '§15.7',
    title: 'When the Gate falls',
    designed: true,
    text: 'Phase c is never played again. The guardian Demons still alive vanish, worth nothing; the Nameless One fights on. Every living character gains 50 experience times the Gate level’s multiplier (B37). Its cell becomes a plain room seen before. Now someone has to get out alive by the Gateway for the team to win (LŚ 17.0).',
  },
];

export const endEntries: readonly RuleEntry[] = [
  {
    case: '§16',
    title: 'Leaving and going in again',
    designed: 'partly',
    text: 'Outside a fight, and with nothing hostile on the cell, the party may leave from the Gateway of Evil. Personal victories are counted, then improvements may be bought (LŚ 12.0). The players then send the survivors in again or end the game. Going back in, the survivors are healed, the dead stay dead, a new sun is rolled and spell points reset, and the maze, the groups left behind and the Gate are as they were (B39). Effects that last for good, such as Alcohol or the Icon, carry on. The game is over when no one is left who can act.',
  },
  {
    case: 'DM 13.22',
    title: 'Charmed monsters wander off',
    text: 'A monster charmed into the party’s service stays only for the expedition: it wanders off when the party comes out of the citadel.',
  },
  {
    case: 'LŚ 17.0',
    also: ['§17'],
    title: 'Victory',
    designed: 'partly',
    text: 'The team wins if, after the Gate’s fall, one character or more walks out alive through the Gateway. A character wins a personal victory by coming out alive with 100 experience or more and 100 GM or more of its own, its gold and its jewels counted; magic items count for nothing. A personal victory, once won, is kept.',
  },
  {
    case: '§0.4',
    title: 'Options',
    designed: true,
    text: 'Each option picks between our sources, or between a source and a completion of ours; the first value is the one the game plays unless the setup says otherwise. The campaign keeps its options, so a saved or shared campaign plays as it was dealt.',
    tables: ['options'],
  },
];
