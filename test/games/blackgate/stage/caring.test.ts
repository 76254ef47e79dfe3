import { describe, expect, it } from 'vitest';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import { campaign, diceUsedUp, refusedBy, step, withDice } from './helpers';

describe('care between stages (§11.2 step 2, §11.3, DM 9.17)', () => {
  it('§11.3 Heal: 1 spell point, 1D6 wounds recovered, offered for the hurt only', () => {
    const s = campaign();
    s.party.characters[2]!.spellPoints = 2; // Wendolyn
    s.party.characters[0]!.wounds = 5; // Lord Dil
    const offered = legalBgActions(s).filter((a) => a.type === 'spell');
    expect(offered).toContainEqual({ type: 'spell', by: 'wendolyn', spell: 'heal', target: 'lordDil' });
    expect(offered.every((a) => a.type === 'spell' && a.target === 'lordDil')).toBe(true);
    const out = step(withDice(s, [3]), { type: 'spell', by: 'wendolyn', spell: 'heal', target: 'lordDil' }).state;
    expect(out.party.characters[0]!.wounds).toBe(2);
    expect(out.party.characters[2]!.spellPoints).toBe(1);
    diceUsedUp(out);
  });

  it('§11.1, §11.2: a spell the caster cannot pay for is refused, and none is cast outside the time between stages', () => {
    const s = campaign();
    s.party.characters[2]!.spellPoints = 0;
    expect(refusedBy(s, { type: 'spell', by: 'wendolyn', spell: 'heal', target: 'lordDil' })).toBe('§11.1');
    s.phase = { kind: 'meet' };
    expect(refusedBy(s, { type: 'spell', by: 'wendolyn', spell: 'heal', target: 'lordDil' })).toBe('§11.2');
  });

  it('DM 9.17: an item is handed to another living character', () => {
    const s = campaign();
    s.party.characters[0]!.items = [{ id: 'item1', column: 'talisman', name: 'Mind' }];
    const out = step(s, { type: 'give', by: 'lordDil', item: 'item1', to: 'gislan' }).state;
    expect(out.party.characters[1]!.items.map((i) => i.id)).toEqual(['item1']);
    expect(out.party.characters[0]!.items).toEqual([]);
    expect(refusedBy(out, { type: 'give', by: 'lordDil', item: 'item1', to: 'gislan' })).toBe('DM 9.17');
  });
});
