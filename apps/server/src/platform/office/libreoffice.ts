import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OneAtATime } from '../speech/one-at-a-time.js';

/*
 * LibreOffice, run headless, turns the Office 97-2003 formats (and RTF) into their Office Open XML
 * successors, which the document readers already read. Re-saving evidence by hand alters it and
 * breaks its family, so the server converts a copy instead: the uploaded file is never touched.
 *
 * Each run gets its own temporary directory and a fresh LibreOffice profile inside it
 * (-env:UserInstallation), so runs never share state and a crashed run leaves nothing behind; the
 * file inside is always called "document.<ext>", so no uploaded name reaches the command line
 * (which is an argument list, never a shell string). Runs go one at a time: LibreOffice uses a core
 * and a few hundred MB while it converts, and a second instance would only slow both. A run past
 * its time limit is killed with its whole process group (soffice starts soffice.bin as a child).
 */

/** What LibreOffice writes: the readers' formats, (for tests' fixtures) the legacy ones, and PDF (a production's faithful images). */
export type OfficeTarget = 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'ppt' | 'rtf' | 'pdf';

/** What to install when LibreOffice is missing (Debian or Ubuntu package names). */
export const LIBREOFFICE_PACKAGES = 'libreoffice-core-nogui libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui';

/** A conversion LibreOffice has not finished in this long is given up (a pathological file must not hold the line). */
export const LIBREOFFICE_TIMEOUT_MS = 180_000;

export class LibreOfficeMissingError extends Error {}
export class LibreOfficeTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`LibreOffice did not finish converting the file within ${Math.round(timeoutMs / 1000)} seconds and was stopped.`);
  }
}
/** LibreOffice ran but wrote no converted file (damaged, password-protected, or a filter not installed). */
export class LibreOfficeFailedError extends Error {}

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The soffice binary (soffice or libreoffice on PATH), or null when LibreOffice is not installed. */
export function locateLibreOffice(env: NodeJS.ProcessEnv = process.env): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

const line = new OneAtATime();

export interface ConvertOptions {
  timeoutMs?: number;
  /** Aborting (the document's own time limit) kills the run. */
  signal?: AbortSignal;
  /** LibreOffice's import filter, when its guess is not the one wanted (e.g. "HTML (StarWriter)": HTML laid out on printed pages, not as a web page). */
  inputFilter?: string;
}

/**
 * `input` (a file of type `inputExt`, e.g. "doc") converted to `target`, as bytes. Throws
 * LibreOfficeMissingError, LibreOfficeTimeoutError, LibreOfficeFailedError, or the signal's reason.
 */
export function convertWithLibreOffice(input: Buffer, inputExt: string, target: OfficeTarget, options: ConvertOptions = {}): Promise<Buffer> {
  const binary = locateLibreOffice();
  if (!binary) return Promise.reject(new LibreOfficeMissingError(`LibreOffice is not installed (apt-get install ${LIBREOFFICE_PACKAGES}).`));
  if (!/^[a-z0-9]{1,5}$/.test(inputExt)) return Promise.reject(new Error(`not an extension: ${inputExt}`));
  return line.run(() => convertNow(binary, input, inputExt, target, options));
}

async function convertNow(binary: string, input: Buffer, inputExt: string, target: OfficeTarget, options: ConvertOptions): Promise<Buffer> {
  options.signal?.throwIfAborted();
  const dir = await mkdtemp(path.join(tmpdir(), 'office-convert-'));
  try {
    const source = path.join(dir, `document.${inputExt}`);
    const outDir = path.join(dir, 'out');
    await writeFile(source, input, { mode: 0o600 });
    const args = [
      `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
      '--headless',
      '--invisible',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      ...(options.inputFilter ? [`--infilter=${options.inputFilter}`] : []),
      '--convert-to',
      target,
      '--outdir',
      outDir,
      source,
    ];
    await run(binary, args, dir, options.timeoutMs ?? LIBREOFFICE_TIMEOUT_MS, options.signal);
    const written = await readdir(outDir).catch(() => [] as string[]);
    const output = written.find((name) => name === `document.${target}`);
    if (!output) throw new LibreOfficeFailedError('LibreOffice could not convert the file.');
    return await readFile(path.join(outDir, output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(binary: string, args: string[], home: string, timeoutMs: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that a kill reaches soffice.bin too; HOME in the temporary
    // directory, so nothing is written to the server account's home.
    const child = spawn(binary, args, { stdio: 'ignore', detached: true, env: { ...process.env, HOME: home }, windowsHide: true });
    let settled = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group is gone already
      }
    };
    const finish = (err?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => {
      killGroup();
      finish(new LibreOfficeTimeoutError(timeoutMs));
    }, timeoutMs);
    const onAbort = () => {
      killGroup();
      finish(signal?.reason ?? new DOMException('The operation was aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (err) => finish(new LibreOfficeMissingError(`LibreOffice could not be started: ${err.message}`)));
    // Exit codes are not reliable (0 after a failed load): the caller judges by the output file.
    child.once('exit', () => finish());
  });
}
