/**
 * Every keyboard shortcut of the game, in one place: the handlers of the title, the table, the
 * prompts, a fight and Watch ask `pressed(e, id)` instead of naming keys themselves, and the
 * shortcut sheet (`?`, src/ui/shortcutSheet.ts) is drawn from the same list, so what the sheet
 * says is what the keys do.
 */

/** Where a shortcut works. */
export type KeyPlace = 'anywhere' | 'title' | 'table' | 'board' | 'prompt' | 'fight' | 'watch';

export const KEY_PLACES: Readonly<Record<KeyPlace, string>> = {
  anywhere: 'Anywhere',
  title: 'On the title',
  table: 'At the table (a delve in play)',
  board: 'On the board',
  prompt: 'On a card (a trap, monsters, loot)',
  fight: 'In a fight',
  watch: 'Watching a delve',
};

export interface Shortcut {
  /** `e.key` values, lower case (`' '` is the space bar, `'arrowleft'` the left arrow). */
  readonly keys: readonly string[];
  /** With Ctrl (or ⌘ on a Mac). */
  readonly ctrl?: true;
  readonly place: KeyPlace;
  /** What it does, in the player's words. */
  readonly words: string;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export const SHORTCUTS = {
  close: { keys: ['escape'], place: 'anywhere', words: 'Close the panel on top' },
  keys: { keys: ['?'], place: 'anywhere', words: 'This list of keys' },

  'title.new': { keys: ['n'], place: 'title', words: 'New delve' },
  'title.continue': { keys: ['c'], place: 'title', words: 'Continue the delve played last' },
  'title.learn': { keys: ['l'], place: 'title', words: 'Learn to play (the guided first delve)' },
  'title.saves': { keys: ['v'], place: 'title', words: 'Saved delves' },
  'title.roster': { keys: ['o'], place: 'title', words: 'Roster' },
  'title.rules': { keys: ['r'], place: 'title', words: 'Rules' },
  'title.settings': { keys: ['s'], place: 'title', words: 'Settings' },
  'title.blackgate': { keys: ['b'], place: 'title', words: 'The Black Gate campaign' },

  goal: { keys: ['g'], place: 'table', words: 'Goal: how to win, and what you can do now' },
  log: { keys: ['l'], place: 'table', words: 'The log' },
  party: { keys: ['p'], place: 'table', words: 'The party’s sheets' },
  rules: { keys: ['h'], place: 'table', words: 'Rules reference' },
  decide: { keys: ['d'], place: 'table', words: 'Decide for me (one step)' },
  undo: { keys: ['u'], place: 'table', words: 'Undo the last decision (never past a die or a chit)' },
  'undo.ctrl': { keys: ['z'], ctrl: true, place: 'table', words: 'Undo, as everywhere' },

  'board.north': { keys: ['arrowup'], place: 'board', words: 'Move the party north (or draw a chit there)' },
  'board.east': { keys: ['arrowright'], place: 'board', words: 'Move east' },
  'board.south': { keys: ['arrowdown'], place: 'board', words: 'Move south' },
  'board.west': { keys: ['arrowleft'], place: 'board', words: 'Move west' },
  'board.rotate': { keys: ['r'], place: 'board', words: 'Turn the chit in hand' },
  'board.lay': { keys: ['enter'], place: 'board', words: 'Lay the chit in hand where it glows' },
  'board.zoomIn': { keys: ['+', '='], place: 'board', words: 'Zoom in' },
  'board.zoomOut': { keys: ['-', '_'], place: 'board', words: 'Zoom out' },
  'board.whole': { keys: ['m'], place: 'board', words: 'The whole maze' },
  'board.recentre': { keys: ['c'], place: 'board', words: 'Re-centre on the party' },

  'prompt.choose': { keys: DIGITS, place: 'prompt', words: 'The numbered choice' },
  'prompt.itemNext': { keys: ['arrowright'], place: 'prompt', words: 'Treasure: the next item (on its tabs)' },
  'prompt.itemPrevious': { keys: ['arrowleft'], place: 'prompt', words: 'Treasure: the item before' },
  'prompt.negotiate': { keys: ['n'], place: 'prompt', words: 'Negotiate' },
  'prompt.fight': { keys: ['f'], place: 'prompt', words: 'Fight' },

  'fight.select': { keys: DIGITS, place: 'fight', words: 'Pick the adventurer of that number' },
  'fight.targets': { keys: ['t'], place: 'fight', words: 'To the lit targets (then ← → and Enter); Tab reaches every choice' },
  'fight.hold': { keys: [' '], place: 'fight', words: 'The adventurer picked holds' },
  'fight.switch': { keys: ['w'], place: 'fight', words: 'The adventurer picked switches weapons (costs the attack)' },
  'fight.spells': { keys: ['c'], place: 'fight', words: 'Spells of the Wizard picked' },
  'fight.back': { keys: ['escape'], place: 'fight', words: 'Put the adventurer (or the spell) down; stop “Resolve this fight”' },
  'fight.skip': { keys: [' ', 'enter'], place: 'fight', words: 'While the dice roll: show the outcome at once' },
  'fight.lineUpNext': { keys: ['arrowright', 'r'], place: 'fight', words: 'Line-up: the next one' },
  'fight.lineUpPrevious': { keys: ['arrowleft'], place: 'fight', words: 'Line-up: the one before' },
  'fight.flip': { keys: ['f'], place: 'fight', words: 'Line-up: face the other way' },
  'fight.confirm': { keys: ['enter'], place: 'fight', words: 'Line-up: take it' },
  'fight.standFast': { keys: ['enter', 's'], place: 'fight', words: 'Reorganizing: stand fast' },

  'watch.back': { keys: ['arrowleft'], place: 'watch', words: 'One step back' },
  'watch.on': { keys: ['arrowright'], place: 'watch', words: 'One step on' },
  'watch.play': { keys: [' '], place: 'watch', words: 'Play or pause' },
  'watch.first': { keys: ['home'], place: 'watch', words: 'The first step' },
  'watch.last': { keys: ['end'], place: 'watch', words: 'The last step' },
} as const satisfies Record<string, Shortcut>;

export type ShortcutId = keyof typeof SHORTCUTS;

/** Whether a keydown is the shortcut `id` (its key, and Ctrl/⌘ exactly when the shortcut wants it). */
export function pressed(e: { key: string; ctrlKey?: boolean; metaKey?: boolean }, id: ShortcutId): boolean {
  const s: Shortcut = SHORTCUTS[id];
  if (Boolean(s.ctrl) !== Boolean(e.ctrlKey || e.metaKey)) return false;
  return s.keys.includes(e.key.toLowerCase());
}

const KEY_WORDS: Readonly<Record<string, string>> = {
  ' ': 'Space',
  enter: 'Enter',
  escape: 'Esc',
  arrowup: '↑',
  arrowright: '→',
  arrowdown: '↓',
  arrowleft: '←',
  home: 'Home',
  end: 'End',
};

/** The keys of a shortcut as the sheet shows them ("1–9", "Ctrl Z", "+ or ="). */
export function keyLabels(s: Shortcut): string[] {
  if (s.keys === DIGITS) return ['1–9'];
  return s.keys.map((k) => `${s.ctrl ? 'Ctrl ' : ''}${KEY_WORDS[k] ?? k.toUpperCase()}`);
}
