/**
 * The in-game rules reference: one short entry per rule case, in this project's own words
 * (never the rulebook's sentences), and the rulebook's tables rendered from src/games/deathmaze/data so
 * that what the reference shows is what the engine plays. No DOM and no Phaser: the unit tests
 * read it in Node (test/ui/rulesText.test.ts).
 */
import { adventurerClasses, adventurerClassIds, DETRAP_XP, WIN_BEZANTS, WIN_XP, XP_PER_WOUND_POINT } from '../games/deathmaze';
import { chitTypeIds, chitTypes } from '../games/deathmaze';
import { combatResultsTable } from '../games/deathmaze';
import {
  explorationTable,
  fountainResultNames,
  fountainTable,
  negotiationResultNames,
  negotiationTable,
  statueResultNames,
  statueTable,
  trapDoorResultNames,
  trapDoorTable,
  trapNames,
  trapTable,
  type RangeRow,
} from '../games/deathmaze';
import { roomMonsterTable, wanderingMonsterTable, type MonsterTableEntry } from '../games/deathmaze';
import { monsterIds, monsters } from '../games/deathmaze';
import { specialAbilities, spells, spellIds } from '../games/deathmaze';
import type { DataTag } from '../games/deathmaze';
import {
  gemTable,
  magicItemColumnNames,
  magicItemColumns,
  magicItemTable,
  medallionNames,
  potionNames,
  ringNames,
  spiceNames,
  treasureLetters,
  treasureTag,
  treasureTypeTable,
  weaponEffectTable,
  type MagicItemEntry,
  type TreasureCell,
} from '../games/deathmaze';
import { weaponNames } from '../games/deathmaze';

import type { RuleEntry, RuleSection, RuleTable } from './ruleBook';

export type { RuleEntry, RuleSection, RuleTable } from './ruleBook';

/** The rulebook's major sections, for the reference's table of contents. */
export const ruleSections: readonly RuleSection[] = [
  { case: '2.0', title: 'Equipment' },
  { case: '3.0', title: 'Adventurers' },
  { case: '4.0', title: 'Winning' },
  { case: '5.0', title: 'Exploring' },
  { case: '6.0', title: 'Unusual features' },
  { case: '7.0', title: 'Monsters & negotiation' },
  { case: '8.0', title: 'Combat' },
  { case: '9.0', title: 'Treasure' },
  { case: '10.0', title: 'Traps' },
  { case: '11.0', title: 'Wizards (Advanced)' },
  { case: '12.0', title: 'Rings & specials (Advanced)' },
  { case: '13.0', title: 'Continuity (Advanced)' },
];

// ---------------------------------------------------------------------------------------------
// The entries. Keep them short, plain and our own; numbers and table values may match the book.

const entries: RuleEntry[] = [
  // 2 Equipment
  {
    case: '2.2',
    title: 'The maze chits',
    text:
      'There is no board: the maze grows out of two cups of square chits. The Room cup holds rooms (some with a fountain, a statue or a trap door) plus a few chits printed "Corridor"; the Corridor cup holds corridors only. A segment is any laid chit, or any empty square beside one where a chit could go. The count below is what each cup holds when a delve begins.',
    tables: ['chits'],
  },
  {
    case: '2.3',
    title: 'Dice codes',
    text:
      'A code such as 2D6 tells how many dice to throw (the first number) and what kind (after the D). D6 is an ordinary die. D3 is an ordinary die halved and rounded up, so faces 1–2 count 1, 3–4 count 2 and 5–6 count 3. Whatever follows is added, taken away or multiplied: 1D6x10 is one die times ten, 1D3+2 a halved die plus two. Every log line shows the faces the dice really showed.',
  },
  // 3 Adventurers
  {
    case: '3.0',
    title: 'Who plays whom',
    text:
      'Each player leads one or more adventurers, and the whole party counts one to six of them. When several people play, everyone leads the same number. There is no referee: the cups, the dice and the tables play the dungeon.',
  },
  {
    case: '3.1',
    title: 'Making an adventurer',
    text:
      'Choose a class (Hero or Thief in the Basic Game), a name and two weapons from the Combat Results Table. A Hero starts with 8 Wound Points and a Thief with 6; both have Magic Resistance 1, and Thieves can remove traps (Detrap 1). Each then gets one piece of earlier experience: one more Wound Point, or +1 skill with one weapon, or, for a Thief, one more point of Detrap.',
    tables: ['classes'],
  },
  {
    case: '3.2',
    title: 'Splitting the party',
    text:
      'Alone you may lead up to six; fewer than four rarely come back. With company the party is shared out evenly: a pair of players gets three adventurers apiece, a trio two apiece, and from four players up everyone has a single adventurer. The sheets name each adventurer\'s player, and the log marks the decisions each player made.',
  },
  // 4 Winning
  {
    case: '4.0',
    title: 'Getting out and winning',
    text: `The delve ends when the party walks back out through the corridor it came in by (5.13), or when nobody is left alive. A player wins when no fewer than half of the adventurers they lead come out alive and every one of those survivors has gathered ${WIN_XP} or more Experience and a share of ${WIN_BEZANTS} or more Bezants (gems count at their value, 9.18). Nobody plays against anybody: several players, or all, can win together.`,
  },
  // 5 Exploring
  {
    case: '5.1',
    title: 'Setting out',
    text:
      'The party forms its marching order (5.12), the chits go into their two cups, and one chit drawn from the Corridor cup becomes the way in. It may be laid facing any way, and the party marker is put on it.',
  },
  {
    case: '5.11',
    title: 'Marching order',
    text: 'The adventurers\' counters stand in rows, one behind another. Where each one stands decides who can strike, who can shoot and who is kept out of harm.',
  },
  {
    case: '5.12',
    title: 'Rows of the marching order',
    text:
      'The first row fights hand to hand. The second row can only shoot bows or throw throwing daggers. Anyone further back takes no part in a fight. A row holds three at most, and the first row needs at least two (only a lone survivor may walk alone). The table refuses any other arrangement and tells you why.',
  },
  {
    case: '5.13',
    title: 'The entrance',
    text: 'The first corridor chit, laid at the start, carries the party marker. It is also the only way out of the Deathmaze (4.0); the board labels it EXIT.',
  },
  {
    case: '5.14',
    title: 'Changing the order',
    text: 'Except during a fight or a negotiation, the marching order may be rearranged at will, as long as it keeps to 5.12.',
  },
  {
    case: '5.2',
    title: 'Moving and building the maze',
    text: 'The party moves one segment at a time. Where no chit lies yet, one is drawn and laid as the party steps there (5.22–5.25).',
  },
  {
    case: '5.21',
    title: 'No map but the chits',
    text: 'The maze is nothing more than the chits laid so far; the party marker always sits on one of them.',
  },
  {
    case: '5.22',
    title: 'Through an open end',
    text:
      'Walking out of a corridor through one of its open ends into an empty square calls for a chit from the Corridor cup, laid next to the one just left. A square that already has a chit needs no draw. Blank walls cannot be crossed.',
  },
  {
    case: '5.23',
    title: 'Through a door',
    text:
      'Going through a door into an empty square calls for a Room-cup chit instead. If it is one of the Room-cup chits printed "Corridor", it goes back and a Corridor-cup chit is drawn in its place (the printed one is used when the Corridor cup is empty). A doorless corridor drawn this way may put an open end against the door. Exception: if the new square also touches the open end of a corridor already on the table, draw from the Corridor cup.',
  },
  {
    case: '5.24',
    title: 'Turning the chit',
    text: 'A chit that fits several ways round may be laid in any facing that fits. The table lights those facings, lets you turn the chit through them, and turns it for you when only one fits.',
  },
  {
    case: '5.25',
    title: 'Sides must match',
    text:
      'A new chit must agree with every neighbour already laid: a door meets a door, a wall meets a wall, and a corridor opening meets a corridor opening. A chit that cannot be made to agree goes back in its cup and another comes out, until one does. If nothing left in the cup can agree, the best match is laid and each side that disagrees is treated as impassable.',
  },
  {
    case: '5.26',
    title: 'Trapped doors',
    text: 'Whenever the party steps into a new segment through a door, one die is thrown: on a 1 the door was trapped, and the trap is dealt with straight away (10.0).',
  },
  {
    case: '5.27',
    title: 'Are there monsters?',
    text:
      'Once any trap is settled, one die says whether monsters wait. In a corridor, or in a room the party has been in before, wandering monsters appear on a 1 (7.3). In a room entered for the first time, room monsters appear on 1, 2 or 3 (7.4).',
  },
  {
    case: '5.28',
    title: 'Moving on',
    text:
      'When the traps, monsters, features and treasure of a segment are settled, the party may leave it through any door or open end. Stepping onto a chit already laid just moves the marker: its doors are no longer trapped, though wandering monsters may still be met there.',
  },
  {
    case: '5.29',
    title: 'The last way on',
    text:
      'If every other opening of the explored maze has been closed off and the chit drawn for the very last one would close it too, that chit goes back and another is drawn, until the maze stays open. Only openings the party can actually reach are counted.',
  },
  {
    case: '5.3',
    title: 'Exploration Table',
    text: 'The four single-die checks made while exploring: a result at or under the number shown finds what the line says.',
    tables: ['exploration'],
  },
  // 6 Features
  {
    case: '6.0',
    title: 'Unusual features',
    text:
      'Some rooms hold a fountain, a statue or a trap door, drawn on the chit. With any monsters there dealt with, the party may send one adventurer (a Thief is a good choice) to look into it. Left alone, it does nothing. Each feature can be looked into once.',
  },
  { case: '6.1', title: 'Fountains', text: 'A fountain\'s water may poison, enchant, intoxicate or do nothing at all (6.15).' },
  { case: '6.11', title: 'Drinking from a fountain', text: 'The adventurer sent to the fountain throws one die on the Fountain Table (6.15).' },
  {
    case: '6.12',
    title: 'Poisoned water',
    text: 'The water is poisoned: the adventurer who drank takes 1D3 wounds. A Neutralize Poison medallion keeps its wearer safe (9.62).',
  },
  {
    case: '6.13',
    title: 'Magic water',
    text: 'The water is a potion; its kind comes from the Potion column of the Magic Item Table (9.83). The drinker feels its effect at once, and the party fills a flask with one more dose to carry.',
  },
  {
    case: '6.14',
    title: 'Strong drink',
    text: 'The water is alcohol: the drinker fights at −2 for the rest of the game. The character sheet marks them as drunk.',
  },
  { case: '6.15', title: 'Fountain Table', text: 'One die, read below.', tables: ['fountain'] },
  { case: '6.2', title: 'Statues', text: 'A statue may wake up, hide a potion, have gem eyes, or be just stone (6.25).' },
  { case: '6.21', title: 'Searching a statue', text: 'The adventurer sent to the statue throws one die on the Statue Table (6.25).' },
  {
    case: '6.22',
    title: 'The statue wakes',
    text: 'The statue is a Gargoyle and comes to life. Talk to it or fight it like any other monster; it may be guarding treasure (as a room monster).',
  },
  {
    case: '6.23',
    title: 'A hidden potion',
    text: 'Tucked into the statue\'s plinth is a potion. It counts as a found potion and must be tested before anyone knows what it does (9.41).',
  },
  {
    case: '6.24',
    title: 'Gem eyes',
    text: 'The statue\'s eyes are a pair of gems. A single 2D6 throw on the Gems Table (9.82) gives the worth of each, so the pair is worth twice that.',
  },
  { case: '6.25', title: 'Statue Table', text: 'One die, read below.', tables: ['statue'] },
  { case: '6.3', title: 'Trap doors', text: 'A trap door may open on a room below, hide treasure or a trap, or lead nowhere (6.35).' },
  { case: '6.31', title: 'Lifting a trap door', text: 'The adventurer sent to the trap door throws one die on the Trap Door Table (6.35).' },
  {
    case: '6.32',
    title: 'The room below',
    text: 'Beneath is a room of its own, with no doors, no features and no chit. Check it for room monsters as if it were a new room; once it is dealt with, the party climbs back up.',
  },
  { case: '6.33', title: 'Treasure below', text: 'A Type J treasure is hidden under the trap door. It lies in a chest, which may itself be trapped (9.16).' },
  { case: '6.34', title: 'A trapped trap door', text: 'The trap door is booby-trapped. Handle it like any trap (10.0); a Thief may try to disarm it.' },
  { case: '6.35', title: 'Trap Door Table', text: 'One die, read below.', tables: ['trapdoor'] },
  // 7 Monsters and negotiation
  {
    case: '7.0',
    title: 'Monsters and negotiation',
    text: 'Monsters are found by the check of 5.27 and drawn from one of two tables. The party may then talk or fight.',
  },
  { case: '7.1', title: 'Monster tables', text: 'Which table to use depends on where the monsters are met (7.11, 7.12).' },
  {
    case: '7.11',
    title: 'Wandering monsters',
    text: 'Monsters met in a corridor, or in a room the party has seen before, come from the Wandering Monster Table (7.3): two dice, one down and one across. An entry means one monster, two (TWOx), or as many as a dice code gives.',
  },
  { case: '7.12', title: 'Room monsters', text: 'Monsters in a room entered for the first time come from the Room Monster Table (7.4), read the same way.' },
  {
    case: '7.13',
    title: 'Talk or fight',
    text: 'With the monsters in view, the party chooses whether to negotiate (7.2) or attack (8.0). A negotiation that goes wrong ends in a fight anyway, and one that goes well does not stop the party from attacking later.',
  },
  {
    case: '7.14',
    title: 'Monster Wound Points',
    text: 'Each monster\'s Wound Points are rolled from the code on its counter: 2+1 means two dice plus one, 1-1 one die minus one, and 1/2+0 a single three-sided die. Nothing has fewer than 1. These totals are what the fight wears down.',
  },
  {
    case: '7.15',
    title: 'Monsters in the Basic Game',
    text: 'In the Basic Game an Evil Wizard result leaves the segment empty, and the special abilities of Cronks, Hellhounds, Medusae, Trolls and Vampires (12.3) do not apply.',
  },
  { case: '7.2', title: 'Negotiation', text: 'Talking your way past monsters: one roll, read on the Negotiation Table (7.6).' },
  {
    case: '7.21',
    title: 'The negotiation roll',
    text: 'Throw 2D6 and take away the monsters\' Negotiation Value, then look the result up on the Negotiation Table (7.6). Each Oratory medallion in the party adds 2 (9.64).',
  },
  { case: '7.22', title: 'Failure', text: 'Talks break down and the monsters strike first; from then on the fight runs round by round (8.2).' },
  {
    case: '7.23',
    title: 'Agreement',
    text: 'The monsters let the party be unless it attacks them. The party may look into features and walk on freely; the monsters stay where they are.',
  },
  {
    case: '7.24',
    title: 'Cow',
    text: 'Evil Heroes, Evil Wizards, Evil Thieves, Orcs and Goblins pay for their lives: their treasure is rolled and they hand over a quarter of its Bezants (rounded down). Any other monster treats a Cow as an Agreement. Should the party kill them later, the payment is missing from what they leave.',
  },
  { case: '7.3', title: 'Wandering Monster Table', text: 'Second die down the side (in pairs), first die across the top.', tables: ['wandering'] },
  { case: '7.4', title: 'Room Monster Table', text: 'First die down the side, second die across the top.', tables: ['room'] },
  {
    case: '7.5',
    title: 'Monster Characteristics',
    text: 'What every monster brings to a fight and a negotiation. CB is added to the monster\'s attack roll; W means it fights with weapons instead (8.8). MR is its Magic Resistance. Treasure gives the letter for room monsters, then for wanderers.',
    tables: ['monsters'],
  },
  { case: '7.6', title: 'Negotiation Table', text: 'Read with 2D6 minus the Negotiation Value, plus any Oratory.', tables: ['negotiation'] },
  // 8 Combat
  { case: '8.0', title: 'Combat', text: 'The monsters line up facing the marching order and both sides trade blows, round after round, until one side is gone.' },
  { case: '8.1', title: 'Joining combat', text: 'How a fight starts and how the monsters line up (8.11–8.14).' },
  { case: '8.11', title: 'No retreat', text: 'Once begun, a fight lasts until every adventurer or every monster is dead. The party cannot pull out.' },
  { case: '8.12', title: 'Setting out the monsters', text: 'The monsters\' counters are laid out in rows of their own, facing the party\'s marching order.' },
  {
    case: '8.13',
    title: 'The monsters\' front row',
    text: 'With three or more monsters, the three with the most Wound Points form the front row, and the player decides which stands before whom; the others wait in a second row. At this table you place the front monsters yourself.',
  },
  { case: '8.14', title: 'Small groups', text: 'One or two monsters all stand in the front row.' },
  { case: '8.2', title: 'The combat round', text: 'Each round has four phases, always in the same order (8.21).' },
  {
    case: '8.21',
    title: 'Order of a round',
    text: 'Party Combat Phase, Monster Combat Phase, Party Reorganization, Monster Reorganization. Then a fresh round begins, until one side is wiped out.',
  },
  {
    case: '8.22',
    title: 'Party Combat Phase',
    text: 'Each adventurer in the first row attacks a monster in the monsters\' first row. Adventurers in the second row may shoot a bow or throw a throwing dagger at a first-row monster. Wounds count the moment they are dealt.',
  },
  {
    case: '8.23',
    title: 'Monster Combat Phase',
    text: 'Each first-row monster attacks an adventurer in the party\'s first row, and second-row monsters that carry bows shoot at that row too.',
  },
  {
    case: '8.24',
    title: 'Party Reorganization',
    text: 'One adventurer may move to the next row forward or back, leaving no row with more than three. If the first row is down to one adventurer or none, someone from the second row has to step up.',
  },
  { case: '8.25', title: 'Monster Reorganization', text: 'If fewer than three monsters stand in front, one from their second row moves up. No other monster moves.' },
  { case: '8.3', title: 'Who attacks whom', text: 'Opponents are set by how the two front lines face each other (8.31–8.35).' },
  { case: '8.31', title: 'Even lines', text: 'When the two front lines are the same size, everyone fights the counter straight across, both ways.' },
  {
    case: '8.32',
    title: 'Uneven lines: the party',
    text: 'When the lines differ, each adventurer strikes the monster nearest to them. If two are just as near, the player picks.',
  },
  {
    case: '8.33',
    title: 'Uneven lines: the monsters',
    text: 'When the lines differ, each monster goes for the nearest adventurer. If two are just as near, a die decides: 1–3 the one on the right, 4–6 the one on the left.',
  },
  { case: '8.34', title: 'Shooting from the second row', text: 'A second-row archer or dagger thrower may aim at whichever monster of the enemy front line they like.' },
  {
    case: '8.35',
    title: 'Monster archers',
    text: 'A monster with a bow in the second row must shoot at the party\'s front row. One target is hit for sure; between two, a die as in 8.33; among three, 1–2 the right one, 3–4 the middle, 5–6 the left. Each archer throws for itself.',
  },
  { case: '8.4', title: 'Attacks', text: 'How an attack is thrown and read (8.41–8.47).' },
  {
    case: '8.41',
    title: 'Weapon in hand',
    text: 'Every adventurer has one of their two weapons in hand; the sheets show which. Swapping to the other takes that adventurer\'s whole Party Combat Phase: no attack that phase.',
  },
  { case: '8.42', title: 'Choosing targets', text: 'In the Party Combat Phase each adventurer\'s target is chosen, then the attack is thrown.' },
  {
    case: '8.43',
    title: 'An adventurer\'s attack',
    text: 'One die, plus skill with that weapon, plus a magic weapon\'s bonus (and a Strength bonus, or −2 when drunk). Read the total in the weapon\'s column of the Combat Results Table (8.7): it gives 0 to 4 wounds.',
  },
  {
    case: '8.44',
    title: 'A monster\'s attack',
    text: 'A monster with a number adds it to one die and reads the Monsters column of the Combat Results Table. A monster marked W fights with real weapons (8.8), exactly like an adventurer: its hand weapon from the first row, its bow from the second, changing between them for free.',
  },
  { case: '8.45', title: 'Wounds', text: 'The wounds from the table land at once. The sheets and the counters keep count.' },
  {
    case: '8.46',
    title: 'Death',
    text: 'When the wounds on an adventurer or a monster reach its Wound Point total, it dies and its counter leaves the fight. The gap it leaves may be filled in the next reorganization.',
  },
  {
    case: '8.47',
    title: 'Throwing daggers',
    text: 'A throwing dagger thrown from the second row is gone until the fight is over, when it is picked up again. An adventurer left with empty hands may take up the other weapon without losing a phase; with nothing left, they cannot attack for the rest of the fight. Bows can shoot every phase. In the first row a throwing dagger is used in the hand and is not thrown.',
  },
  { case: '8.5', title: 'Reorganization', text: 'How counters move between rows during a fight (8.51–8.53).' },
  {
    case: '8.51',
    title: 'Monsters stepping up',
    text: 'When two or fewer monsters stand in front and some wait behind, the waiting monster closest to the gap moves up. If two are equally close, or two gaps are open, a die picks: 1–3 the right one, 4–6 the left one.',
  },
  {
    case: '8.52',
    title: 'The party\'s boxes',
    text: 'Picture each row as three boxes. Adventurers may slide along their own row as long as nobody hops over anybody. Then one adventurer may go one box forward, back or diagonally into the next row. With only one adventurer in front, that move must bring someone forward; with two in front, neither of them may drop back. While you drag a counter, the boxes it may go to light up.',
  },
  { case: '8.53', title: 'Closing the lines', text: 'After the moves, the two front lines shuffle together so that as many counters as possible face an enemy.' },
  {
    case: '8.6',
    title: 'Experience',
    text: `When the last monster of a group dies, add up the Wound Points the group started with and multiply by ${XP_PER_WOUND_POINT}. The living adventurers share that equally, fractions dropped. Charmed monsters get no share.`,
  },
  {
    case: '8.7',
    title: 'Combat Results Table',
    text: 'Find the modified roll down the side and the weapon across the top: the cell is the number of wounds dealt. Totals below 1 read the first line; totals above 17 read the last.',
    tables: ['crt'],
  },
  { case: '8.8', title: 'Monster weapons', text: 'What the monsters marked W on their counters carry. The bow, if any, is used only from their second row.', tables: ['monsterWeapons'] },
  { case: '8.9', title: 'Evil Heroes', text: 'An Evil Hero is a trained swordsman: when one is met, a die sets its sword skill, which it adds to every attack for that encounter. It is skill, not a magic sword.' },
  // 9 Treasure
  { case: '9.0', title: 'Treasure', text: 'Bezants, gems and magic items: what monsters leave, and how each kind works.' },
  { case: '9.1', title: 'Treasure types', text: 'Every monster has a treasure letter; the letter\'s row of 9.81 says what it may carry.' },
  {
    case: '9.11',
    title: 'Which letter',
    text: 'When a group is killed (or pays up after a Cow), look up its treasure letter on the Monster Characteristics (7.5). Two letters split by a slash mean: the first for room monsters, the second for wanderers.',
  },
  {
    case: '9.12',
    title: 'Reading a treasure row',
    text: 'The row has three columns: Bezants, Gems, Magic Items. For each, throw a die; at or under the number before the colon there is some, and the code after the colon says how much. Above it, none of that kind.',
  },
  { case: '9.13', title: 'One roll per monster', text: 'Every monster of a group has its own treasure roll.' },
  { case: '9.14', title: 'Gems', text: 'Each gem is worth what 2D6 gives on the Gems Table (9.82).' },
  {
    case: '9.15',
    title: 'Magic items',
    text: 'For each magic item, a first die picks the column (weapon, armor, potion, spice, medallion, ring) and a second die the line. A weapon also takes a third die for its bonus (9.2).',
  },
  {
    case: '9.16',
    title: 'Chests',
    text: 'Treasure of types I and J comes locked in chests. Each chest is trapped on a throw of 1–3; a Thief may try to disarm it, or else someone opens it and suffers the trap (10.0). Untrapped treasure is simply taken.',
  },
  {
    case: '9.17',
    title: 'Who carries what',
    text: 'Every magic item goes to one adventurer, and only they may use it during a fight or a negotiation. At other times items can be handed over. A dead adventurer\'s things pass to someone else once the fighting stops.',
  },
  {
    case: '9.18',
    title: 'The party purse',
    text: 'The party keeps one purse of Bezants and gems. At the end the whole value is split evenly among the adventurers who got out. Charmed monsters take nothing.',
  },
  { case: '9.2', title: 'Magic weapons', text: 'A weapon with a combat bonus of its own (9.21–9.23).' },
  { case: '9.21', title: 'Kind and bonus', text: 'The second die names the weapon; a third die on the Weapon Effect lines of 9.83 gives its combat bonus.' },
  { case: '9.22', title: 'Roll twice', text: 'A 6 on the Weapon Effect die means two more throws whose bonuses add up; each further 6 brings two more throws in turn.' },
  { case: '9.23', title: 'Taking it up', text: 'Whoever takes a magic weapon puts down one of their two weapons to carry it. The players decide who.' },
  { case: '9.3', title: 'Magic armor', text: 'Armor that raises its wearer\'s Wound Point total (9.31, 9.32).' },
  { case: '9.31', title: 'Armor bonus', text: 'A die gives the bonus: +1 Wound Point on 1–3, +2 on 4–5, and on a 6 two more throws added together, as for weapons (9.22).' },
  {
    case: '9.32',
    title: 'Wearing armor',
    text: 'Any living adventurer may wear one suit of it and adds the bonus to their Wound Point total. Outside fights and negotiations it may change hands; the one taking it off loses the bonus, which can be fatal.',
  },
  { case: '9.4', title: 'Potions', text: 'Potions must be tested before anyone knows what they are (9.41).' },
  {
    case: '9.41',
    title: 'Testing a potion',
    text: 'Someone drinks a sip to find out what it is and feels its effect. One dose is left afterwards, to be drunk at any later time.',
  },
  { case: '9.42', title: 'Healing', text: 'Takes 1D6 wounds away (never fewer than none).' },
  { case: '9.43', title: 'Poison', text: 'The one who tested it takes 1D3 wounds.' },
  { case: '9.44', title: 'Strength', text: 'Adds 1D6 to all the drinker\'s attacks during the current fight, or the next one; then it wears off.' },
  {
    case: '9.45',
    title: 'Charm Person',
    text: 'The drinker takes command of one Evil Hero, Evil Wizard, Evil Thief, Orc or Goblin in the segment (with none there, it is wasted). The monster joins the marching order and fights on the party\'s side, but earns no Experience and no treasure. If the one who charmed it dies, it turns on the party at once.',
  },
  { case: '9.46', title: 'Charm Monster', text: 'Works like Charm Person on any single monster that is not one of those five.' },
  { case: '9.5', title: 'Spices', text: 'Magic spices need no testing (9.51).' },
  { case: '9.51', title: 'Using spices', text: 'Spices are known at a glance and need no test. Each works once and is gone.' },
  { case: '9.52', title: 'Mustard', text: 'Heals like a Healing potion (9.42).' },
  { case: '9.53', title: 'Sesame', text: 'Opens a trapped door or chest without springing the trap. It has to be used before any Thief tries.' },
  { case: '9.54', title: 'Spinach', text: 'Works like a Strength potion (9.44).' },
  { case: '9.55', title: 'Red Pepper', text: 'An adventurer in the first row breathes fire instead of attacking: the monster facing them takes 1D6 wounds.' },
  { case: '9.56', title: 'Cannabis', text: 'In the next fight its user attacks twice every Party Combat Phase, both times at the same monster. It wears off when the fighting ends.' },
  {
    case: '9.57',
    title: 'Cloves',
    text: 'When a door opens on monsters, the party may, instead of talking or fighting, peg that door shut with Cloves and fall back to the segment it came from. The door can never be used again; the monsters stay behind it and are still there if the party arrives another way.',
  },
  { case: '9.6', title: 'Medallions', text: 'Medallions are worn, and must be tested to be known (9.61).' },
  { case: '9.61', title: 'Testing a medallion', text: 'One adventurer puts it on to learn what it is.' },
  { case: '9.62', title: 'Neutralize Poison', text: 'Its wearer shrugs off poison potions, poisoned fountains and poison traps.' },
  { case: '9.63', title: 'Potion Appraisal', text: 'Its wearer knows a potion on sight, so no dose is spent on testing and each potion gives two. Poison can be poured away unharmed.' },
  { case: '9.64', title: 'Oratory', text: 'Adds 2 to negotiation rolls for each one worn in the party.' },
  { case: '9.65', title: 'Dexterity', text: 'Its wearer gets +2 with bows and throwing daggers only.' },
  { case: '9.66', title: 'Strangling', text: 'A cursed medallion: the one who tests it takes 2D6 wounds.' },
  { case: '9.7', title: 'Rings', text: 'Rings belong to the Advanced Game (12.1). In the Basic Game a ring result is thrown again.' },
  { case: '9.8', title: 'Treasure tables', text: 'The tables of 9.81–9.83.' },
  {
    case: '9.81',
    title: 'Treasure Type Table',
    text: 'For each column throw a die: at or under the number before the colon, roll the code after it. "6: 1D6" always gives 1D6; "0: 0" never gives anything.',
    tables: ['treasureTypes'],
  },
  { case: '9.82', title: 'Gems Table', text: 'A gem\'s worth in Bezants, by a 2D6 throw.', tables: ['gems'] },
  {
    case: '9.83',
    title: 'Magic Item Table',
    text: 'First die across (the kind), second die down (which one). A weapon takes a third die on the Weapon Effect lines.',
    tables: ['magicItems', 'weaponEffect'],
  },
  // 10 Traps
  { case: '10.0', title: 'Traps', text: 'Doors, chests and trap doors can be trapped. A Thief may disarm a trap; otherwise someone sets it off.' },
  { case: '10.1', title: 'Disarming', text: 'Who deals with a trap, and how (10.11–10.13).' },
  { case: '10.11', title: 'Thieves and traps', text: 'Trapped doors (5.26), chests (9.16) and trap doors (6.34) can be made safe by a Thief.' },
  {
    case: '10.12',
    title: 'A detrap attempt',
    text: `One Thief tries: a die at or under their Detrap skill removes the trap and earns them ${DETRAP_XP} Experience.`,
  },
  {
    case: '10.13',
    title: 'Opening it anyway',
    text: 'With no Thief to try, somebody must open the door or chest regardless and takes the trap in full. A Thief whose attempt fails takes it too.',
  },
  { case: '10.2', title: 'What traps do', text: 'The kinds of trap and their effects (10.21–10.27).' },
  { case: '10.21', title: 'The trap goes off', text: 'A sprung trap throws one die on the Trap Table (10.3).' },
  {
    case: '10.22',
    title: 'Arrow',
    text: 'One die on the Bow column of the Combat Results Table, with no bonus, says whether the arrow hits whoever opened it and for how many wounds.',
  },
  { case: '10.23', title: 'Poisoned arrow', text: 'Like an arrow; if it hits, the poison adds 1D3 more wounds.' },
  { case: '10.24', title: 'Poison gas', text: 'Whoever opened it takes 1D3 wounds from the gas.' },
  { case: '10.25', title: 'Explosion', text: 'Everyone in the party, charmed monsters too, takes 1 wound.' },
  { case: '10.26', title: 'Flaming oil', text: 'Whoever opened it takes 1 wound.' },
  { case: '10.27', title: 'Roll twice', text: 'Two traps go off: two more throws on the table. Each further 6 adds another two, with no limit.' },
  { case: '10.3', title: 'Trap Table', text: 'One die; each kind of trap has its own case.', tables: ['traps'] },
  // 11–13 Advanced
  {
    case: '11.0',
    title: 'Wizards and magic',
    text: 'The Advanced Game adds Wizards: 4 Wound Points, Magic Resistance 2, daggers and throwing daggers only, and spells paid for in their own wounds. This table plays the Basic Game, so they are listed for reference.',
    advanced: true,
  },
  { case: '11.3', title: 'Spells', text: 'The twelve spells: the cost is paid in wounds that no healing can cure.', tables: ['spells'], advanced: true },
  { case: '12.0', title: 'Rings, Evil Wizards and special abilities', text: 'Advanced Game rules for rings, spell-casting Evil Wizards and monster powers.', advanced: true },
  {
    case: '12.11',
    title: 'Magic rings',
    text: 'Rings appear only in the Advanced Game. A Ring of Resistance adds to Magic Resistance (never beyond 5); the other rings let a Wizard cast their spell once per game for free.',
    advanced: true,
  },
  { case: '12.3', title: 'Monster special abilities', text: 'Powers some monsters have in the Advanced Game only (7.15).', tables: ['specials'], advanced: true },
  {
    case: '13.0',
    title: 'Character continuity',
    text: `In the Advanced Game a survivor may come back for another delve, healed, keeping their magic items. Each ${WIN_XP} Experience and ${WIN_BEZANTS} Bezants they spend buys one improvement.`,
    advanced: true,
  },
];

/** Sorts cases as the rulebook numbers them: 5.1 < 5.12 < 5.2 < 5.29 < 5.3 < 6.0. */
export function compareCases(a: string, b: string): number {
  const [am = '', af = ''] = a.split('.');
  const [bm = '', bf = ''] = b.split('.');
  const major = Number(am) - Number(bm);
  if (major !== 0) return major;
  // "0" (the section itself) first, then the digits read as a decimal fraction
  const norm = (f: string) => (f === '0' ? '' : f);
  return norm(af) < norm(bf) ? -1 : norm(af) > norm(bf) ? 1 : 0;
}

export const ruleEntries: readonly RuleEntry[] = [...entries].sort((x, y) => compareCases(x.case, y.case));

const byCase = new Map(ruleEntries.map((e) => [e.case, e]));

/**
 * The entry for a case, or the nearest one above it: "8.48" falls back to "8.4", then "8.0".
 * Undefined for something that is not a case number at all.
 */
export function findRule(caseNumber: string): RuleEntry | undefined {
  const wanted = String(caseNumber).trim();
  const exact = byCase.get(wanted);
  if (exact) return exact;
  const m = /^(\d{1,2})\.(\d+)$/.exec(wanted);
  if (!m) return undefined;
  const [, major, minor] = m as unknown as [string, string, string];
  for (let f = minor.slice(0, -1); f.length > 0; f = f.slice(0, -1)) {
    const up = byCase.get(`${major}.${f}`);
    if (up) return up;
  }
  return byCase.get(`${major}.0`) ?? ruleEntries.find((e) => e.case.startsWith(`${major}.`));
}

/** The section ("5.0") a case belongs to. */
export function sectionOf(caseNumber: string): string {
  return `${caseNumber.split('.')[0] ?? ''}.0`;
}

/** Entries whose case, title, text or tables mention every word of `query` (case-insensitive). */
export function searchRules(query: string): RuleEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...ruleEntries];
  const tables = ruleTables();
  return ruleEntries.filter((e) => {
    if (words.length === 1 && /^\d/.test(words[0]!) && (e.case === words[0] || e.case.startsWith(words[0]!))) return true;
    const hay = [e.case, e.title, e.text, ...(e.tables ?? []).flatMap((id) => [tables[id]?.title ?? '', ...(tables[id]?.rows.flat() ?? [])])].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

// ---------------------------------------------------------------------------------------------
// Tables, from src/games/deathmaze/data.

/** Marks a cell that is not the printed rulebook's (see the tables' notes). */
const mark = (tag: DataTag): string => (tag === 'DESIGNED' ? '*' : tag === 'PROXY' ? '†' : '');
const TAG_NOTE = '* our own completion where the printed table is lost; † taken from the sister game Citadel of Blood.';

const faces = (from: number, to: number): string => (from === to ? String(from) : `${from}–${to}`);
const rangeRows = <R extends string>(rows: readonly RangeRow<R>[], names: Readonly<Record<R, string>>): string[][] =>
  rows.map((r) => [faces(r.from, r.to), names[r.result]]);

const countLabel = (e: MonsterTableEntry): string => {
  const name = monsters[e.monster].name;
  const n = e.count === 'one' ? name : e.count === 'two' ? `2× ${name}` : `${e.count}× ${name}`;
  return `${n}${mark(e.tag)}`;
};

const cellText = (c: TreasureCell): string => (c.chance === 0 ? '0: 0' : `${c.chance}: ${c.code}`);

function itemLabel(entry: MagicItemEntry): string {
  switch (entry.kind) {
    case 'weapon':
      return weaponNames[entry.weapon];
    case 'armor':
      return 'rollTwice' in entry ? 'Roll twice' : `+${entry.wp} WP`;
    case 'potion':
      return potionNames[entry.potion];
    case 'spice':
      return spiceNames[entry.spice];
    case 'medallion':
      return medallionNames[entry.medallion].replace('Medallion of ', '');
    case 'ring':
      return ringNames[entry.ring].replace('Ring of ', '');
  }
}


let tablesCache: Record<string, RuleTable> | null = null;

/** Every table the reference shows, keyed by id. Built once from src/games/deathmaze/data. */
export function ruleTables(): Record<string, RuleTable> {
  if (tablesCache) return tablesCache;
  const t: RuleTable[] = [];

  t.push({
    id: 'chits',
    title: '2.2 Segment chits',
    head: ['Chit', 'Cup', 'Is a', 'N E S W', 'Feature', 'Count'],
    rows: chitTypeIds.map((id) => {
      const c = chitTypes[id];
      return [id, c.cup === 'room' ? 'Room' : 'Corridor', c.segment, c.sides.join(' '), c.feature === 'trapdoor' ? 'trap door' : (c.feature ?? ''), String(c.count)];
    }),
    note: 'Sides as printed, clockwise from the top: D door, O open corridor end, W blank wall. Any chit may be turned (5.24).',
  });

  t.push({
    id: 'classes',
    title: '3.1 Adventurer classes',
    head: ['Class', 'Wound Points', 'Magic Resistance', 'Detrap', 'Weapons', 'Game'],
    rows: adventurerClassIds.map((id) => {
      const c = adventurerClasses[id];
      const weapons = c.weapons === 'any' ? 'any two' : c.weapons.map((w) => weaponNames[w]).join(', ');
      return [c.name, String(c.woundPoints), String(c.magicResistance), c.detrap ? String(c.detrap) : '—', weapons, c.advanced ? 'Advanced' : 'Basic'];
    }),
  });

  t.push({
    id: 'exploration',
    title: '5.3 Exploration Table',
    head: ['When', '1D6', 'Finds'],
    rows: [
      ['Entering a new segment through a door', faces(1, explorationTable.doorTrap), 'A trap (10.3)'],
      ['Any corridor, or a room seen before', faces(1, explorationTable.wanderingMonster), 'Wandering monsters (7.3)'],
      ['A room entered for the first time', faces(1, explorationTable.roomMonster), 'Room monsters (7.4)'],
      ['Opening a type I or J chest', faces(1, explorationTable.chestTrap), 'A trap (10.3)'],
    ],
  });

  t.push({ id: 'fountain', title: '6.15 Fountain Table', head: ['1D6', 'Result'], rows: rangeRows(fountainTable, fountainResultNames) });
  t.push({ id: 'statue', title: '6.25 Statue Table', head: ['1D6', 'Result'], rows: rangeRows(statueTable, statueResultNames) });
  t.push({ id: 'trapdoor', title: '6.35 Trap Door Table', head: ['1D6', 'Result'], rows: rangeRows(trapDoorTable, trapDoorResultNames) });

  t.push({
    id: 'wandering',
    title: '7.3 Wandering Monster Table',
    head: ['2nd die \\ 1st die', '1', '2', '3', '4', '5', '6'],
    rows: wanderingMonsterTable.map((row, i) => [faces(2 * i + 1, 2 * i + 2), ...row.map(countLabel)]),
  });

  t.push({
    id: 'room',
    title: '7.4 Room Monster Table',
    head: ['1st die \\ 2nd die', '1', '2', '3', '4', '5', '6'],
    rows: roomMonsterTable.map((row, i) => [String(i + 1), ...row.map(countLabel)]),
    note: TAG_NOTE,
  });

  t.push({
    id: 'monsters',
    title: '7.5 Monster Characteristics',
    head: ['Monster', 'CB', 'Wound code', 'NV', 'MR', 'Treasure', 'Counters'],
    rows: monsterIds.map((id) => {
      const m = monsters[id];
      const treasure = m.treasure.room === m.treasure.wandering ? m.treasure.room : `${m.treasure.room}/${m.treasure.wandering}`;
      return [m.name, m.combatBonus === null ? 'W' : String(m.combatBonus), m.woundCode, `${m.nv}${mark(m.tags.nv)}`, `${m.mr}${mark(m.tags.mr)}`, `${treasure}${mark(m.tags.treasure)}`, String(m.counters)];
    }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'negotiation',
    title: '7.6 Negotiation Table',
    head: ['2D6 − NV', 'Result'],
    rows: negotiationTable.map((r) => [r.from < -50 ? `${r.to} or less` : r.to > 50 ? `${r.from} or more` : faces(r.from, r.to), negotiationResultNames[r.result]]),
  });

  t.push({
    id: 'crt',
    title: '8.7 Combat Results Table',
    head: ['Roll', 'Dagger', 'Throwing Dagger', 'Bow', 'Sword, Hammer, Axe', 'Monsters'],
    rows: combatResultsTable.map((r, i) => {
      const last = i === combatResultsTable.length - 1;
      const roll = `${faces(r.min, r.max)}${last ? '+' : ''}${mark(r.tag)}`;
      return [roll, String(r.dagger), String(r.throwingDagger), String(r.bow), String(r.melee), String(r.monster)];
    }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'monsterWeapons',
    title: '8.8 Monster Weapons',
    head: ['Monster', 'First row', 'Second row', 'Skill'],
    rows: monsterIds
      .filter((id) => monsters[id].weapons)
      .map((id) => {
        const m = monsters[id];
        const w = m.weapons!;
        return [`${m.name}${mark(m.tags.weapons ?? 'GIVEN')}`, weaponNames[w.front], w.second ? weaponNames[w.second] : '—', w.skillDice ? '+1D6 sword (8.9)' : w.skill ? `+${w.skill}` : '—'];
      }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'treasureTypes',
    title: '9.81 Treasure Type Table',
    head: ['Type', 'Bezants', 'Gems', 'Magic Items'],
    rows: treasureLetters
      .filter((l) => !treasureTypeTable[l].expansion)
      .map((l) => {
        const row = treasureTypeTable[l];
        return [`${l}${row.chest ? ' (chest)' : ''}`, cellText(row.bezants) + mark(treasureTag(l, 'bezants')), cellText(row.gems) + mark(treasureTag(l, 'gems')), cellText(row.magic) + mark(treasureTag(l, 'magic'))];
      }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'gems',
    title: '9.82 Gems Table',
    head: ['2D6', 'Bezants'],
    rows: Object.entries(gemTable)
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(([roll, value]) => [roll, String(value)]),
  });

  t.push({
    id: 'magicItems',
    title: '9.83 Magic Item Table',
    head: ['2nd \\ 1st', ...magicItemColumns.map((k, i) => `${i + 1} ${magicItemColumnNames[k]}`)],
    rows: [0, 1, 2, 3, 4, 5].map((row) => [String(row + 1), ...magicItemTable.map((col) => `${itemLabel(col[row]!.entry)}${mark(col[row]!.tag)}`)]),
    note: `${TAG_NOTE} Rings are re-rolled in the Basic Game (9.7).`,
  });

  t.push({
    id: 'weaponEffect',
    title: '9.83 Weapon Effect (third die)',
    head: ['1D6', 'Combat bonus'],
    rows: weaponEffectTable.map((r) => [faces(r.from, r.to), r.result === 'rollTwice' ? 'Roll twice (9.22)' : `+${r.result}`]),
  });

  t.push({
    id: 'traps',
    title: '10.3 Trap Table',
    head: ['1D6', 'Trap', 'Case'],
    rows: trapTable.map((r, i) => [faces(r.from, r.to), trapNames[r.result], `10.${22 + i}`]),
  });

  t.push({
    id: 'spells',
    title: '11.3 Spells',
    head: ['Spell', 'Cost', 'When', 'Target', 'Effect'],
    rows: spellIds.map((id) => {
      const s = spells[id];
      return [s.name, String(s.cost), { combat: 'Combat', nonCombat: 'Outside combat', negotiation: 'Negotiation' }[s.type], s.target, s.effect];
    }),
  });

  t.push({
    id: 'specials',
    title: '12.3 Special abilities',
    head: ['Ability', 'Monster', 'Effect'],
    rows: Object.values(specialAbilities).map((s) => [s.name, monsters[s.monster].name, s.summary]),
  });

  tablesCache = Object.fromEntries(t.map((x) => [x.id, x]));
  return tablesCache;
}
