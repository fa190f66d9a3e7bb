/**
 * A small seeded PRNG (sfc32 seeded through splitmix32), so a fuzz run is replayable from its
 * seed. Every request draws from its own stream (`Rng.forRequest(seed, n)`), so request n is the
 * same whatever the order in which concurrent answers came back.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.u32();
  }

  static forRequest(seed: number, index: number): Rng {
    return new Rng((Math.imul(seed >>> 0, 0x27d4eb2d) ^ Math.imul(index + 1, 0x165667b1)) >>> 0);
  }

  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[3, 'a'], [1, 'b']]` gives 'a' three times as often as 'b'. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((sum, [w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [w, value] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[1];
  }

  /** A version-4-shaped UUID drawn from this stream (reproducible, unlike randomUUID). */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () => this.u32().toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[this.u32() % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/** FUZZ_SEED when given (decimal or 0x hex), otherwise a fresh random seed. */
export function seedFromEnv(value = process.env.FUZZ_SEED): number {
  if (value && value.trim() !== '') {
    const parsed = Number(value.trim());
    if (!Number.isFinite(parsed)) throw new Error(`FUZZ_SEED must be a number, got ${value}`);
    return parsed >>> 0;
  }
  return Math.floor(Math.random() * 4294967296) >>> 0;
}
