/**
 * The most of `times` (epoch ms) inside any sliding 1 s window, as the fake Discord counts
 * its global limit: the window (t − 1000, t].
 */
export function mostInOneSecond(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while ((sorted[i] as number) - (sorted[j] as number) >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}
