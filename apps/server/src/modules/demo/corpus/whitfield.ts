import type { MatterCorpus } from './types.js';

/**
 * Estate of Harold Whitfield, File No. 2023-1442/A (Surrogate's Court, New York County). Facts:
 * Harold J. Whitfield died January 9, 2023; will of April 12, 2019; Catherine Whitfield executor;
 * gross estate $3,412,906.18.
 */
export const WHITFIELD: MatterCorpus = {
  matter: 'Estate of Whitfield',
  uploader: 'admin',
  files: [
    {
      kind: 'pdf',
      filename: 'Last Will and Testament of Harold J. Whitfield (2019-04-12).pdf',
      date: '2019-04-12',
      author: 'Margaret Harper',
      title: 'Last Will and Testament of Harold J. Whitfield',
      sections: [
        {
          paragraphs: [
            'I, HAROLD J. WHITFIELD, residing at 1040 Fifth Avenue, New York, New York 10028, being of sound mind and memory, declare this to be my Last Will and Testament, and I revoke all wills and codicils previously made by me.',
          ],
        },
        {
          heading: 'ARTICLE FIRST',
          paragraphs: ['I direct that my just debts, funeral expenses and the expenses of administering my estate be paid as soon as practicable after my death.'],
        },
        {
          heading: 'ARTICLE SECOND',
          paragraphs: [
            'I give my tangible personal property, including my collection of nineteenth-century maritime charts, to my daughter, CATHERINE WHITFIELD, if she survives me.',
            'I give the sum of Two Hundred Fifty Thousand Dollars ($250,000.00) to the New York Botanical Garden, Bronx, New York, for its general purposes.',
          ],
        },
        {
          heading: 'ARTICLE THIRD',
          paragraphs: ['I give all the rest, residue and remainder of my property, wherever situated, in equal shares to my children, CATHERINE WHITFIELD and JAMES WHITFIELD, per stirpes.'],
        },
        {
          heading: 'ARTICLE FOURTH',
          paragraphs: ['I appoint my daughter, CATHERINE WHITFIELD, as Executor of this Will, and if she fails to qualify or ceases to act, I appoint my son, JAMES WHITFIELD. No bond shall be required of any fiduciary named in this Will in any jurisdiction.'],
        },
        {
          paragraphs: [
            'IN WITNESS WHEREOF, I have signed this Will on the 12th day of April, 2019.',
            'The foregoing instrument was signed, published and declared by HAROLD J. WHITFIELD, the Testator, as his Last Will and Testament, in our presence, and we, at his request and in his presence and in the presence of each other, have signed our names as witnesses. (EPTL 3-2.1)',
          ],
        },
      ],
      signature: ['_____________________________', 'Harold J. Whitfield, Testator', '', 'Witnesses: Margaret Harper, residing at New York, New York; Thomas Reilly, residing at Hoboken, New Jersey'],
    },
    {
      kind: 'csv',
      filename: 'Final account - Schedule A (assets) - Estate of Whitfield.csv',
      rows: [
        ['Estate of Harold J. Whitfield, Deceased - File No. 2023-1442/A - Schedule A: Principal Received'],
        ['Item', 'Description', 'Date-of-death value'],
        ['A-1', 'Cooperative apartment, 1040 Fifth Avenue, Apt. 9B (312 shares)', '$2,150,000.00'],
        ['A-2', 'Fidelity brokerage account ending 4471', '$894,512.66'],
        ['A-3', 'Chase checking account ending 0218', '$61,933.52'],
        ['A-4', 'Maritime chart collection (appraised by Swann Galleries, 03/02/2023)', '$182,000.00'],
        ['A-5', '2019 Volvo XC90', '$38,460.00'],
        ['A-6', 'Federal and New York income tax refunds (2022)', '$86,000.00'],
        ['Total', '', '$3,412,906.18'],
      ],
    },
  ],
};
