import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_DURATION_MS, flashStore, showFlash } from './flash';

beforeEach(() => {
  vi.useFakeTimers();
  flashStore.set([]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('flash messages', () => {
  it('show for 3000 ms, each on its own clock', () => {
    expect(FLASH_DURATION_MS).toBe(3000);
    showFlash('success', 'Saved');
    vi.advanceTimersByTime(1000);
    showFlash('error', 'Something went wrong, please try again');
    vi.advanceTimersByTime(1999);
    expect(flashStore.get().map((message) => message.text)).toEqual(['Saved', 'Something went wrong, please try again']);
    vi.advanceTimersByTime(1);
    expect(flashStore.get().map((message) => message.text)).toEqual(['Something went wrong, please try again']);
    vi.advanceTimersByTime(1000);
    expect(flashStore.get()).toEqual([]);
  });
});
