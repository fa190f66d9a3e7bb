/**
 * A process's CPU time, time spent waiting for a CPU, and resident memory (Linux /proc).
 *
 * On a shared machine wall time alone cannot tell a slow pipeline from a busy neighbour: CPU
 * time (utime + stime of all threads, OCR's worker thread included) and the run-queue wait of
 * the busiest thread (the kernel's schedstat: runnable, but another process had the core) split
 * a phase's wall time into working, waiting for a core, and idle (timers, polling, I/O).
 *
 * Memory: resident set size. The peak is taken two ways: VmRSS sampled every 50 ms, and the
 * kernel's own high-water mark VmHWM, which is reset first (writing 5 to /proc/<pid>/clear_refs,
 * allowed for our own child) so it covers the measured phase only.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

export const rssOf = (pid: number) => statusField(pid, 'VmRSS');

interface Snapshot {
  /** Seconds on a CPU, all threads, dead ones included (clock ticks are 1/100 s on Linux). */
  cpu: number;
  /** Per live thread: nanoseconds on a CPU and runnable-but-waiting (schedstat). */
  threads: Map<string, { cpuNs: number; waitNs: number }>;
}

function snapshot(pid: number | 'self'): Snapshot {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const threads = new Map<string, { cpuNs: number; waitNs: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [cpuNs, waitNs] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      threads.set(tid, { cpuNs: cpuNs ?? 0, waitNs: waitNs ?? 0 });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, threads };
}

/**
 * What a phase cost one process. The busiest thread (most CPU in the phase: the JS thread, or
 * OCR's worker thread) splits the wall time into on a CPU, waiting for one, and idle.
 */
export interface PhaseTimes {
  wall: number;
  /** All threads. */
  cpu: number;
  busiestCpu: number;
  busiestWaitedForCpu: number;
}

/** Starts the clock for `pid`; the returned function stops it. */
export function timePhase(pid: number | 'self'): () => PhaseTimes {
  const before = snapshot(pid);
  const started = performance.now();
  return () => {
    const after = snapshot(pid);
    let busiest = { cpuNs: 0, waitNs: 0 };
    for (const [tid, now] of after.threads) {
      const then = before.threads.get(tid) ?? { cpuNs: 0, waitNs: 0 };
      const delta = { cpuNs: now.cpuNs - then.cpuNs, waitNs: now.waitNs - then.waitNs };
      if (delta.cpuNs > busiest.cpuNs) busiest = delta;
    }
    return { wall: (performance.now() - started) / 1000, cpu: after.cpu - before.cpu, busiestCpu: busiest.cpuNs / 1e9, busiestWaitedForCpu: busiest.waitNs / 1e9 };
  };
}

export interface RssSampler {
  /** Stops sampling (again: the same answer): the peak in bytes and whether the kernel's high-water mark covered only this phase. */
  stop(): { peak: number; sampledPeak: number; hwmReset: boolean };
}

export function sampleRss(pid: number, everyMs = 50): RssSampler {
  let hwmReset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // Not Linux, or not allowed: the samples alone give the peak.
  }
  let sampledPeak = rssOf(pid);
  const timer = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, rssOf(pid));
  }, everyMs);
  let result: ReturnType<RssSampler['stop']> | null = null;
  return {
    stop() {
      if (result) return result;
      clearInterval(timer);
      sampledPeak = Math.max(sampledPeak, rssOf(pid));
      const hwm = hwmReset ? statusField(pid, 'VmHWM') : 0;
      result = { peak: Math.max(sampledPeak, hwm), sampledPeak, hwmReset };
      return result;
    },
  };
}
