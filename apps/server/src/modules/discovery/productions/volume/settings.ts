import { BATES_MAX_PADDING, BATES_PREFIX_PATTERN } from '@app/contract';
import { encodable } from './encode.js';
import type { VolumeSettings } from './types.js';

/** A setting the volume cannot be made with: the field (as the create request names it) and why. */
export interface SettingsProblem {
  field: string;
  message: string;
}

const NAMES = { field_separator: 'Field separator', text_qualifier: 'Text qualifier', newline: 'Newline placeholder' } as const;

/**
 * Checks what the contract's schema cannot: the three DAT delimiters must differ from one
 * another and from line breaks, and survive the chosen encoding (a delimiter Windows-1252
 * cannot write would become '?' and split values at random). The productions service calls
 * this on create (a 400 on the field), and buildVolume again before it writes anything.
 */
export function volumeSettingsProblem(settings: VolumeSettings): SettingsProblem | null {
  if (!BATES_PREFIX_PATTERN.test(settings.prefix)) return { field: 'bates_prefix', message: 'Letters, digits, - and _ only, up to 20' };
  if (!/^[A-Z0-9_-]{1,20}$/.test(settings.volume)) return { field: 'volume', message: 'Letters, digits, - and _ only, up to 20' };
  if (!Number.isInteger(settings.start) || settings.start < 1) return { field: 'bates_start', message: 'The first number must be 1 or more' };
  if (!Number.isInteger(settings.padding) || settings.padding < 1 || settings.padding > BATES_MAX_PADDING) return { field: 'bates_padding', message: `Between 1 and ${BATES_MAX_PADDING} digits` };
  const seen = new Map<string, string>();
  for (const key of ['field_separator', 'text_qualifier', 'newline'] as const) {
    const ch = settings.delimiters[key];
    const field = `delimiters.${key}`;
    if ([...ch].length !== 1) return { field, message: 'One character' };
    if (ch === '\r' || ch === '\n') return { field, message: `${NAMES[key]} cannot be a line break` };
    const other = seen.get(ch);
    if (other) return { field, message: `${NAMES[key]} is the same character as the ${other.toLowerCase()}` };
    seen.set(ch, NAMES[key]);
    if (!encodable(ch, settings.encoding)) return { field, message: `${NAMES[key]} cannot be written in Windows-1252; choose another character or UTF-8` };
  }
  return null;
}
