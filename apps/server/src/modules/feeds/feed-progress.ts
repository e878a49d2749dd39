import type { FeedProgress } from '../../feeds/feed-import';

const BAR_WIDTH = 30;
const REDRAW_MS = 100;
/** Without a terminal (CI, a log file), a line at each quarter of each pass and no more. */
const PLAIN_STEPS = 4;

export interface ProgressDisplay {
  readonly show: (progress: FeedProgress) => void;
  /** Clears the bar so the summary starts on a clean line. */
  readonly end: () => void;
}

function percentOf(progress: FeedProgress): number {
  return progress.totalBytes === 0 ? 100 : Math.min(100, Math.floor((progress.bytesRead / progress.totalBytes) * 100));
}

/** Shows an import's progress on `out`: a bar redrawn in place on a terminal, a few plain lines otherwise. */
export function createProgressDisplay(out: NodeJS.WriteStream, now: () => number = Date.now): ProgressDisplay {
  let lastDrawn = 0;
  let drawn = false;
  const plainStepsShown = new Map<FeedProgress['phase'], number>();
  if (out.isTTY) {
    return {
      show(progress) {
        if (now() - lastDrawn < REDRAW_MS && progress.bytesRead < progress.totalBytes) return;
        lastDrawn = now();
        drawn = true;
        const percent = percentOf(progress);
        const filled = Math.round((percent / 100) * BAR_WIDTH);
        const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
        out.write(
          `\r${progress.phase.padEnd(9)} [${bar}] ${String(percent).padStart(3)}%  ${progress.rowsRead.toLocaleString('en-US')} rows`,
        );
      },
      end() {
        if (drawn) out.write('\r\u001b[2K');
      },
    };
  }
  return {
    show(progress) {
      const step = Math.floor((percentOf(progress) / 100) * PLAIN_STEPS);
      if (step === 0 || step <= (plainStepsShown.get(progress.phase) ?? 0)) return;
      plainStepsShown.set(progress.phase, step);
      out.write(`${progress.phase}: ${percentOf(progress)}% (${progress.rowsRead} rows)\n`);
    },
    end() {},
  };
}
