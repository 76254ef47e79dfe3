/**
 * What the guided first delve says at each of its steps (src/games/deathmaze/lesson.ts): a
 * title, a few sentences in our words on the part of the game the step shows, with the rule
 * cases, and what to do. Entry k is shown while the lesson waits for its step k; `beat` names
 * what that step shows, and test/ui/lesson/lessonText.test.ts checks it against the step, so a
 * lesson found afresh by scripts/find-lesson.ts cannot keep words that no longer fit it.
 */
import { DIR_NAMES, rotatedSide, WIN_BEZANTS, WIN_XP, type Action, type GameState, type LessonBeat } from '../../games/deathmaze';

export interface LessonWords {
  readonly beat: LessonBeat;
  readonly title: string;
  readonly text: string;
}

export const LESSON_WORDS: readonly LessonWords[] = [
  {
    beat: 'lay',
    title: 'Lay the entrance',
    text: 'There is no board: you build the maze as the party walks it. The delve opens with one chit from the Corridor cup, a straight corridor with two doors, and the party stands on it (5.13). It is in hand on the lit square. Turn it (tap it, or R) and lay it (drop it where it glows, or Enter).',
  },
  {
    beat: 'move',
    title: 'Walk into the unknown',
    text: 'The party leaves by a door or an open end. Through a door, a chit is drawn from the Room cup for the square beyond (5.23); through an open end, from the Corridor cup (5.22). Move east: tap the lit square, or press →.',
  },
  {
    beat: 'lay',
    title: 'Make it fit',
    text: 'A new chit must meet its neighbours side to side: door to door, wall to wall, open end to open end (5.25). Turn this room and see: a facing that breaks the rule is refused, and the table names the side that does not match.',
  },
  {
    beat: 'move',
    title: 'Every new square is tested',
    text: 'Each time the party steps somewhere new, a die tells whether the door it used was trapped (a 1, 5.26), then another whether monsters wait there (5.27). Move south.',
  },
  {
    beat: 'lay',
    title: 'A room with a statue',
    text: 'Some rooms hold a feature to look at once the room is safe, like this statue (6.0). Lay the room.',
  },
  {
    beat: 'negotiate',
    title: 'Talk or fight',
    text: 'A Skeleton! Before any blow, the party may try to talk: the dice against how hard the monster is to talk to (7.21). If they agree, it lets the party be; if not, it attacks at once. Negotiate.',
  },
  {
    beat: 'lineUp',
    title: 'The lines of a fight',
    text: 'The talk failed. A fight is fought in rows: the front rows meet with hand weapons, the party’s second row may shoot or throw, and anyone further back waits (5.12, 8.12). Place the Skeleton before the party.',
  },
  {
    beat: 'fight',
    title: 'Pick a target',
    text: 'Each round, every adventurer in reach acts once: attack a lit monster, change weapons or hold. A die and the weapon decide the wounds (8.43). Aldric attacks the Skeleton: pick Aldric, then tap the lit Skeleton (or T, then Enter).',
  },
  {
    beat: 'fight',
    title: 'Every blow counts',
    text: 'The Skeleton has few Wound Points, but a low roll deals no wound at all (8.43). Brisa attacks it too.',
  },
  {
    beat: 'fight',
    title: 'Changing weapons',
    text: 'Corwin stands in the second row, where only a missile weapon reaches. Taking up his bow uses his attack this round (8.41). Corwin changes weapons (W).',
  },
  {
    beat: 'fight',
    title: 'The monsters strike back',
    text: 'Dara takes up her bow too. When everyone has acted, the monsters strike on their own (8.44): watch who they hit.',
  },
  {
    beat: 'reorganize',
    title: 'Change the rows',
    text: 'After the monsters’ blows the party may rearrange its rows (8.52). Aldric has taken two wounds; the lesson sends Corwin up to the front row, beside Aldric and Brisa, and leaves Dara behind with her bow.',
  },
  {
    beat: 'fight',
    title: 'Round two',
    text: 'A new round: the party acts, the monsters strike, the rows may change (8.21). Aldric attacks the Skeleton again.',
  },
  {
    beat: 'fight',
    title: 'Victory brings Experience',
    text: 'Brisa strikes. When the last monster falls, the party shares Experience (8.6) and finds what the monster kept (9.12).',
  },
  {
    beat: 'loot',
    title: 'Share out the treasure',
    text: 'Coins and gems go to the party’s purse, to be shared at the end (9.18). Each magic item goes to someone who takes it (9.17); a magic weapon takes the place of one of the two weapons carried (9.23). Aldric takes the Hammer +2 and lays down his sword.',
  },
  {
    beat: 'other',
    title: 'Look at the statue',
    text: 'The room is safe now, so an adventurer may examine its feature (6.0). Dara investigates.',
  },
  {
    beat: 'move',
    title: 'Turn for home',
    text: 'A fight won and treasure found: time to head back. Move west. Watch the log: a chit that cannot fit its neighbours goes back into its cup, and another is drawn (5.25).',
  },
  {
    beat: 'lay',
    title: 'One way only',
    text: 'This corridor fits one way only (5.24). Lay it.',
  },
  {
    beat: 'trap',
    title: 'A trapped door',
    text: 'The door was trapped (5.26). A Thief may try to take the trap apart, with the chance her Detrap gives; or someone opens the door and takes what comes (10.12, 10.13). Brisa tries to remove it.',
  },
  {
    beat: 'move',
    title: 'Back to the entrance',
    text: 'Move north, onto the entrance. Squares already seen have no trapped doors, but wandering monsters may still turn up (5.27, 5.28).',
  },
  {
    beat: 'negotiate',
    title: 'Talk your way past',
    text: 'A Troll, far too strong for a hurt party. Negotiate: a good roll and it will leave the party alone (7.23).',
  },
  {
    beat: 'leave',
    title: 'Get out',
    text: 'The party stands on the entrance and may leave the Deathmaze (4.0). Leave.',
  },
];

/** What the lesson says once its delve is over. */
export function lessonEndWords(): LessonWords {
  return {
    beat: 'leave',
    title: 'The lesson is over',
    text: `The party got out alive with its treasure, but this is not yet a win: a delve is won when adventurers come out with ${WIN_XP} Experience each and a share of ${WIN_BEZANTS} Bezants each (4.0). A winning delve goes deeper, fights more and comes out rich. Start a delve of your own.`,
  };
}

const SIDE_WORDS = { D: ['a door', 'doors'], O: ['an open end', 'open ends'], W: ['a wall', 'walls'] } as const;

const listed = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]!}`);

/** How the step the lesson waits for is done, in words ("The lesson lays it with doors to the east and west, …"). */
export function lessonDoWords(s: GameState, next: Action | null): string {
  if (next?.type !== 'place' || !s.hand) return '';
  const type = s.hand.type;
  const parts = (['D', 'O', 'W'] as const).flatMap((side) => {
    const dirs = DIR_NAMES.filter((_, d) => rotatedSide(type, next.rot, d as 0 | 1 | 2 | 3) === side);
    return dirs.length === 0 ? [] : [`${SIDE_WORDS[side][dirs.length > 1 ? 1 : 0]} to the ${listed(dirs)}`];
  });
  return `The lesson lays it with ${listed(parts)}.`;
}
