/** (being written: see the issue) */
import * as Phaser from 'phaser';

export class PartySetupScene extends Phaser.Scene {
  constructor() {
    super('PartySetupScene');
  }
}
