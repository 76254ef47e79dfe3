/**
 * The Black Gate's rules reference, part 1: setting out (§1–§2), the stage (LŚ 5.0), building the
 * maze over three levels (LŚ 6.0, §4), the Maze Levels table and traps. Our own words, never the
 * rulebook's; an entry whose rule is our own completion is marked `designed`.
 */
import type { RuleEntry } from '../ruleBook';

export const setupEntries: readonly RuleEntry[] = [
  {
    case: '§2',
    title: 'Setting out',
    text: 'A campaign starts at the citadel’s door. Pick three heroes, make three initiates, put the six in marching order, roll the sun that rules magic this time, fill the one container with tiles, and stand the party on the Gateway of Evil, which is both the way in and the only way out (§2.5).',
  },
  {
    case: '§1.2',
    title: 'The tiles in the container',
    designed: true,
    text: 'All 200 tiles go into a single container: 120 corridors and 80 rooms, fifty of the rooms with a find, a mirror or a staircase in them. How many of each shape the box held is lost, so the counts are ours, scaled up from the Deathmaze’s corridor shapes. Four things never go into it and are never drawn: the Gateway of Evil, the Gate’s own tile, the Demons and the Nameless One.',
    tables: ['corridors', 'rooms'],
  },
  {
    case: 'LŚ 4.0',
    title: 'Characters',
    text: 'Each character is a hero or an initiate. It has Wound Points (WP), a combat bonus (CB) that goes on every attack, a resistance (RV) against spells, skill with one weapon, and one talent: Detrap, Negotiation or Hellgate. Its magic potential tells how many spell points it gets under each of the three suns (§2.4).',
  },
  {
    case: '§2.1',
    title: 'The party',
    designed: 'partly',
    text: 'The party is always three different heroes and three initiates: the players pick the heroes (or draw them, §0.4) and each initiate’s race. No more than three living initiates may be of one race; a dead one’s counter is free again. A party without anyone able to use Hellgate may still go in, but it can never destroy the Gate, and the game says so (B48).',
  },
  {
    case: '§2.2',
    title: 'The heroes',
    text: 'Twenty-three heroes, each with a fixed line of figures. Where the sources we have disagree on a figure, most of them win (B2). When the heroes are drawn by dice they are numbered in this order (B47).',
    tables: ['heroes'],
  },
  {
    case: '§2.3',
    title: 'Initiates',
    designed: 'partly',
    text: 'An initiate is a human, an elf or a dwarf, with its race’s figures. One die, thrown as it is made, fixes its magic potential for good. It carries its race’s weapon and a dagger and starts with no experience: our choice, as the rules for it are lost (B3).',
    tables: ['initiates', 'initiateMagic'],
  },
  {
    case: '§2.4',
    title: 'The predominant sun',
    text: 'Each time the party goes in, one die says which sun rules: red, yellow or blue. A character’s spell points for that whole expedition are its magic potential under that sun, plus whatever its talismans give (§11.1).',
    tables: ['sun'],
  },
  {
    case: '§2.5',
    title: 'Setup, step by step',
    designed: 'partly',
    text: 'First the party (the option of §0.4, then the characters); then the marching order; then the sun and the spell points; then the container is filled. The Gateway goes at the middle of level 1 with its open end wherever the players like, and the party stands on it. Nothing is ever rolled on the Gateway: no trap, no monster, no find. The Gate starts unplaced, its level unknown.',
  },
  {
    case: '§2.6',
    title: 'A Deathmaze party instead',
    designed: true,
    text: 'Under party = deathmaze, one to six Deathmaze adventurers go in, built by the Advanced Game. They have CB 0 and no Negotiation skill; Thieves keep Detrap, and every Hero counts as Hellgate 1 so the Gate can still fall. Their Wizards pay for spells in wounds as in the Deathmaze, and no sun is rolled.',
  },
  {
    case: 'DM 3.1',
    title: 'Making a Deathmaze adventurer',
    text: 'For a Deathmaze party (§2.6) each adventurer is made as the Deathmaze makes one: a class, a name, two weapons and one point of earlier experience.',
  },
  {
    case: 'DM 5.12',
    title: 'The marching order',
    text: 'The party stands in rows of at most three, and the front row holds two at least. The order decides who fights in front; it may be changed between stages.',
  },
];

export const stageEntries: readonly RuleEntry[] = [
  {
    case: 'LŚ 5.0',
    also: ['§3'],
    title: 'The stage, A to D',
    text: 'Play goes in stages, and each stage runs four steps in a fixed order: A, a tile is laid or the stairs are taken; B, the door is checked for a trap; C, whatever lives there is met; D, the room’s find may be looked into. Then the next stage starts again at A. The players decide together, or each for their own characters. Between stages the party may change its order, hand items round and cast spells that are not for combat.',
  },
  {
    case: 'LŚ 5.0 A',
    title: 'A: a new segment',
    text: 'The party chooses the side it leaves by. When the cell beyond is empty a tile comes out of the container and is laid to carry the way on, fitting every neighbour (LŚ 6.1); when a tile is already there, nothing is drawn. On a staircase the choice may be up or down instead (§4.4).',
  },
  {
    case: 'LŚ 5.0 B',
    title: 'B: the door',
    text: 'Before going through a door, roll for a trap, but only when the party goes into a room it has never been in, or leaves a room by another way than it came in. A 1 means a trap (§6.1, LŚ 7.0).',
  },
  {
    case: 'LŚ 5.0 C',
    title: 'C: the monsters',
    text: 'The party steps in and rolls for monsters (LŚ 5.0 C.1). Before any fight it may try once to talk or to buy its way past (§8.1); if it does not, or fails, the fight runs in rounds (LŚ 9.0). The monsters here must be dead or at peace before the party walks on or looks at a find.',
  },
  {
    case: 'LŚ 5.0 C.1',
    also: ['§7.1'],
    title: 'The monster check',
    text: 'On entering, roll one die. A room never visited (a new stairwell copy too) holds monsters on 1–3, from the Room table; a corridor, or a room seen before, on a 1, from the Wandering table. No roll is made on the Gateway, on the Gate’s cell while it stands, or where a group was left behind: that group is simply there again (LŚ 6.9).',
    tables: ['checks'],
  },
  {
    case: 'LŚ 5.0 C.4',
    title: 'Sharing the spoils',
    text: 'When a whole group is dead its treasure is rolled and shared straight away: the gold marks evenly among the living, any odd marks to one the players pick, each jewel and item to one character (§14.5).',
  },
  {
    case: 'LŚ 5.0 D',
    title: 'D: the find',
    designed: 'partly',
    text: 'In a room with a find, once nothing hostile is left there, the players may send one character who can act to look into it: one die on the find’s column (LŚ 13.9). A find can be looked into once in the whole game, and it may be left alone (B43).',
  },
];

export const mazeEntries: readonly RuleEntry[] = [
  {
    case: 'LŚ 6.0',
    also: ['§4'],
    title: 'Building the maze',
    text: 'There is no board: the maze is laid tile by tile as the party walks. The party is always on exactly one tile and moves one tile a stage. A tile is drawn only for an empty cell beside the party’s; walking back over tiles already down draws nothing.',
  },
  {
    case: 'LŚ 6.1',
    title: 'Every side must match',
    text: 'A new tile must meet each laid neighbour on its level like with like: open end with open end, door with door, wall with wall. Unlike the Deathmaze, an open end may never meet a door (B5). A tile that fits no way round is returned and a fresh one drawn, again and again if need be.',
  },
  {
    case: 'LŚ 6.2',
    title: 'Choosing the facing',
    text: 'When a drawn tile fits in more than one way, the players choose which way it faces.',
  },
  {
    case: '§4.1',
    title: 'When no tile will fit',
    designed: 'partly',
    text: 'Should every tile left be refused for a cell, the best match is laid: only facings that let the party in count, staircases never, the best-scoring tile is drawn and the players turn it, and any side that does not match stays shut for good. If the dead-end rule still wants a way on, one wall facing open ground becomes a door (B46). An empty container lays the Gate there if it is not yet laid (B9); after that an empty container means a wall.',
  },
  {
    case: 'LŚ 6.4',
    also: ['§4.5'],
    title: 'No dead end before the Gate',
    designed: 'partly',
    text: 'Until the Gate is laid the maze must stay open: a tile that would leave no passable side facing an empty cell, counted over all three levels together, goes back and another is drawn (B45). Once the Gate’s level is known and has tiles, that level has to keep a way on of its own as well (B8). With the Gate laid, the maze may close.',
  },
  {
    case: '§4.2',
    title: 'Three levels',
    designed: 'partly',
    text: 'The citadel is up to three levels deep, level 1 on top. Our levels share one grid, so a cell is a column, a row and a level, and a tile has to fit only its neighbours on its own level. The deeper, the fiercer and richer the monsters (LŚ 6.7). The Gate may be on any of them.',
  },
  {
    case: 'LŚ 6.5',
    title: 'Up and down',
    text: 'Staircases join all three levels. Level 1 is the top, and the only way out of it is the Gateway; level 3 is the bottom, with no stairs lower.',
  },
  {
    case: 'LŚ 6.6',
    title: 'Stairs',
    text: 'Going up or down is a stage like any other, one level at a time, and the cell reached counts as a room. A staircase found on any level may be laid only where the same cell is still empty on the other two; how its copies appear is told in §4.3.',
  },
  {
    case: '§4.3',
    title: 'Laying a staircase',
    designed: 'partly',
    text: 'A drawn staircase must fit, in the facing chosen, the tiles around its cell on every level, and that cell must be empty on the other two; if no facing does both, it goes back. Once laid, the same tile in the same facing appears on the other two levels as rooms nobody has visited, drawn from nowhere (B6). Standing on one, the party may go one level up or down as its move.',
  },
  {
    case: '§4.4',
    title: 'A stage on the stairs',
    designed: 'partly',
    text: 'Taking the stairs draws no tile and rolls no trap, for there is no door. The cell reached is treated as a room: monsters on 1–3 from the Room table if never visited, on a 1 from the Wandering table if it has been, with the new level’s modifiers. A staircase has no find (B7).',
  },
  {
    case: 'LŚ 6.9',
    also: ['§4.6'],
    title: 'Monsters left behind',
    designed: 'partly',
    text: 'A group the party did not kill stays on its cell. Coming back there meets that group and nothing else, with no monster roll, and it is met as if for the first time: old talks and bribes count for nothing, and one new try is allowed. It keeps its level’s modifiers and any Wound Points already rolled, and gold paid to it stays in its hoard (B10).',
  },
];

export const levelEntries: readonly RuleEntry[] = [
  {
    case: 'LŚ 6.7',
    also: ['§5'],
    title: 'The Maze Levels table',
    text: 'Where a monster is met changes it: strength is added to the second figure of its wound code, agility to its CB, reluctance to its NV; level 3 doubles the size of the group; the treasure letter moves down the alphabet; the experience it is worth is multiplied. A monster that never talks still never talks.',
    tables: ['levels'],
  },
  {
    case: 'LŚ 6.8',
    title: 'Reading the modifiers',
    designed: 'partly',
    text: 'On level 2 a 2+2 wound code is rolled as 2+4; on level 3 two Chimeras become four, and a type C treasure becomes E. The doubling is for what the two encounter tables give, a find’s monster checks included, never for the Nameless One, the Gate’s Demons or a monster a find names. A stays A, and no letter moves past L (B11).',
  },
];

export const trapEntries: readonly RuleEntry[] = [
  {
    case: 'LŚ 7.0',
    also: ['§6', '§6.2'],
    title: 'Traps',
    designed: 'partly',
    text: 'A trapped door needs one character sent to it. Only a character with Detrap may try to disarm it: a die at or under the skill makes it safe and earns 10 experience (B14). A failed try, or none, sets it off on that character, and then the party goes on in.',
  },
  {
    case: '§6.1',
    title: 'Which doors are checked',
    designed: 'partly',
    text: 'A door gets its roll when the party is going into a room it has never visited, or is leaving a room by any way but the one it came in by this time (coming by the stairs counts as another way). Corridors, open ends, stairs and the Gateway never do. Nothing remembers earlier rolls: every such move rolls again (B12). Only the door into the standing Gate is spared (B56).',
  },
  {
    case: 'LŚ 7.1',
    also: ['§6.3'],
    title: 'Which trap',
    text: 'A trap that goes off is found with one die. Poison is stopped by Neutralize Poison cast at once, or by its medallion worn. Flaming oil does 1 wound, or 1D3 under that option (B13).',
    tables: ['traps'],
  },
  {
    case: '§6.4',
    title: 'Chests',
    designed: true,
    text: 'Treasure of types I to L comes in a chest, and a chest is trapped on a roll of 1–3. Whoever opens it deals with its trap as with a door’s (B30).',
  },
];
