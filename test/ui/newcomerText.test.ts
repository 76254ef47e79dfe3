/** The party form's line for a new adventurer: the engine's own figures (3.1, 11.13), never the form's. */
import { describe, expect, it } from 'vitest';
import { newcomerText } from '../../src/ui/labels';

describe('newcomerText', () => {
  it('3.1: a Hero taking +1 Wound Point has 9', () => {
    expect(newcomerText({ name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } }, false)).toBe('Hero: 9 Wound Points · Magic Resistance 1');
  });

  it('3.1: a Thief taking +1 Detrap has Detrap 2; a weapon skill is named with its bonus', () => {
    expect(newcomerText({ name: 'Sly', class: 'thief', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'detrap' } }, false)).toBe('Thief: 6 Wound Points · Magic Resistance 1 · Detrap 2');
    expect(newcomerText({ name: 'Sly', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'weaponSkill', weapon: 'bow' } }, false)).toBe(
      'Thief: 6 Wound Points · Magic Resistance 1 · Detrap 1 · Bow +1',
    );
  });

  it('11.13: a Wizard taking a second spell knows both; taking +1 Magic Resistance has 3', () => {
    expect(newcomerText({ name: 'Morwen', class: 'wizard', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'spell' }, spells: ['lightning', 'sleep'] }, true)).toBe(
      'Wizard: 4 Wound Points · Magic Resistance 2 · Lightning and Sleep',
    );
    expect(newcomerText({ name: 'Morwen', class: 'wizard', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'magicResistance' }, spells: ['heal'] }, true)).toBe(
      'Wizard: 4 Wound Points · Magic Resistance 3 · Heal',
    );
  });

  it('a name still to be typed does not change the figures', () => {
    expect(newcomerText({ name: '  ', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } }, false)).toBe('Hero: 9 Wound Points · Magic Resistance 1');
  });

  it('3.1: while the choices break a rule (a Hero taking +1 Detrap), the class figures stand and nothing is added', () => {
    expect(newcomerText({ name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'detrap' } }, false)).toBe('Hero: 8 Wound Points · Magic Resistance 1');
  });
});
