/**
 * The rules reference's entries for chapters 2 to 6 (rulesText.ts): the equipment, the adventurers,
 * winning, exploring the maze and its unusual features. Short, plain and our own; numbers and
 * table values may match the book.
 */
import { WIN_BEZANTS, WIN_XP } from '../games/deathmaze';
import type { RuleEntry } from './ruleBook';

export const mazeEntries: readonly RuleEntry[] = [
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
];
