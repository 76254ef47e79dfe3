import { describe, expect, it } from 'vitest';
import { lsNegotiationBands, bandResult } from '../../../src/games/blackgate/data/negotiation';
import { bgTrapTable, faceRow } from '../../../src/games/blackgate/data';
import { blackGateTables } from '../../../src/games/blackgate/tables';
import { deathmazeTables } from '../../../src/games/deathmaze/tables';

describe('the Black Gate inherits the Deathmaze tables of the same shape', () => {
  it('B18: the negotiation bands read ≤6 / 7–9 / ≥10, the same as the variant\'s own band table', () => {
    for (let r = -5; r <= 20; r++) expect(blackGateTables.negotiationResult(r)).toBe(bandResult(lsNegotiationBands, r));
    expect(deathmazeTables.negotiationResult(6)).toBe('agreement');
    expect(blackGateTables.negotiationResult(6)).toBe('failure');
  });
  it('§6.3 trap table 7.1 is DM 10.3\'s, face by face; §6.1 and §7.1 chances are inherited', () => {
    for (let face = 1; face <= 6; face++) expect(blackGateTables.trapResult(face)).toBe(faceRow(bgTrapTable, face, '7.1'));
    expect(blackGateTables.explorationTable).toEqual({ doorTrap: 1, wanderingMonster: 1, roomMonster: 3, chestTrap: 3 });
    expect(blackGateTables.limits.detrapXp).toBe(10);
  });
});
