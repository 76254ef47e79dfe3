/**
 * The rules reference panel: every case of the rules in our own words (rulesText.ts), with the
 * tables drawn from the rules data, a filter box, and a table of contents by section.
 * `openRules('5.27')` opens it at a case; the log's rule numbers use it. Opened with no case it
 * starts at an overview (how a delve is won, a turn in short, the chapters), not in a table.
 */
import './panels.css';
import { button, el, openPanel, type Panel } from './dom';
import { winConditionText } from './goalText';
import { openShortcuts } from './shortcutSheet';
import { findRule, ruleEntries, ruleSections, ruleTables, searchRules, sectionOf, type RuleEntry, type RuleTable } from './rulesText';

const PANEL_ID = 'rules-panel';

interface RulesView {
  panel: Panel;
  filter: HTMLInputElement;
  list: HTMLElement;
  none: HTMLElement;
  entries: Map<string, HTMLElement>;
}

let view: RulesView | null = null;

function isRulesOpen(): boolean {
  return view !== null && view.panel.root.isConnected;
}

const entryId = (c: string): string => `rule-${c.replace('.', '-')}`;

/** Text with its case references ("see 9.42", "(8.7)") turned into links within the reference. */
function linkedText(text: string, own: string): (Node | string)[] {
  const out: (Node | string)[] = [];
  const re = /\b(\d{1,2}\.\d{1,2})\b/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const c = m[1]!;
    const target = findRule(c);
    if (!target || c === own || /\d[–-]$/.test(text.slice(0, m.index))) continue;
    out.push(text.slice(last, m.index));
    const a = el('a', { href: `#${entryId(target.case)}`, class: 'rule-link', 'data-case': target.case }, c);
    a.addEventListener('click', (e) => {
      e.preventDefault();
      openRules(target.case);
    });
    out.push(a);
    last = m.index + c.length;
  }
  out.push(text.slice(last));
  return out;
}

function tableFor(t: RuleTable): HTMLElement {
  const head = el('tr', {}, ...t.head.map((h) => el('th', { scope: 'col' }, h)));
  const body = el('tbody', {}, ...t.rows.map((r) => el('tr', {}, ...r.map((c, i) => (i === 0 ? el('th', { scope: 'row' }, c) : el('td', {}, c))))));
  const table = el('table', { class: 'rule-table', 'data-table': t.id }, el('caption', {}, t.title), el('thead', {}, head), body);
  return el('div', { class: 'rule-table-wrap' }, table, t.note ? el('p', { class: 'rule-note' }, t.note) : null);
}

function entryFor(e: RuleEntry): HTMLElement {
  const tables = ruleTables();
  const isSection = e.case.endsWith('.0');
  const title = el(
    isSection ? 'h3' : 'h4',
    { class: 'rule-title' },
    el('span', { class: 'rule-case' }, e.case),
    ' ',
    e.title,
    e.advanced ? el('span', { class: 'rule-badge' }, 'Advanced') : null,
  );
  return el(
    'article',
    { class: `rule-entry${isSection ? ' rule-section' : ''}${e.advanced ? ' rule-advanced' : ''}`, id: entryId(e.case), 'data-case': e.case, 'data-testid': 'rule-entry' },
    title,
    el('p', { class: 'rule-text' }, ...linkedText(e.text, e.case)),
    ...(e.tables ?? []).flatMap((id) => (tables[id] ? [tableFor(tables[id])] : [])),
  );
}

/** A button that opens the reference at a chapter ("8 Combat"), for the chips' row and the overview's list alike. */
function chapterButton(s: (typeof ruleSections)[number], testIdPrefix: string): HTMLButtonElement {
  const n = s.case.replace('.0', '');
  return button(`${n} ${s.title}`, () => openRules(s.case), { testId: `${testIdPrefix}-${n}`, title: `Go to ${s.case} ${s.title}` });
}

/** Where the reference opens: how a delve is won, a turn in short, and every chapter. */
function overview(): HTMLElement {
  const turn =
    'A turn in short: the party stands on one segment of the maze. Step through an open side or a door into the unknown and a chit is drawn for you to lay there (5.0); a door may be trapped (10.0), and a room may hold a fountain, a statue or a trap door (6.0). Monsters may be waiting, or wander in: talk with them or fight (7.0, 8.0), then take what they guarded (9.0). When the party has what it came for, walk it back out the way it came in (4.0).';
  return el(
    'section',
    { class: 'rules-overview', 'data-testid': 'rules-overview', 'aria-label': 'Overview' },
    el('h3', { class: 'rule-title' }, 'Overview'),
    el('p', { class: 'rules-goal', 'data-testid': 'rules-goal' }, el('strong', {}, 'To win: '), winConditionText()),
    el('p', { class: 'rule-text' }, ...linkedText(turn, '')),
    el(
      'p',
      { class: 'rules-intro' },
      'Below, the rules of the Basic Game case by case, in our own words, with the tables the game plays by. Tap any case number in the log, or here, to come straight to it.',
    ),
    el('p', { class: 'rules-intro' }, 'Playing with a keyboard? ', button('Every key (?)', () => openShortcuts(), { testId: 'rules-keys', title: 'The keys the game answers, and where' })),
    el(
      'ol',
      { class: 'rules-contents', 'aria-label': 'Chapters' },
      ...ruleSections.map((s) => el('li', {}, chapterButton(s, 'rules-contents'))),
    ),
  );
}

/**
 * The chapter chips in a row that scrolls sideways, with a button at each end while there is
 * more that way (a wheel or a trackpad is not everyone's, and a cut chip alone says little).
 */
function chapterBar(toc: HTMLElement): HTMLElement {
  const by = (sign: number) => () => toc.scrollBy({ left: sign * Math.max(120, toc.clientWidth * 0.8), behavior: 'smooth' });
  const back = button('‹', by(-1), { testId: 'rules-toc-back', title: 'Earlier chapters' });
  const more = button('›', by(1), { testId: 'rules-toc-more', title: 'More chapters' });
  back.setAttribute('aria-label', 'Earlier chapters');
  more.setAttribute('aria-label', 'More chapters');
  back.classList.add('rules-toc-step');
  more.classList.add('rules-toc-step');
  const bar = el('div', { class: 'rules-toc-bar', 'data-testid': 'rules-toc-bar' }, back, toc, more);
  const update = (): void => {
    const left = toc.scrollLeft > 1;
    const right = toc.scrollLeft < toc.scrollWidth - toc.clientWidth - 1;
    back.hidden = !left;
    more.hidden = !right;
    bar.dataset.more = String(right);
    bar.dataset.back = String(left);
  };
  toc.addEventListener('scroll', update, { passive: true });
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(update).observe(toc);
  requestAnimationFrame(update);
  return bar;
}

function applyFilter(v: RulesView): void {
  const q = v.filter.value.trim();
  const shown = new Set(searchRules(q).map((e) => e.case));
  for (const [c, node] of v.entries) node.hidden = !shown.has(c);
  v.none.hidden = shown.size > 0;
}

function build(): RulesView {
  const panel = openPanel(PANEL_ID, 'Rules reference', {
    wide: true,
    onClose: () => {
      if (view?.panel === panel) view = null;
    },
  });
  panel.root.classList.add('dm-panel', 'dm-tall', 'rules-panel');
  const filter = el('input', {
    type: 'search',
    class: 'rules-filter',
    placeholder: 'Search, or a case like 8.43',
    'aria-label': 'Search the rules',
    'data-testid': 'rules-filter',
    enterkeyhint: 'search',
    autocomplete: 'off',
  });
  const list = el('div', { class: 'rules-list', 'data-testid': 'rules-list' });
  const none = el('p', { class: 'rules-none' }, 'No rule matches that search.');
  none.hidden = true;
  const toc = el(
    'nav',
    { class: 'rules-toc', 'aria-label': 'Sections' },
    ...ruleSections.map((s) => chapterButton(s, 'rules-toc')),
  );
  const chapters = chapterBar(toc);
  const entries = new Map<string, HTMLElement>();
  for (const e of ruleEntries) {
    const node = entryFor(e);
    entries.set(e.case, node);
    list.append(node);
  }
  list.append(none);
  list.prepend(overview());
  panel.body.append(filter, chapters, list);
  const v: RulesView = { panel, filter, list, none, entries };
  filter.addEventListener('input', () => {
    applyFilter(v);
    list.scrollTop = 0;
  });
  // Keys typed in the box are for the box, not the table's shortcuts.
  filter.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      // First Esc clears the search; with the box empty it goes on to the overlay's stack
      // (dismiss.ts), which closes the panel on top: the reference, unless something is over it.
      if (!filter.value || e.isComposing) return;
      filter.value = '';
      applyFilter(v);
      e.preventDefault();
    }
    e.stopPropagation();
  });
  return v;
}

/**
 * Opens the rules reference, at `caseNumber` when given (or the nearest entry above it, e.g.
 * "8.48" → 8.4), highlighted and scrolled into view.
 */
export function openRules(caseNumber?: string): void {
  if (!isRulesOpen()) view = build();
  const v = view!;
  v.panel.raise();
  for (const node of v.list.querySelectorAll('.rule-target')) node.classList.remove('rule-target');
  if (!caseNumber) {
    // A phone would throw its keyboard over the page; a desktop can type straight away.
    if (window.matchMedia?.('(pointer: fine)').matches) v.filter.focus({ preventScroll: true });
    return;
  }
  const entry = findRule(caseNumber) ?? findRule(sectionOf(caseNumber));
  const node = entry ? v.entries.get(entry.case) : undefined;
  if (!node) return;
  if (node.hidden) {
    v.filter.value = '';
    applyFilter(v);
  }
  node.classList.add('rule-target');
  v.panel.root.dataset.openCase = entry!.case;
  // The list scrolls, not the page: put the entry at its top.
  v.list.scrollTop += node.getBoundingClientRect().top - v.list.getBoundingClientRect().top - 8;
}

function closeRules(): void {
  if (isRulesOpen()) view!.panel.close();
  view = null;
}

export function toggleRules(): void {
  if (isRulesOpen()) closeRules();
  else openRules();
}
