/** (being written: see the issue) */
import * as Phaser from 'phaser';

export class CombatScene extends Phaser.Scene {
  constructor() {
    super('CombatScene');
  }
}
