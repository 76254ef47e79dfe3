/**
 * How a delve is won (4.0), in one sentence with the figures of the rules data: the Goal panel
 * and the rules reference's overview say it alike.
 */
import { WIN_BEZANTS, WIN_XP } from '../games/deathmaze';

export const winConditionText = (): string =>
  `Walk back out through the entrance corridor with at least half of your adventurers alive, each of them with ${WIN_XP} Experience or more and a share of ${WIN_BEZANTS} Bezants or more (coin and gems, split among those who get out).`;
