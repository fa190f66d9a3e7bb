import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where Debian's pocketsphinx-en-us package puts the CMU US-English acoustic model, language model and dictionary. */
export const DEBIAN_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** The recogniser that reads a whole file and prints word timings (Debian's pocketsphinx package). */
export const POCKETSPHINX_BINARY = 'pocketsphinx_continuous';

export interface PocketsphinxInstall {
  binary: string;
  /** The acoustic model directory (-hmm). */
  hmm: string;
  /** The language model (-lm). */
  lm: string;
  /** The pronunciation dictionary (-dict). */
  dict: string;
  /** What the usage rows and the screen call the model: the model directory's name ("en-us"). */
  model: string;
}

export interface PocketsphinxLocation {
  /** TRANSCRIPTION_POCKETSPHINX_BINARY, or undefined to look for pocketsphinx_continuous on PATH. */
  binary?: string | undefined;
  /** TRANSCRIPTION_POCKETSPHINX_MODEL_DIR, or undefined for Debian's pocketsphinx-en-us. */
  modelDir?: string | undefined;
  /** The PATH to search (the server's own by default). */
  searchPath?: string | undefined;
}

const INSTALL_HINT = 'On Debian or Ubuntu: apt-get install pocketsphinx pocketsphinx-en-us.';

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(name: string, searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function listDir(dir: string): string[] | null {
  try {
    return readdirSync(dir).sort();
  } catch {
    return null;
  }
}

/**
 * The three parts of a model directory laid out like pocketsphinx-en-us: a subdirectory holding the
 * acoustic model (it has an `mdef`), a word language model (`*.lm.bin` or `*.lm`; the `-phone` one
 * is for phoneme decoding) and a `*.dict` dictionary.
 */
function modelParts(modelDir: string): { hmm: string; lm: string; dict: string } | string {
  const entries = listDir(modelDir);
  if (entries === null) return `The PocketSphinx model directory ${modelDir} does not exist. ${INSTALL_HINT} Or set TRANSCRIPTION_POCKETSPHINX_MODEL_DIR.`;
  const hmm = entries.map((e) => path.join(modelDir, e)).find((dir) => isFile(path.join(dir, 'mdef')));
  const lm = entries.find((e) => /\.lm(\.bin)?$/.test(e) && !e.includes('-phone'));
  const dict = entries.find((e) => e.endsWith('.dict') || e.endsWith('.dic'));
  const missing = [hmm ? null : 'an acoustic model folder (with an mdef file)', lm ? null : 'a language model (*.lm.bin)', dict ? null : 'a dictionary (*.dict)'].filter(Boolean);
  if (!hmm || !lm || !dict) return `The PocketSphinx model directory ${modelDir} lacks ${missing.join(', ')}. ${INSTALL_HINT}`;
  return { hmm, lm: path.join(modelDir, lm), dict: path.join(modelDir, dict) };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The recogniser and its model as installed here, or why they cannot be used (in words for the system page). */
export function locatePocketsphinx(location: PocketsphinxLocation = {}): PocketsphinxInstall | { problem: string } {
  const binary = location.binary ?? findOnPath(POCKETSPHINX_BINARY, location.searchPath ?? process.env.PATH ?? '');
  if (binary === null) return { problem: `The offline recogniser PocketSphinx is not installed on this server (${POCKETSPHINX_BINARY} is not on PATH). ${INSTALL_HINT}` };
  if (!isExecutable(binary)) return { problem: `TRANSCRIPTION_POCKETSPHINX_BINARY=${binary} is not an executable file.` };
  const modelDir = location.modelDir ?? DEBIAN_MODEL_DIR;
  const parts = modelParts(modelDir);
  if (typeof parts === 'string') return { problem: parts };
  return { binary, ...parts, model: path.basename(modelDir) };
}
