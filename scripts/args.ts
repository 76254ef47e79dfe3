/** Tiny `--name value` parser for the command-line scripts. */
export function parseArgs(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) out[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) out[name] = argv[++i]!;
    else out[name] = 'true';
  }
  return out;
}

export function intArg(args: Record<string, string>, name: string, fallback: number): number {
  const v = args[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number, not "${v}".`);
  return n;
}
