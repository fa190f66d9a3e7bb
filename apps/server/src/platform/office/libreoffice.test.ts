import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { convertWithLibreOffice, LibreOfficeFailedError, LibreOfficeMissingError, LibreOfficeTimeoutError, locateLibreOffice } from './libreoffice.js';

/*
 * The runner against a stand-in "soffice" (a shell script on a PATH of its own): like the real one,
 * it starts a child that does the work (soffice.bin) and writes the converted file into --outdir.
 */
const bin = mkdtempSync(path.join(tmpdir(), 'fake-soffice-'));
const pidFile = path.join(bin, 'child.pid');
const argsFile = path.join(bin, 'args');

function fakeSoffice(body: string) {
  const script = path.join(bin, 'soffice');
  writeFileSync(script, `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\n${body}\n`);
  chmodSync(script, 0o755);
}

/** The stand-in first; the system's own folders after it, for the tools the script runs (mkdir, cp, sleep). */
const PATH_WITH_FAKE = [bin, '/usr/bin', '/bin'].join(path.delimiter);

/** Running (a killed process whose parent is gone may linger as a zombie until init reaps it: that is not running). */
const running = (pid: number) => {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== undefined && state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
};

describe('LibreOffice runner', () => {
  const savedPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = savedPath;
  });
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  it('converts in a temporary directory with a fresh profile, the file always called document.<ext>, and cleans up', async () => {
    // Writes "<target>" for the source named last, into the --outdir given.
    fakeSoffice(`for a; do last="$a"; done\nout=""; prev=""\nfor a; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; done\nmkdir -p "$out" && cp "$last" "$out/document.docx"`);
    process.env.PATH = PATH_WITH_FAKE;
    expect(locateLibreOffice()).toBe(path.join(bin, 'soffice'));
    const out = await convertWithLibreOffice(Buffer.from('legacy bytes'), 'doc', 'docx');
    expect(out.toString()).toBe('legacy bytes');
    const args = readFileSync(argsFile, 'utf8').trim().split('\n');
    expect(args[0]).toMatch(/^-env:UserInstallation=file:\/\/.*office-convert-.*\/profile$/);
    expect(args).toEqual(expect.arrayContaining(['--headless', '--convert-to', 'docx']));
    expect(path.basename(args.at(-1)!)).toBe('document.doc');
    expect(existsSync(path.dirname(args.at(-1)!))).toBe(false); // the temporary directory is gone
  });

  it('reports a run that wrote nothing (a file it could not load) as failed', async () => {
    fakeSoffice('exit 0');
    process.env.PATH = PATH_WITH_FAKE;
    await expect(convertWithLibreOffice(Buffer.from('x'), 'doc', 'docx')).rejects.toBeInstanceOf(LibreOfficeFailedError);
  });

  it.runIf(process.platform === 'linux')('kills a run past its time limit together with the child doing the work', async () => {
    fakeSoffice(`sleep 30 &\necho $! > '${pidFile}'\nwait`);
    process.env.PATH = PATH_WITH_FAKE;
    await expect(convertWithLibreOffice(Buffer.from('x'), 'doc', 'docx', { timeoutMs: 1500 })).rejects.toBeInstanceOf(LibreOfficeTimeoutError);
    const child = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
    expect(running(child)).toBe(false);
  });

  it('says LibreOffice is missing when no soffice is on the PATH', async () => {
    process.env.PATH = path.join(bin, 'empty');
    expect(locateLibreOffice()).toBeNull();
    await expect(convertWithLibreOffice(Buffer.from('x'), 'doc', 'docx')).rejects.toBeInstanceOf(LibreOfficeMissingError);
  });
});
