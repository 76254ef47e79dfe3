/** The §1.2 tile mix as data: totals, shapes, features and the tiles set aside (§1.1). */
import { describe, expect, it } from 'vitest';
import { containerTileIds, corridorMix, describeTile, roomMix, startingContainer, tileIds, tileTypes, type TileId } from '../../../../src/games/blackgate/data/tiles';

const inContainer = (pred: (id: TileId) => boolean) => containerTileIds.filter(pred).reduce((n, id) => n + tileTypes[id].count, 0);

describe('§1.2 tile mix', () => {
  it('§1.2 the container holds 200 segments: 120 corridors and 80 rooms, 50 of them with a feature', () => {
    expect(inContainer(() => true)).toBe(200);
    expect(inContainer((id) => tileTypes[id].segment === 'corridor')).toBe(120);
    expect(inContainer((id) => tileTypes[id].segment === 'room')).toBe(80);
    expect(inContainer((id) => tileTypes[id].segment === 'room' && tileTypes[id].feature !== null)).toBe(50);
  });

  it('§1.2 each row of the room table sums to its printed total', () => {
    const totals = Object.fromEntries(Object.entries(roomMix).map(([code, row]) => [code, Object.values(row).reduce((a, b) => a + b, 0)]));
    expect(totals).toEqual({ PLN: 30, FOU: 6, STA: 6, TRD: 6, FUR: 6, ALT: 6, ART: 6, MIR: 6, STR: 8 });
    expect(Object.values(corridorMix).reduce((a, b) => a + b, 0)).toBe(120);
  });

  it('§1.1 rooms have only doors and walls; corridors have at least one open end', () => {
    for (const id of tileIds) {
      const t = tileTypes[id];
      if (id === 'BG-GATE') continue;
      if (t.segment === 'room') expect(t.sides, id).not.toContain('O');
      else expect(t.sides.filter((s) => s === 'O').length, id).toBeGreaterThanOrEqual(1);
    }
  });

  it('§1.2 ids follow BG-<feature>-<shape> and name the shape their sides have', () => {
    expect(tileTypes['BG-ALT-R2o'].sides.join('')).toBe('DWDW');
    expect(tileTypes['BG-ALT-R2o'].feature).toBe('altar');
    expect(tileTypes['BG-STR-R4'].feature).toBe('staircase');
    expect(tileTypes['BG-STR-R4'].count).toBe(2);
    expect(tileTypes['BG-STR-R1'].count).toBe(0);
    expect(tileTypes['BG-C-L2'].sides.join('')).toBe('OODD');
    expect(tileTypes['BG-TRD-R3'].feature).toBe('trapdoor');
  });

  it('§1.1 the Gateway of Evil and the Black Gate are set aside, never in the container', () => {
    const start = startingContainer();
    expect(start['BG-GATEWAY']).toBe(0);
    expect(start['BG-GATE']).toBe(0);
    expect(containerTileIds).not.toContain('BG-GATEWAY');
    expect(containerTileIds).not.toContain('BG-GATE');
    expect(tileTypes['BG-GATEWAY'].sides.join('')).toBe('OWWW');
    expect(tileTypes['BG-GATEWAY'].tag).toBe('RECOVERED-1');
    expect(tileTypes['BG-GATE'].segment).toBe('room');
    expect(tileTypes['BG-GATE'].sidesSetWhenLaid).toBe(true);
  });

  it('§1.2 the counts are our completion and say so', () => {
    for (const id of containerTileIds) expect(tileTypes[id].tag, id).toBe('DESIGNED');
  });

  it('describes tiles in our own words', () => {
    expect(describeTile('BG-C-S2')).toBe('straight corridor');
    expect(describeTile('BG-C-L0')).toBe('bending corridor');
    expect(describeTile('BG-ALT-R1')).toBe('room with an altar (1 door)');
    expect(describeTile('BG-STR-R3')).toBe('room with a staircase (3 doors)');
  });
});
