/**
 * Which sounds a step of the game makes: a pure reading of its events, so that it can be tested
 * without a speaker. src/ui/sound.ts plays them.
 */
import type { GameEvent } from '../games/deathmaze';

export type CueName = 'slide' | 'thud' | 'dice' | 'hit' | 'miss' | 'door' | 'trap' | 'growl' | 'coins' | 'spell' | 'toll';

export interface Cue {
  name: CueName;
  /** For `dice`: how many dice rattle. */
  count?: number;
}

/** A busy step (a whole round of combat) sounds its first few cues, not a din. */
export const MAX_CUES = 4;

function cueOf(e: GameEvent): Cue | null {
  switch (e.kind) {
    case 'chit-drawn':
    case 'chit-thrown-back':
      return { name: 'slide' };
    case 'chit-placed':
      return { name: 'thud' };
    case 'attack':
      return { name: (e.amount ?? 0) > 0 ? 'hit' : 'miss' };
    case 'door-checked':
    case 'trap-detrapped':
    case 'door-pegged':
      return { name: 'door' };
    case 'trap-sprung':
      return { name: 'trap' };
    case 'monsters-appear':
      return { name: 'growl' };
    case 'treasure':
    case 'item-taken':
      return { name: 'coins' };
    case 'spell-cast':
    case 'charmed':
      return { name: 'spell' };
    case 'died':
    case 'party-dead':
    case 'petrified':
      return { name: 'toll' };
    default:
      return null;
  }
}

/**
 * The cues of one step, in the order of its events: dice rattle before what they decided, a kind
 * of sound plays once per step however many events ask for it, and at most MAX_CUES play.
 */
export function cuesFor(events: readonly GameEvent[]): Cue[] {
  const out: Cue[] = [];
  const seen = new Set<CueName>();
  const add = (cue: Cue): void => {
    if (seen.has(cue.name) || out.length >= MAX_CUES) return;
    seen.add(cue.name);
    out.push(cue);
  };
  for (const e of events) {
    if (e.dice && e.dice.length > 0) add({ name: 'dice', count: Math.min(4, e.dice.length) });
    const cue = cueOf(e);
    if (cue) add(cue);
  }
  return out;
}
