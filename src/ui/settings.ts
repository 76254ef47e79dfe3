/**
 * The player's settings: sound, animation speed, reduced motion and automatic resolution of
 * steps where only dice decide. Kept in localStorage, so they outlive a reload and a new delve.
 * Scenes read them with `loadSettings()` and follow `settings:changed` on the bus.
 */
import { bus, type Settings } from '../bus';
import { button, el, openPanel, type Panel } from './dom';
import './setup.css';

export const SETTINGS_KEY = 'deathmaze.settings';

export const ANIMATION_SPEEDS = [
  { id: 'slow', label: 'Slow', factor: 2 },
  { id: 'normal', label: 'Normal', factor: 1 },
  { id: 'fast', label: 'Fast', factor: 0.5 },
] as const;

function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}

export function defaultSettings(): Settings {
  return { sound: true, animationSpeed: 1, reducedMotion: prefersReducedMotion(), autoResolve: false };
}

/** The closest of the three speeds the panel offers. */
function knownSpeed(v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return 1;
  let best: number = ANIMATION_SPEEDS[1].factor;
  for (const s of ANIMATION_SPEEDS) if (Math.abs(Math.log(s.factor / Math.max(0.01, v))) < Math.abs(Math.log(best / Math.max(0.01, v)))) best = s.factor;
  return best;
}

/** The saved settings, or the defaults for anything missing or damaged. */
export function loadSettings(): Settings {
  const base = defaultSettings();
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(SETTINGS_KEY);
  } catch {
    return base; // storage blocked (private mode): the defaults hold for this visit
  }
  if (!raw) return base;
  try {
    const saved = JSON.parse(raw) as Partial<Record<keyof Settings, unknown>> | null;
    if (!saved || typeof saved !== 'object') return base;
    return {
      sound: typeof saved.sound === 'boolean' ? saved.sound : base.sound,
      animationSpeed: saved.animationSpeed === undefined ? base.animationSpeed : knownSpeed(saved.animationSpeed),
      reducedMotion: typeof saved.reducedMotion === 'boolean' ? saved.reducedMotion : base.reducedMotion,
      autoResolve: typeof saved.autoResolve === 'boolean' ? saved.autoResolve : base.autoResolve,
    };
  } catch {
    return base;
  }
}

/** Saves the settings and tells every scene. */
export function saveSettings(settings: Settings): void {
  try {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // storage full or blocked: the change still applies until the page closes
  }
  bus.emit('settings:changed', { ...settings });
}

/** Changes some settings, saves them and announces the result. */
export function updateSettings(change: Partial<Settings>): Settings {
  const next = { ...loadSettings(), ...change };
  saveSettings(next);
  return next;
}

/** Multiplies a tween's duration by the chosen speed; 0 with reduced motion. */
export function animationDuration(ms: number, settings: Settings = loadSettings()): number {
  return settings.reducedMotion ? 0 : Math.round(ms * settings.animationSpeed);
}

function toggleRow(id: string, label: string, hint: string, checked: boolean, onChange: (on: boolean) => void): HTMLElement {
  const input = el('input', { type: 'checkbox', id: `setting-${id}`, 'data-testid': `setting-${id}-input`, class: 'switch-input' });
  input.checked = checked;
  input.addEventListener('change', () => onChange(input.checked));
  return el(
    'label',
    { class: 'setting-row', for: `setting-${id}`, 'data-testid': `setting-${id}` },
    el('span', { class: 'setting-text' }, el('span', { class: 'setting-label' }, label), el('span', { class: 'setting-hint' }, hint)),
    input,
    el('span', { class: 'switch', 'aria-hidden': 'true' }),
  );
}

let shown: Panel | null = null;

/**
 * The settings panel over whatever is on screen. Every change is saved at once. During a delve
 * (`inGame`) it also offers to keep the delve in a slot of its own, and the way back to the title
 * (the delve stays autosaved for Continue).
 */
export function openSettingsPanel(opts: { inGame?: boolean } = {}): Panel {
  const s = loadSettings();
  const panel = openPanel('settings-panel', 'Settings', { onClose: () => (shown = null) });
  shown = panel;
  panel.root.classList.add('settings-panel');

  const speed = el('div', { class: 'segmented', role: 'radiogroup', 'aria-label': 'Animation speed' });
  const speedButtons = ANIMATION_SPEEDS.map((opt) => {
    const b = el('button', { type: 'button', class: 'btn segment', role: 'radio', 'data-testid': `setting-speed-${opt.id}` }, opt.label);
    b.addEventListener('click', () => {
      updateSettings({ animationSpeed: opt.factor });
      for (const other of speedButtons) other.setAttribute('aria-checked', String(other === b));
    });
    b.setAttribute('aria-checked', String(knownSpeed(s.animationSpeed) === opt.factor));
    speed.append(b);
    return b;
  });

  panel.body.append(
    toggleRow('sound', 'Sound', 'Chits, dice, blows, doors and traps', s.sound, (on) => updateSettings({ sound: on })),
    el(
      'div',
      { class: 'setting-row setting-row-stacked' },
      el('span', { class: 'setting-text' }, el('span', { class: 'setting-label' }, 'Animation speed'), el('span', { class: 'setting-hint' }, 'How fast dice land and counters move')),
      speed,
    ),
    toggleRow('reduced-motion', 'Reduced motion', 'Only the movement needed to see what changed', s.reducedMotion, (on) => updateSettings({ reducedMotion: on })),
    toggleRow('auto-resolve', 'Resolve dice-only steps', 'A step with nothing to choose (a chit that fits one way only) plays itself', s.autoResolve, (on) => updateSettings({ autoResolve: on })),
    el(
      'div',
      { class: 'setting-actions' },
      opts.inGame
        ? button(
            'Save to a slot…',
            () => {
              panel.close();
              bus.emit('ui:open', 'save-slot');
            },
            { testId: 'settings-save-slot', title: 'Keep this delve as it stands in a slot of its own (the autosave goes on)' },
          )
        : null,
      opts.inGame
        ? button(
            'To the title',
            () => {
              panel.close();
              bus.emit('intent:title');
            },
            { testId: 'settings-title', title: 'Leave the table for the title: the delve stays autosaved, and Continue picks it up where it stands' },
          )
        : null,
      button('Done', () => panel.close(), { kind: 'primary', testId: 'settings-done' }),
    ),
  );
  panel.root.querySelector<HTMLElement>('input, button.segment')?.focus({ preventScroll: true });
  return panel;
}

export function closeSettingsPanel(): void {
  shown?.close();
}

// Any scene may ask for the panel with bus.emit('ui:open', 'settings').
bus.on('ui:open', (which) => {
  if (which === 'settings') openSettingsPanel({ inGame: true });
});
