import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify.js';
import { summarize } from './summarize.js';

const doc = (text: string, filename = 'file.pdf') => classifyDocument({ filename, detectedType: 'pdf', isEmail: false, text });

describe('classifyDocument', () => {
  it('reads the kind from headings and phrases', () => {
    expect(doc('UNITED STATES DISTRICT COURT\nCOMPLAINT AND DEMAND FOR JURY TRIAL\nWHEREFORE, plaintiff demands judgment').kind).toBe('pleading');
    expect(doc("MEMORANDUM OF LAW IN SUPPORT OF PLAINTIFF'S MOTION TO DISMISS COUNT TWO").kind).toBe('motion');
    expect(doc('MASTER SERVICES AGREEMENT\nThis Agreement is entered into as of March 15, 2021. Each party shall pay. It shall notify. It shall cure.').kind).toBe('contract');
    expect(doc('1 Q. Where were you?\n2 A. At the dock.\n3 Q. When?\n4 A. Monday.').kind).toBe('transcript');
    expect(doc('INVOICE\nInvoice No. 118\nAmount Due: $5.00').kind).toBe('invoice');
    expect(doc('October 11, 2023\nRe: Notice\nDear Mr. Voss:\nWe write.\nVery truly yours,').kind).toBe('correspondence');
    expect(classifyDocument({ filename: 'a.eml', detectedType: 'eml', isEmail: true, text: 'hi' }).kind).toBe('email');
    expect(doc('Load, shipper, commodity').kind).toBe('other');
  });
});

describe('summarize', () => {
  it('picks a few content sentences in reading order', () => {
    const text =
      'Castellan diverted 74 reefer trailers to Tidewater in October 2023. Northwind lost perishable freight worth over four million dollars. The weather was fine that week and nobody noticed anything unusual at all. Castellan then sent a termination notice by e-mail only, which the agreement does not allow. Northwind claims the diversion of trailers breached the dedicated capacity clause.';
    const summary = summarize(text, 2);
    expect(summary.split('. ').length).toBeLessThanOrEqual(3);
    expect(summary).toContain('trailers');
  });
});
