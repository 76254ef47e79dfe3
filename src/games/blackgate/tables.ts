/**
 * The Black Gate's entries in the Deathmaze's `Tables` shape: inherited from the Deathmaze's set
 * and overridden where they differ. Inherited unchanged: the trap table (§6.3 is DM 10.3's, with
 * the same six traps) and the exploration chances (§6.1 trapped on 1, §7.1 monsters on 1 and 1–3,
 * §6.4 chests on 1–3). Overridden: the negotiation bands (§8.2, B18) and the experience limits.
 * Tables whose shape differs (the 20 monsters, the encounter grids with dice-code group sizes,
 * the seven-column CRT, treasure A–L, spells in points) are typed tables of their own in `data/`.
 */
import { deathmazeTables, inheritTables, type Tables } from '../deathmaze/tables';
import { experienceNumbers } from './data/magic';

export const blackGateTables: Tables = inheritTables(deathmazeTables, {
  negotiationTable: [
    { from: -99, to: 6, result: 'failure', tag: 'RECOVERED' },
    { from: 7, to: 9, result: 'agreement', tag: 'RECOVERED' },
    { from: 10, to: 99, result: 'cow', tag: 'RECOVERED' },
  ],
  limits: {
    ...deathmazeTables.limits,
    detrapXp: experienceNumbers.disarm,
    xpPerWoundPoint: experienceNumbers.perWoundPoint,
  },
});
