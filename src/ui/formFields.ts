/**
 * The setup forms' small pieces: a labelled select, and an engine refusal shown with its rule case.
 */
import { el } from './dom';

/** The rule case and the sentence of an engine refusal. */
export function splitRule(message: string): { rule: string; text: string } {
  const m = /^(\d+(?:\.\d+)*):\s*(.*)$/s.exec(message);
  return m ? { rule: m[1]!, text: m[2]! } : { rule: '', text: message };
}

export function ruleNote(message: string, testId: string): HTMLElement {
  const { rule, text } = splitRule(message);
  return el('div', { class: 'rule-note', role: 'alert', 'data-testid': testId }, rule ? el('strong', { class: 'mo-rule' }, rule) : null, ' ', text);
}

export function select<T extends string | number>(testId: string, label: string, options: { value: T; label: string }[], current: T, onChange: (v: T) => void, cls = ''): HTMLElement {
  const s = el('select', { 'data-testid': testId, 'aria-label': label });
  for (const o of options) {
    const opt = el('option', { value: String(o.value) }, o.label);
    if (o.value === current) opt.selected = true;
    s.append(opt);
  }
  s.addEventListener('change', () => {
    const picked = options[s.selectedIndex];
    if (picked) onChange(picked.value);
  });
  return el('label', { class: `field ${cls}`.trim() }, el('span', { class: 'field-label' }, label), s);
}
