/**
 * The dock's row for faster fights (autopilot.ts): *Resolve this fight* and *Repeat last targets*
 * while the player has the table; Stop, Skip and the animation speed while a run plays; and the
 * word on why the last run stopped.
 */
import { ANIMATION_SPEEDS, loadSettings, updateSettings } from '../../ui/settings';
import { button, el } from '../../ui/dom';
import type { CombatStep } from '../../games/deathmaze';
import type { Table } from './model';

/** Fills `host` with the row for the fight as it stands (`mode`). */
export function renderPilot(host: HTMLElement, t: Table, mode: CombatStep): void {
  const pilot = t.pilot;
  // While a run plays the dock redraws at every step: the row stays the same nodes (a tap on
  // Stop, Skip or a speed must not land on a button being replaced); Skip shows while a step
  // plays out, and the speed marks are brought up to date.
  const shape = pilot.running && mode !== 'none' && !t.port.watching ? 'running' : '';
  if (shape && host.dataset.shape === shape) {
    const skip = host.querySelector<HTMLElement>('[data-testid="combat-skip"]');
    if (skip) skip.hidden = !t.playback.playing;
    const now = loadSettings().animationSpeed;
    for (const opt of ANIMATION_SPEEDS) host.querySelector(`[data-testid="combat-speed-${opt.id}"]`)?.setAttribute('aria-checked', String(opt.factor === now));
    return;
  }
  host.dataset.shape = shape;
  host.replaceChildren();
  if (mode === 'none' || t.port.watching) return;
  if (pilot.running) {
    const skip = button('Skip ▸▸', () => t.playback.finish(), { testId: 'combat-skip', title: 'Show the results at once (Space)' });
    skip.hidden = !t.playback.playing;
    host.append(
      el(
        'div',
        { class: 'combat-pilot-buttons' },
        button('Stop', () => pilot.stop('Stopped: the table is yours.'), { kind: 'primary', testId: 'combat-pilot-stop', title: 'Stop here and play on by hand (Esc)' }),
        skip,
      ),
      speedChooser(),
    );
    return;
  }
  const row = el('div', { class: 'combat-pilot-buttons' });
  row.append(button('Resolve this fight', () => pilot.resolve(), { testId: 'combat-resolve', title: 'Play the fight to its end, one “decide for me” step at a time, in view' }));
  if (mode === 'party') {
    const last = pilot.lastTargets();
    const repeat = button(last.length ? `Repeat last targets (${last.length})` : 'Repeat last targets', () => pilot.repeat(), {
      testId: 'combat-repeat',
      disabled: last.length === 0,
      title: last.length ? 'The same targets as last round, for those who can still reach them (8.32)' : 'Nobody can attack last round’s target again now',
    });
    row.append(repeat);
  }
  host.append(row);
  if (pilot.word) host.append(el('p', { class: 'combat-pilot-word', 'data-testid': 'combat-pilot-word', role: 'status' }, pilot.word));
}

/** The animation speed, as in Settings: how fast each step plays out. */
function speedChooser(): HTMLElement {
  const now = loadSettings().animationSpeed;
  const group = el('div', { class: 'segmented combat-pilot-speed', role: 'radiogroup', 'aria-label': 'Animation speed' });
  for (const opt of ANIMATION_SPEEDS) {
    const b = el('button', { type: 'button', class: 'btn segment', role: 'radio', 'data-testid': `combat-speed-${opt.id}`, 'aria-checked': String(opt.factor === now) }, opt.label);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      updateSettings({ animationSpeed: opt.factor });
    });
    group.append(b);
  }
  return group;
}
