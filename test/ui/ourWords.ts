/**
 * The check that our words are our own: a text shares no run of 8 consecutive words with the
 * Deathmaze rulebook's transcription (../shared/rules, beside the repository; absent on CI, where
 * the checks skip and say so).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RULEBOOK = path.resolve(repoRoot, '../shared/rules/deathmaze-rulebook.txt');
export const haveRulebook = existsSync(RULEBOOK);

/** Lower-case words, punctuation dropped ("party's" → "partys"), so a copied sentence cannot hide behind a comma. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export const RUN = 8;
export function runs(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + RUN <= ws.length; i++) out.push(ws.slice(i, i + RUN).join(' '));
  return out;
}

/** Every run of 8 words of the rulebook (an empty set without it). */
export function rulebookRuns(): Set<string> {
  return haveRulebook ? new Set(runs(words(readFileSync(RULEBOOK, 'utf8')))) : new Set();
}
