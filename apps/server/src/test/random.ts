import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * The seed of a run that uses randomness: the integer in the environment variable `variable` when
 * it is set (to replay a failed run), else a new one. Tests print it, so any run can be replayed.
 */
export function seedFrom(variable: string): number {
  const given = process.env[variable]?.trim();
  if (!given) return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`${variable} must be a whole number, not "${given}"`);
  return seed;
}

/** Random choices that the same seed repeats. */
export class SeededRandom {
  private constructor(private readonly generator: JumpableRandomGenerator) {}

  static from(seed: number): SeededRandom {
    return new SeededRandom(xoroshiro128plus(seed));
  }

  /** A whole number from `from` to `to`, both included. */
  int(from: number, to: number): number {
    return uniformInt(this.generator, from, to);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[this.int(0, items.length - 1)]!;
  }

  /** True in about `share` (0 to 1) of the calls. */
  chance(share: number): boolean {
    return this.int(0, 9999) < share * 10_000;
  }

  /**
   * A stream of its own for one of several actors running at once: what each draws then no longer
   * depends on how their turns interleave.
   */
  fork(): SeededRandom {
    const child = this.generator.clone();
    this.generator.jump();
    return new SeededRandom(child);
  }
}
