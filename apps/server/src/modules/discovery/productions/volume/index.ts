import type { Writable } from 'node:stream';
import type { BuildVolumeOptions, VolumeResult, VolumeSettings, VolumeSource } from './types.js';

export type { BuildVolumeOptions, ProducedDocumentResult, VolumeResult, VolumeSettings, VolumeSource } from './types.js';

/** Writes the ZIP to `out` (a writable stream), streaming; documents in the given order (families already adjacent). */
export async function buildVolume(_sources: VolumeSource[], _settings: VolumeSettings, _out: Writable, _opts: BuildVolumeOptions): Promise<VolumeResult> {
  throw new Error('buildVolume: not implemented yet (issue 17, helper B1)');
}
