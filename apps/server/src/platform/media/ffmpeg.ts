import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';

/**
 * The ffmpeg and ffprobe binaries come from npm (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe):
 * static builds, so the server needs no system package. FFMPEG_PATH / FFPROBE_PATH override them
 * (a newer system build, say).
 */
const require = createRequire(import.meta.url);
export const ffmpegPath: string = process.env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
export const ffprobePath: string = process.env.FFPROBE_PATH ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path;

/** Only the end of stderr is kept: ffmpeg can write a line per frame, and the last lines say why it failed. */
const STDERR_LIMIT = 16 * 1024;

export interface ToolProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** The tail of what the tool wrote to stderr so far. */
  stderr(): string;
  /** Resolves when the process exited with code 0; rejects with ToolExitError, or the signal's reason when aborted. */
  done: Promise<void>;
}

export class ToolExitError extends Error {
  constructor(
    readonly tool: string,
    readonly code: number | null,
    readonly stderrText: string,
  ) {
    super(`${tool} exited with ${code ?? 'a signal'}: ${stderrText.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'ToolExitError';
  }
}

/** An AbortError like fetch's, for a signal aborted without a reason. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError');
}

/**
 * Starts ffmpeg or ffprobe with stdout as a stream. An abort kills the process (SIGKILL: ffmpeg may
 * ignore SIGTERM while blocked on a full pipe) and `done` rejects with the signal's reason; an
 * already aborted signal throws at once.
 */
export function spawnTool(binary: string, args: string[], signal?: AbortSignal): ToolProcess {
  const name = binary === ffprobePath ? 'ffprobe' : 'ffmpeg';
  signal?.throwIfAborted();
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
  let stderrText = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderrText += chunk;
    if (stderrText.length > STDERR_LIMIT * 2) stderrText = stderrText.slice(-STDERR_LIMIT);
  });
  const onAbort = (): void => {
    child.kill('SIGKILL');
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(signal?.aborted ? abortReason(signal) : error);
    });
    child.once('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(abortReason(signal));
      else if (code === 0) resolve();
      else reject(new ToolExitError(name, code, stderrText.slice(-STDERR_LIMIT)));
    });
  });
  // A caller that awaits something else first must not see an unhandled rejection.
  done.catch(() => undefined);
  return { child, stderr: () => stderrText.slice(-STDERR_LIMIT), done };
}

/** Runs a tool to completion and returns its stdout (small outputs only: ffprobe's JSON). */
export async function runTool(binary: string, args: string[], signal?: AbortSignal): Promise<{ stdout: string; stderr: string }> {
  const tool = spawnTool(binary, args, signal);
  let stdout = '';
  tool.child.stdout.setEncoding('utf8');
  tool.child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
  });
  await tool.done;
  return { stdout, stderr: tool.stderr() };
}

/** ffmpeg's options every call shares: no stdin, no banner, errors only on stderr. */
export const FFMPEG_QUIET = ['-nostdin', '-hide_banner', '-loglevel', 'error'];
