/**
 * Which keys of a file may have come before, in 4 bytes a key: a set of 32-bit hashes (FNV-1a),
 * open addressing. `add` answers false for a key certainly new; true may be a collision (some
 * hundred in a million keys), so the database confirms what it answers true for.
 */
export class SeenKeys {
  private slots = new Int32Array(1 << 16);
  private count = 0;

  add(key: string): boolean {
    const hash = hashOf(key);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot];
      if (held === hash) return true;
      if (held === 0) {
        this.slots[slot] = hash;
        this.count += 1;
        if (this.count * 2 > this.slots.length) this.grow();
        return false;
      }
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    const mask = this.slots.length - 1;
    for (const hash of old) {
      if (hash === 0) continue;
      let slot = hash & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = hash;
    }
  }
}

/** FNV-1a over the UTF-16 code units, never 0 (0 marks an empty slot). */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0 || 1;
}
