// Where a CPU profile of a bundled script (scripts/run.mjs --profile) spent its time, by source
// file and function: the bundle's `// src/...` module comments tell which file each line came from.
import { readFileSync } from 'node:fs';

/** Line ranges of the bundle, each with the source file it came from. */
function moduleLines(bundle) {
  const starts = [];
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const m = /^\/\/ ((?:src|scripts|test|node_modules)\/\S+)$/.exec(text);
      if (m) starts.push({ line: i, file: m[1] });
    });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    if (hi < 0 || line < starts[0].line) return '(bundle)';
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid].line <= line) lo = mid;
      else hi = mid - 1;
    }
    return starts[lo].file.replace(/^node_modules\/([^/]+)\/.*/, '$1');
  };
}

/**
 * Prints the top `top` functions by self time and by total time (the function and what it
 * calls, counted once per sample however deep it recurs), as shares of the profiled time; and,
 * given `focus` (function names), each sample charged to the chain of them on its stack
 * (outermost first, e.g. "playSensibly > legalActions"): how a loop that calls them splits.
 */
export function summarize(profilePath, bundle, { top = 20, focus = [] } = {}) {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const fileOf = moduleLines(bundle);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (n) => {
    const f = n.callFrame;
    if (!f.url) return f.functionName || '(anonymous)';
    const inBundle = f.url.endsWith(bundle.split('/').pop());
    // the bundle's own top level: the entry script's code outside any function
    if (inBundle && f.lineNumber === 0 && !f.functionName) return '(the script, top level)';
    const file = inBundle ? fileOf(f.lineNumber) : f.url.replace(/^.*node_modules\//, '');
    return `${file}:${f.functionName || '(anonymous)'}`;
  };
  const self = new Map();
  const total = new Map();
  const outermost = new Map();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    all += dt;
    const key = nameOf(node);
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set();
    const chain = [];
    for (let n = node; n; n = byId.get(parent.get(n.id))) {
      const k = nameOf(n);
      if (focus.includes(n.callFrame.functionName) && chain[0] !== k) chain.unshift(k);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
    const charged = chain.length > 0 ? chain.join(' > ') : node.callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : '(elsewhere)';
    outermost.set(charged, (outermost.get(charged) ?? 0) + dt);
  });
  const pct = (x) => `${((100 * x) / all).toFixed(1).padStart(5)}%`;
  const list = (m, skip) =>
    [...m.entries()]
      .filter(([k]) => !skip(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${pct(v)}  ${k}`)
      .join('\n');
  console.log(`profile: ${(all / 1e6).toFixed(2)} s of samples (${profilePath})`);
  console.log(`self time, top ${top}:\n${list(self, () => false)}`);
  const outer = (k) => k.startsWith('(') || k.startsWith('node:') || /:\(anonymous\)$/.test(k) || /:evaluate$|^evaluate$/.test(k);
  console.log(`total time (with callees), top ${top}:\n${list(total, outer)}`);
  if (focus.length > 0) console.log(`each sample charged to the chain of ${focus.join(', ')} on its stack:\n${list(outermost, () => false)}`);
}
