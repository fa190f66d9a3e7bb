import { afterEach, describe, expect, it } from 'vitest';
import { readLegacyOffice } from './legacy-office.js';

describe('legacy Office files without LibreOffice', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('fails with what to install, not advice to re-save the evidence', async () => {
    process.env.PATH = '/nonexistent';
    const failure = readLegacyOffice(Buffer.from('{\\rtf1 hello}'), 'rtf');
    await expect(failure).rejects.toThrow(/read through LibreOffice, which is not installed on this server.*apt-get install libreoffice-core-nogui/);
    await expect(failure).rejects.not.toThrow(/save (it )?as/i);
  });
});
