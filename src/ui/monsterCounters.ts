/**
 * Monsters waiting on their segments (7.3, 7.4, 7.23): a round counter with their number, red
 * while hostile and green once an agreement holds, and their name beside it.
 */
import type * as Phaser from 'phaser';
import { cellKey, livingUnits, monsters, type Cell, type GameState, type MonsterGroup } from '../games/deathmaze';
import { cellCentre } from './boardPlaces';
import { CHIT_SIZE } from './chitArt';
import { drawMonsterCounter } from './tableArt';

/** The cell a monsters key stands for: "x,y", "below:x,y" (6.32) or "aside:…" (7.23). */
function monsterCell(key: string): Cell | null {
  const m = /(-?\d+),(-?\d+)$/.exec(key);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** Redraws into `layer` a counter for every segment where monsters of `state` wait. */
export function drawMonsterCounters(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, state: GameState, textResolution: number): void {
  layer.removeAll(true);
  const byCell = new Map<string, { cell: Cell; groups: MonsterGroup[] }>();
  for (const [key, group] of Object.entries(state.monsters)) {
    const cell = monsterCell(key);
    if (!cell || livingUnits(group).length === 0) continue;
    const k = cellKey(cell);
    const entry = byCell.get(k) ?? { cell, groups: [] };
    entry.groups.push(group);
    byCell.set(k, entry);
  }
  for (const { cell, groups } of byCell.values()) {
    const count = groups.reduce((n, g) => n + livingUnits(g).length, 0);
    const hostile = groups.some((g) => g.attitude === 'hostile');
    const first = livingUnits(groups[0]!)[0]!;
    const stats = monsters[first.monster];
    const name = count === 1 ? stats.name : groups.length === 1 ? stats.plural : 'Monsters';
    const { x, y } = cellCentre(cell);
    const r = CHIT_SIZE * 0.13;
    const cx = x + CHIT_SIZE * 0.29;
    const cy = y - CHIT_SIZE * 0.29;
    const g = scene.add.graphics({ x: cx, y: cy });
    drawMonsterCounter(g, hostile ? 'hostile' : 'agreed', r);
    const number = scene.add
      .text(cx, cy, String(count), { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'bold', fontSize: `${Math.round(r * 1.25)}px`, color: '#fff4dc', resolution: textResolution })
      .setOrigin(0.5, 0.52);
    // The name to the left of the counter, clear of the party marker in the middle.
    const label = scene.add
      .text(cx - r * 1.1, cy, name, {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fontStyle: 'bold',
        fontSize: `${Math.round(CHIT_SIZE * 0.085)}px`,
        color: hostile ? '#ffd9cf' : '#d8f5e4',
        backgroundColor: hostile ? 'rgba(70, 12, 12, 0.88)' : 'rgba(16, 52, 36, 0.88)',
        padding: { x: 4, y: 1 },
        resolution: textResolution,
      })
      .setOrigin(1, 0.5);
    layer.add([label, g, number]);
  }
}
