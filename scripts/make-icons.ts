/**
 * Renders the app's PNG icons from public/icon.svg with headless Chromium (playwright-core),
 * into public/icons/. Run by hand after changing the SVG (`npm run icons`), and commit the PNGs:
 * the build only copies them.
 *
 *   icon-192.png, icon-512.png      "any": the rounded tile, transparent corners
 *   maskable-192.png, maskable-512.png  "maskable": full-bleed table, the doorway shrunk into
 *                                   the safe circle (the middle 80%) that every mask keeps
 *   apple-touch-icon.png (180)      iOS: no transparency (it would turn black), iOS rounds it
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface IconSpec {
  file: string;
  size: number;
  /** Full-bleed square tile (no rounded corners). */
  square: boolean;
  /** Scale of the motif about the centre. */
  motif: number;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, square: false, motif: 1 },
  { file: 'icon-512.png', size: 512, square: false, motif: 1 },
  // The safe circle has radius 0.4 x size; the motif's corners sit 0.53 x size from the centre
  // at scale 1, so 0.74 brings them inside it.
  { file: 'maskable-192.png', size: 192, square: true, motif: 0.74 },
  { file: 'maskable-512.png', size: 512, square: true, motif: 0.74 },
  { file: 'apple-touch-icon.png', size: 180, square: true, motif: 0.88 },
];

/** The SVG text for one icon: the tile squared off and the motif scaled about (256, 256). */
export function variant(svg: string, spec: IconSpec): string {
  let out = svg.replace(/width="512" height="512"/, `width="${spec.size}" height="${spec.size}"`);
  if (spec.square) out = out.replace(/(<rect id="tile"[^>]*?) rx="\d+"/, '$1 rx="0"');
  if (spec.motif !== 1) {
    const shift = 256 * (1 - spec.motif);
    out = out.replace('<g id="motif">', `<g id="motif" transform="translate(${shift} ${shift}) scale(${spec.motif})">`);
  }
  return out;
}

async function main(): Promise<void> {
  const root = process.cwd();
  const svg = await readFile(path.join(root, 'public/icon.svg'), 'utf8');
  const outDir = path.join(root, 'public/icons');
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const spec of ICONS) {
      await page.setViewportSize({ width: spec.size, height: spec.size });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${variant(svg, spec)}</body></html>`);
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      await writeFile(path.join(outDir, spec.file), png);
      console.log(`public/icons/${spec.file}: ${spec.size}x${spec.size}, ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
