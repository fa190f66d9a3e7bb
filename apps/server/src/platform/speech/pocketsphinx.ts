import { spawn } from 'node:child_process';
import type { TranscriptionEngineInfo } from '@app/contract';
import { locatePocketsphinx, type PocketsphinxInstall, type PocketsphinxLocation } from './pocketsphinx-install.js';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';
import { EngineError, type EngineInput, type EngineResult, type TranscriptionEngine } from './types.js';
import { OneAtATime } from './one-at-a-time.js';

export interface PocketsphinxOptions extends PocketsphinxLocation {
  /** Longest wait for one window (TRANSCRIPTION_TIMEOUT_SECONDS); see windowTimeoutSeconds. */
  timeoutSeconds: number;
}

/**
 * Measured with `npm run bench:speech` on the LibriVox clips of pocketsphinx-testdata (read English,
 * clean audio): about 37 % of words wrong. Said on the transcription screen so nobody takes its
 * output for a certified transcript.
 */
export const POCKETSPHINX_ACCURACY =
  'A rough draft: expect about 1 word in 3 wrong (more on names, accents and poor audio). Not a certified transcript: check it against the recording.';

/**
 * The slowest pace allowed, in seconds of waiting per second of audio. The recogniser needs about
 * half a CPU-second per second of audio, but on an overloaded two-core machine (load 20) it was
 * measured at 5 to 6 seconds of waiting per second. A ten-minute window can therefore need far
 * longer than the configured time-out, which was chosen for Whisper servers; the time-out is only
 * there to stop a recogniser that hangs (a cancel stops it at once in any case).
 */
const SLOWEST_REAL_TIME_FACTOR = 8;
const STDERR_LIMIT = 8 * 1024;

/** The time-out for one window: the configured one, or longer when the window needs it at the slowest pace. */
export const windowTimeoutSeconds = (configured: number, durationSeconds: number): number => Math.max(configured, Math.ceil(durationSeconds * SLOWEST_REAL_TIME_FACTOR));

/**
 * PocketSphinx, the CMU offline recogniser that Debian ships with its US-English model
 * (pocketsphinx + pocketsphinx-en-us): no network, no download, no per-minute price, so a firm can
 * transcribe out of the box. Its drafts are rough (about one word in three wrong, against a few in
 * a hundred for Whisper); the screen says so.
 *
 * Each window is one run of `pocketsphinx_continuous -infile <wav> -time yes`: the window pipeline
 * already wrote it as the 16 kHz mono 16-bit WAV the model expects; the recogniser cuts it into
 * utterances at pauses and prints every word with its start, end and posterior. Windows run one at
 * a time (the recogniser keeps a core busy; the server has other work). A cancel or time-out kills
 * the process at once.
 */
export class PocketsphinxEngine implements TranscriptionEngine {
  readonly name = 'pocketsphinx' as const;
  readonly provider = 'pocketsphinx';
  readonly local = true;
  readonly model: string;
  private readonly install: PocketsphinxInstall | null;
  private readonly problem: string | null;
  private readonly line = new OneAtATime();

  constructor(private readonly options: PocketsphinxOptions) {
    const found = locatePocketsphinx(options);
    this.install = 'problem' in found ? null : found;
    this.problem = 'problem' in found ? found.problem : null;
    this.model = this.install?.model ?? 'en-us';
  }

  info(): TranscriptionEngineInfo {
    return {
      engine: 'pocketsphinx',
      description: this.install
        ? `Offline recogniser (PocketSphinx) on this server: ${this.install.binary}, model ${this.install.hmm}`
        : 'Offline recogniser (PocketSphinx), not installed',
      model: this.model,
      available: this.install !== null,
      problem: this.problem,
      accuracy: POCKETSPHINX_ACCURACY,
    };
  }

  transcribe(input: EngineInput): Promise<EngineResult> {
    return this.line.run(() => this.run(input));
  }

  private async run(input: EngineInput): Promise<EngineResult> {
    const install = this.install;
    if (!install) throw new EngineError(this.problem ?? 'PocketSphinx is not available', false);
    if (input.language && input.language !== 'en') {
      throw new EngineError(
        `The offline recogniser (PocketSphinx) only knows US English, and this recording was marked "${input.language}". Transcribe it as English, or ask an administrator for a Whisper engine.`,
        false,
      );
    }
    input.signal.throwIfAborted();
    const seconds = windowTimeoutSeconds(this.options.timeoutSeconds, input.durationSeconds);
    const timeout = AbortSignal.timeout(seconds * 1000);
    const signal = AbortSignal.any([input.signal, timeout]);
    const args = ['-infile', input.wavPath, '-time', 'yes', '-hmm', install.hmm, '-lm', install.lm, '-dict', install.dict];
    try {
      const stdout = await runRecogniser(install.binary, args, signal);
      return { segments: parsePocketsphinxOutput(stdout, input.durationSeconds), language: 'en', model: this.model };
    } catch (error) {
      if (input.signal.aborted) throw input.signal.reason ?? error;
      if (timeout.aborted) {
        throw new EngineError(`The offline recogniser (PocketSphinx) did not finish a window within ${seconds} seconds. Raise TRANSCRIPTION_TIMEOUT_SECONDS or shorten TRANSCRIPTION_WINDOW_SECONDS.`, true);
      }
      if (error instanceof EngineError) throw error;
      throw new EngineError(`The offline recogniser (PocketSphinx) could not be started: ${error instanceof Error ? error.message : String(error)}`, false);
    }
  }

  close(): Promise<void> {
    return this.line.idle();
  }
}

/** Runs the recogniser to the end and returns its stdout; an abort kills it (SIGKILL) and rejects. */
function runRecogniser(binary: string, args: string[], signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
    });
    // The recogniser logs its whole configuration to stderr; only the end says why it failed.
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_LIMIT);
    });
    const onAbort = (): void => {
      child.kill('SIGKILL');
    };
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) reject(signal.reason);
      else if (code === 0) resolve(stdout);
      else reject(new EngineError(`The offline recogniser (PocketSphinx) failed (exit ${code ?? 'by a signal'}): ${lastError(stderr)}`, true));
    });
  });
}

/** The last ERROR line of the recogniser's log, or its last line. */
function lastError(stderr: string): string {
  const lines = stderr.trim().split('\n').filter(Boolean);
  return (lines.filter((l) => l.includes('ERROR')).at(-1) ?? lines.at(-1) ?? 'no detail').trim();
}
