/**
 * Answers of a pure function by a text key, remembered: for what a request would otherwise work out again
 * on every call (an address's parsed form, a list address's checked query). Bounded, since callers make
 * up the keys; a full memo starts over rather than tracking which entry is oldest. An answer that throws
 * is not kept.
 */
export class BoundedMemo<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, compute: () => T): T {
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const answer = compute();
    if (this.answers.size >= this.limit) this.answers.clear();
    this.answers.set(key, answer);
    return answer;
  }

  get size(): number {
    return this.answers.size;
  }
}
