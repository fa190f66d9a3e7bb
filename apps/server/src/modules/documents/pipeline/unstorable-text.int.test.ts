import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, matterForUploads } from '../test-support.js';
import { makeEml } from './test-fixtures.js';

// PostgreSQL refuses NUL in text and jsonb. Files carry them: a PDF string, a Word run, an
// e-mail header. Such text is stored cleaned and the document is processed, never failed.

const { upload, settled } = matterForUploads('Clean Text LLP');

const processed = async (filename: string, content: Buffer | string) => settled((await upload(filename, content)).id);

describe('extracted text with NUL characters', () => {
  it('a PDF whose text holds NULs is processed and stored without them', async () => {
    const doc = await processed('nul.pdf', makePdf(['Notice\u0000of breach served\u0000 October 3']));
    expect(doc.status).toBe('processed');
    expect(doc.pages[0]?.text).toMatch(/Notice\s*of breach served\s*October 3/);
    expect(doc.pages[0]?.text).not.toContain('\u0000');
  });

  it('a Word file whose text holds NULs is processed and stored without them', async () => {
    const doc = await processed('nul.docx', await makeDocx(['Termination\u0000 clause', 'second\u0000\u0000 paragraph']));
    expect(doc.status).toBe('processed');
    const text = doc.pages.map((p) => p.text).join('\n');
    expect(text).toContain('Termination clause');
    expect(text).toContain('second paragraph');
  });

  it('an e-mail with NULs in its subject and body keeps them out of text and metadata', async () => {
    const eml = makeEml({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Re: settle\u0000ment',
      date: 'Tue, 05 Mar 2024 14:30:00 +0000',
      messageId: '<nul-1@example.com>',
      body: 'Offer of\u0000 settlement attached.\n',
      attachments: [],
    });
    const doc = await processed('nul.eml', eml);
    expect(doc.status).toBe('processed');
    expect(doc.pages[0]?.text).toContain('Offer of settlement attached.');
    expect(JSON.stringify(doc.metadata)).not.toContain('\\u0000');
  });
});
