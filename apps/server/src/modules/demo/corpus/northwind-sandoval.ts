import type { PdfFile, TranscriptFile } from './types.js';

/*
 * Northwind v. Castellan: the deposition of Derek Sandoval (Castellan's VP of Pricing), excerpt pp.
 * 23-25, imported as a court reporter's transcript by the demo seed (seed-transcripts.ts). His
 * testimony disagrees with the matter's documents on purpose, for the transcript features to find:
 * - a date: he says Castellan received Northwind's notice of breach on October 30, 2023, and that
 *   the letter is dated October 30; the letter (Exhibit 3, the notice of breach) is dated
 *   October 11, 2023 and went by FedEx overnight;
 * - an amount: he puts Northwind's unpaid invoices at $648,000; Castellan's notice of termination
 *   and its counterclaim say $612,480.00.
 * The exhibits he is shown, Exhibit 3 and Plaintiff's Exhibit 12 (Dr. Marsh's damages schedule),
 * are documents of the matter, so the import links them.
 */

export const SANDOVAL_DEPOSITION: TranscriptFile = {
  kind: 'transcript',
  format: 'txt',
  filename: 'Sandoval Deposition 2024-09-17 (excerpt pp. 23-25).txt',
  date: '2024-09-17',
  author: 'Empire Court Reporting, Inc.',
  title: 'Deposition of Derek Sandoval',
  cover: [
    'UNITED STATES DISTRICT COURT',
    'SOUTHERN DISTRICT OF NEW YORK',
    'NORTHWIND FREIGHT INC., Plaintiff, v. CASTELLAN LOGISTICS LLC, Defendant.',
    'Case No. 1:24-cv-01187-JMF',
    '',
    'VIDEOTAPED DEPOSITION OF DEREK SANDOVAL',
    'Tuesday, September 17, 2024, 1:08 p.m.',
    'Harper & Lane LLP, 1200 Avenue of the Americas, New York, New York',
    'Reported by: Linda Marchetti, RPR, CRR',
    'Empire Court Reporting, Inc. - Job No. 2024-09342',
    '(EXCERPT - PAGES 23 THROUGH 25)',
  ],
  pages: [
    {
      number: 23,
      lines: [
        'BY MS. NATARAJAN:',
        '     Q.  Mr. Sandoval, what is your position at',
        'Castellan Logistics?',
        '     A.  Vice President of Pricing, since January',
        '2022.',
        '     Q.  Did your team issue the rate',
        'confirmation for Tidewater Freight in October',
        '2023?',
        '     A.  Yes. I approved the rate myself.',
        '     MS. NATARAJAN:  Let\'s mark this as',
        'Sandoval Exhibit 3.',
        '     (Sandoval Exhibit 3, letter from Northwind',
        'Freight Inc. to Castellan Logistics LLC,',
        'marked for identification.)',
        'BY MS. NATARAJAN:',
        '     Q.  Do you recognize Exhibit 3?',
        '     A.  It is Northwind\'s notice of breach.',
        '     Q.  When did Castellan receive it?',
        '     A.  On October 30, 2023.',
        '     Q.  How are you sure of that date?',
        '     A.  It is the date on the letter. It came in',
        'the week we finished moving the trailers to',
        'Tidewater.',
        '     MR. PIERCE:  Objection, form.',
        '     THE WITNESS:  That is my recollection.',
      ],
    },
    {
      number: 24,
      lines: [
        'BY MS. NATARAJAN:',
        '     Q.  Before October 30, had anyone at',
        'Northwind told you that the trailers were',
        'needed back?',
        '     A.  Not that I recall.',
        '     Q.  Let\'s turn to the invoices. When',
        'Castellan terminated the agreement in',
        'November, how much did Northwind owe in',
        'unpaid invoices?',
        '     A.  $648,000, roughly. That was the number',
        'our AR team gave me.',
        '     Q.  Are you certain of that amount?',
        '     A.  Yes. $648,000. I remember it because it',
        'was more than we billed Tidewater for the',
        'whole quarter.',
        '     Q.  Did Northwind dispute those invoices?',
        '     MR. PIERCE:  Objection. Lacks foundation.',
        '     THE WITNESS:  I heard they disputed some',
        'of them. I did not see anything in writing.',
        'BY MS. NATARAJAN:',
        '     Q.  I am showing you Plaintiff\'s Exhibit 12,',
        'the damages schedule prepared by Dr. Marsh.',
        'Have you seen it before?',
        '     A.  No.',
        '     Q.  Look at the line for replacement',
      ],
    },
    {
      number: 25,
      lines: [
        'carrier premiums. It says $918,350 for',
        '311 loads. Do you see that?',
        '     A.  I see it.',
        '     Q.  Castellan was charging Tidewater five',
        'dollars a mile on the same lanes at the time,',
        'correct?',
        '     MR. PIERCE:  Objection to form.',
        '     THE WITNESS:  On some lanes. Not all.',
        'BY MS. NATARAJAN:',
        '     Q.  Which lanes were not at five dollars?',
        '     A.  I would have to check the rate file.',
        '     MS. NATARAJAN:  We call for production of',
        'that rate file.',
        '     MR. PIERCE:  We will take it under',
        'advisement.',
        '     MS. NATARAJAN:  Let\'s go off the record.',
        '     THE VIDEOGRAPHER:  We are going off the',
        'record. The time is 2:17 p.m.',
        '     (Recess taken.)',
      ],
    },
  ],
};

/**
 * Exhibit 3 of the Sandoval deposition: the notice of breach as marked by the reporter (the same
 * letter the client forwarded, with the exhibit sticker's legend at the foot of the page).
 */
export const sandovalExhibit3 = (notice: PdfFile): PdfFile => ({
  ...notice,
  filename: 'Sandoval Dep. Ex. 3.pdf',
  uploadedBy: 'paralegal',
  footer: 'SANDOVAL EXHIBIT 3 - 9/17/2024 - L. Marchetti, RPR, CRR',
});
