/** Order statistics for the benchmarks' samples. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
export const median = (xs: readonly number[]): number => quantile(xs, 0.5);
export const p95 = (xs: readonly number[]): number => quantile(xs, 0.95);
