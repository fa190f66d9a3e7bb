import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locatePocketsphinx } from '../platform/speech/pocketsphinx-install.js';

/** Where pocketsphinx-testdata puts its LibriVox clips (16 kHz mono WAV), their ids and what is said in them. */
export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

/**
 * Tests of the real speech tools (PocketSphinx with its model and test clips, espeak-ng) need Debian
 * packages. Where CI runs (CI or REQUIRE_SPEECH_TOOLS set) they are required: a missing one fails
 * the test with the package to install, so no test passes by skipping what it claims. On a
 * developer's machine without them the test is reported as skipped, its name saying why.
 */
export const speechToolsRequired = (): boolean => {
  const flag = (value: string | undefined) => Boolean(value) && value !== 'false' && value !== '0';
  return flag(process.env.REQUIRE_SPEECH_TOOLS) || flag(process.env.CI);
};

export interface SpeechTool {
  present: boolean;
  /** Run the test: present, or required (the test then fails with `missing`). */
  run: boolean;
  /** Appended to the test's name when it is skipped. */
  skipNote: string;
  /** Throws what to install when the tool is missing (call it first in the test). */
  assertPresent(): void;
}

function tool(present: boolean, what: string, packages: string): SpeechTool {
  const required = speechToolsRequired();
  return {
    present,
    run: present || required,
    skipNote: present ? '' : ` (skipped: ${what} is not installed here; apt-get install ${packages})`,
    assertPresent() {
      if (!present) throw new Error(`${what} is required where CI or REQUIRE_SPEECH_TOOLS is set, and it is not installed: apt-get install ${packages}`);
    },
  };
}

const LIBRIVOX_PRESENT = existsSync(path.join(LIBRIVOX_DIR, 'transcription'));

/** PocketSphinx, its US-English model and the LibriVox test clips. */
export function pocketsphinxTool(): SpeechTool {
  const present = !('problem' in locatePocketsphinx()) && LIBRIVOX_PRESENT;
  return tool(present, 'PocketSphinx with its model and test clips', 'pocketsphinx pocketsphinx-en-us pocketsphinx-testdata');
}

/** espeak-ng, the speech synthesiser that speaks the demo recording. */
export function espeakTool(): SpeechTool {
  const run = spawnSync('espeak-ng', ['--version'], { stdio: 'ignore', timeout: 10_000 });
  return tool(!run.error && run.status === 0, 'espeak-ng', 'espeak-ng');
}

export interface LibrivoxClip {
  id: string;
  wavPath: string;
  /** What the reader says, from the package's `transcription` file. */
  reference: string;
}

/** The LibriVox clips of pocketsphinx-testdata: lines "<s> words </s> (id)" name each clip's WAV and its words. */
export function librivoxClips(dir = LIBRIVOX_DIR): LibrivoxClip[] {
  return readFileSync(path.join(dir, 'transcription'), 'utf8')
    .split('\n')
    .map((line) => /^<s> (.*) <\/s> \((.+)\)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: m[2] as string, wavPath: path.join(dir, `${m[2] as string}.wav`), reference: m[1] as string }));
}
