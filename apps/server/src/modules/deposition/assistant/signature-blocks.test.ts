import { describe, expect, it } from 'vitest';
import { extractClaims, type ValueClaim } from './claims.js';
import { candidatesFor } from './contradictions.js';
import { signatureBlocks } from './signature-blocks.js';
import { splitPage } from './sources.js';

/** Signature blocks read by column, and who signed for which party (invented parties, not the demo matter's). */

const reference = new Date('2025-02-01T12:00:00Z');
const claims = (q: string, a: string) => extractClaims({ question: q, answer: a, reference, common: new Set(['harbor', 'alder']) }) as ValueClaim[];

const SIDE_BY_SIDE = [
  '12.4 Counterparts. This Lease may be signed in counterparts.',
  '',
  'HARBOR FOODS INC.                          ALDER PROPERTIES LLC',
  '',
  'By: Victor Hale, President                 By: Ellen Park, Managing Member',
  '',
  'Date: 6/2/2024                             Date: 6/2/2024',
].join('\n');

const STACKED = ['IN WITNESS WHEREOF, the parties have signed this Agreement.', '', 'Quarry Mills Co.', 'By: ______________________', 'Name: Rosa Imbert', 'Title: Treasurer'].join('\n');

describe('signature blocks', () => {
  it('pairs each signatory with the party written over the column it signs in', () => {
    const { signatories, lines } = signatureBlocks(SIDE_BY_SIDE);
    expect(signatories).toEqual([
      { party: 'HARBOR FOODS INC.', signer: 'Victor Hale, President' },
      { party: 'ALDER PROPERTIES LLC', signer: 'Ellen Park, Managing Member' },
    ]);
    // The block's lines are read as its signatories, not as one run of text joining the columns.
    expect([...lines].sort()).toEqual([2, 4, 6]);
  });

  it('reads a blank signature line by the name and title typed under it', () => {
    expect(signatureBlocks(STACKED).signatories).toEqual([{ party: 'Quarry Mills Co.', signer: 'Rosa Imbert, Treasurer' }]);
  });

  it('keeps an /s/ signature as written and finds no block in prose that only mentions "By:"', () => {
    expect(signatureBlocks('HALE & ORTIZ LLP\nBy: /s/ Peter Langley\nAttorneys for Defendant').signatories).toEqual([{ party: 'HALE & ORTIZ LLP', signer: '/s/ Peter Langley' }]);
    expect(signatureBlocks('The notice was delivered.\nBy: hand, on May 3.').signatories).toEqual([]);
  });

  it('reads each column as its own closing, naming the party it signed for only where the block has several', () => {
    const page = splitPage('lease', '2024-06-02 Lease Agreement.pdf', 4, SIDE_BY_SIDE, reference);
    const signed = page.filter((s) => s.signedFor);
    expect(signed.map((s) => [s.text, s.signedFor])).toEqual([
      ['HARBOR FOODS INC. By: Victor Hale, President', ['harbor', 'food', 'inc']],
      ['ALDER PROPERTIES LLC By: Ellen Park, Managing Member', ['ald', 'property', 'llc']],
    ]);
    expect(signed.every((s) => s.closing)).toBe(true);
    const pleading = splitPage('answer', 'Answer.pdf', 9, 'HALE & ORTIZ LLP\nBy: /s/ Peter Langley', reference);
    expect(pleading.some((s) => s.closing && !s.signedFor && s.text.includes('Peter Langley'))).toBe(true);
  });
});

describe('who signed for which party', () => {
  const page = () => splitPage('lease', '2024-06-02 Lease Agreement.pdf', 4, SIDE_BY_SIDE, reference);

  it('holds a name against the signatory for the party asked, not the other party’s', () => {
    const [wrong] = claims('Who signed the lease for Harbor Foods?', 'Ellen Park.');
    expect(wrong?.party).toEqual(['harbor', 'food']);
    const found = candidatesFor(wrong!, page(), []);
    expect(found.some((c) => !c.agrees && c.sourceValue.includes('Victor Hale'))).toBe(true);
    // Ellen Park's own line signs for Alder: it does not make her answer agree.
    expect(found.some((c) => c.agrees)).toBe(false);
    const [right] = claims('Who signed the lease for Alder Properties?', 'Ellen Park.');
    const again = candidatesFor(right!, page(), []);
    expect(again.some((c) => c.agrees) && !again.some((c) => !c.agrees)).toBe(true);
  });

  it('does not hold the answer for one party against an earlier answer for the other', () => {
    const [first] = claims('Who signed the lease for Alder Properties?', 'Ellen Park.');
    const [second] = claims('Who signed the lease for Harbor Foods?', 'Victor Hale.');
    const earlier = [{ line: 2, text: 'Q. Who signed the lease for Alder Properties? A. Ellen Park.', claims: [first!] }];
    expect(candidatesFor(second!, [], earlier)).toEqual([]);
  });

  it('never takes a signatory for whom a letter was addressed to', () => {
    const [to] = claims('Who was the lease sent to at Harbor Foods?', 'Victor Hale.');
    expect(candidatesFor(to!, page(), []).filter((c) => c.quote.text.includes('By:'))).toEqual([]);
  });
});
