import type { MatterCorpus } from './types.js';

/**
 * Sterling Capital Partners' proposed acquisition of Bayview Software, Inc. (HL-M&A-2024-031).
 * Facts: letter of intent of June 28, 2024 at $186,000,000.00 (cash-free, debt-free) with a
 * 10% escrow and 60 days' exclusivity; the FY2023 revenue restatement that put the deal on hold.
 */
export const STERLING: MatterCorpus = {
  matter: 'Sterling Capital Partners Acquisition of Bayview Software',
  uploader: 'partner',
  files: [
    {
      kind: 'docx',
      filename: 'Letter of Intent - Sterling Capital Partners - Bayview Software (2024-06-28).docx',
      date: '2024-06-28',
      author: 'Daniel Lane',
      title: 'Non-Binding Letter of Intent',
      letterhead: ['STERLING CAPITAL PARTNERS LP', '745 Fifth Avenue, 30th Floor, New York, NY 10151'],
      preamble: ['June 28, 2024', '', 'Board of Directors, Bayview Software, Inc.', 'Attention: Rachel Imura, Chief Executive Officer', '1 Embarcadero Center, Suite 2100, San Francisco, CA 94111'],
      sections: [
        {
          paragraphs: [
            'Dear Ms. Imura and Members of the Board:',
            'Sterling Capital Partners LP ("Sterling") is pleased to submit this non-binding letter of intent to acquire all of the outstanding equity of Bayview Software, Inc. ("Bayview" or the "Company").',
          ],
        },
        {
          heading: '1. Purchase Price',
          paragraphs: [
            'Sterling proposes a purchase price of $186,000,000.00 on a cash-free, debt-free basis, assuming a normalized level of net working capital. The price is based on Bayview\u2019s reported FY2023 revenue of $41.3 million and annual recurring revenue of $38.9 million as of March 31, 2024.',
          ],
        },
        {
          heading: '2. Escrow and Indemnification',
          paragraphs: ['Ten percent of the purchase price ($18,600,000.00) will be held in escrow for eighteen months to secure the sellers\u2019 indemnification obligations. Sterling expects to obtain a buyer-side representations and warranties insurance policy.'],
        },
        {
          heading: '3. Exclusivity',
          paragraphs: ['For sixty (60) days from countersignature, the Company will not solicit, encourage or negotiate any alternative transaction. This Section 3 and Section 5 (Governing Law) are binding.'],
        },
        {
          heading: '4. Due Diligence and Conditions',
          paragraphs: ['The transaction is subject to satisfactory completion of financial, legal, tax and technical due diligence, including a quality-of-earnings review, and to the negotiation of a definitive Agreement and Plan of Merger.'],
        },
        {
          heading: '5. Governing Law',
          paragraphs: ['This letter is governed by the laws of the State of Delaware.'],
        },
      ],
      signature: ['Very truly yours,', 'STERLING CAPITAL PARTNERS LP', 'By: Jonathan Hale, Managing Partner', '', 'Acknowledged and agreed: BAYVIEW SOFTWARE, INC.', 'By: Rachel Imura, Chief Executive Officer   Date: July 1, 2024'],
    },
    {
      kind: 'pdf',
      filename: 'Diligence memo - Bayview revenue recognition (2024-09-06).pdf',
      date: '2024-09-06',
      author: 'Daniel Lane',
      title: 'Memorandum: Bayview Software - Revenue Recognition Findings and Deal Implications',
      footer: 'PRIVILEGED & CONFIDENTIAL - ATTORNEY-CLIENT COMMUNICATION - HARPER & LANE LLP',
      preamble: ['TO: Jonathan Hale, Managing Partner, Sterling Capital Partners LP', 'FROM: Daniel Lane, Harper & Lane LLP', 'DATE: September 6, 2024', 'RE: Project Harbor Light - revenue recognition issues at Bayview Software, Inc.'],
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'The quality-of-earnings review by Pell Whitaker Advisory identified multi-year software licenses that Bayview recognized up front in FY2023 although the contracts included significant customization obligations. Under ASC 606-10-25-19 through 25-22, those promises are likely not distinct, and revenue should have been recognized over the implementation period. Bayview\u2019s audit committee has now confirmed that it will restate FY2023 revenue downward by approximately $4.7 million (from $41.3 million to $36.6 million).',
          ],
        },
        {
          heading: 'Implications',
          paragraphs: [
            'At the LOI multiple of 4.5x FY2023 revenue, the restatement implies a purchase price of roughly $164,700,000.00, about $21.3 million below the $186,000,000.00 in the June 28, 2024 letter of intent. Exclusivity expired on August 30, 2024. We recommend that Sterling (1) pause negotiation of the merger agreement until the restated financial statements are issued; (2) require a special indemnity, outside the general cap, for any further restatement; and (3) seek a representation that no other contracts contain undisclosed customization or acceptance terms.',
          ],
        },
      ],
    },
  ],
};
