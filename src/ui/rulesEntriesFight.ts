/**
 * The rules reference's entries for chapters 7 and 8 (rulesText.ts): monsters, negotiation and
 * combat. Short, plain and our own; numbers and table values may match the book.
 */
import { XP_PER_WOUND_POINT } from '../games/deathmaze';
import type { RuleEntry } from './ruleBook';

export const fightEntries: readonly RuleEntry[] = [
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
];
