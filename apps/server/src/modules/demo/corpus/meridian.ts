import type { MatterCorpus } from './types.js';

/**
 * In re Meridian Pharmaceuticals, FDA Warning Letter 320-24-118. Facts: inspection of the Raleigh
 * site (2800 Centennial Parkway, FEI 3004418821) on April 8-19, 2024; warning letter dated
 * September 12, 2024 citing 21 CFR 211.68(b), 211.194(a) and 211.192; metformin hydrochloride
 * extended-release tablets, 500 mg; response due within 15 working days (October 3, 2024).
 */
export const MERIDIAN: MatterCorpus = {
  matter: 'In re Meridian Pharmaceuticals FDA Warning Letter',
  uploader: 'paralegal',
  files: [
    {
      kind: 'pdf',
      filename: 'FDA Warning Letter 320-24-118 (2024-09-12).pdf',
      date: '2024-09-12',
      author: 'U.S. Food and Drug Administration',
      title: 'Warning Letter 320-24-118',
      letterhead: ['DEPARTMENT OF HEALTH AND HUMAN SERVICES', 'Food and Drug Administration - Center for Drug Evaluation and Research', '10903 New Hampshire Avenue, Silver Spring, MD 20993'],
      preamble: [
        'WARNING LETTER 320-24-118',
        'September 12, 2024',
        '',
        'VIA ELECTRONIC MAIL - RETURN RECEIPT REQUESTED',
        'Dr. Alan Prescott, Chief Executive Officer',
        'Meridian Pharmaceuticals Corp.',
        '2800 Centennial Parkway, Raleigh, NC 27610',
        'FEI: 3004418821',
      ],
      sections: [
        {
          paragraphs: [
            'Dear Dr. Prescott:',
            'The U.S. Food and Drug Administration (FDA) inspected your drug manufacturing facility, Meridian Pharmaceuticals Corp., FEI 3004418821, at 2800 Centennial Parkway, Raleigh, North Carolina, from April 8 to 19, 2024.',
            'This warning letter summarizes significant violations of Current Good Manufacturing Practice (CGMP) regulations for finished pharmaceuticals. See 21 CFR parts 210 and 211. Because your methods, facilities, or controls for manufacturing, processing, packing, or holding do not conform to CGMP, your drug products are adulterated within the meaning of section 501(a)(2)(B) of the Federal Food, Drug, and Cosmetic Act (FD&C Act), 21 U.S.C. 351(a)(2)(B).',
            'We reviewed your May 10, 2024 response to our Form FDA 483 in detail and acknowledge receipt of your subsequent correspondence dated June 28, 2024.',
          ],
        },
        {
          heading: '1. Your firm failed to exercise appropriate controls over computer or related systems (21 CFR 211.68(b)).',
          paragraphs: [
            'Audit trail functions on the chromatography data system used for release testing of metformin hydrochloride extended-release tablets, 500 mg, were disabled on three of seven HPLC instruments (QC-HPLC-03, -05 and -06) from at least January 2023 through April 2024. Analysts shared a single administrator account and could delete or overwrite injection sequences without a record.',
          ],
        },
        {
          heading: '2. Your firm failed to ensure that laboratory records included complete data (21 CFR 211.194(a)).',
          paragraphs: [
            'Our investigator found 41 "trial" injections for dissolution testing of lots MF-23-0412 through MF-23-0419 that were not reported or investigated. Your response does not explain the scientific basis for these injections.',
          ],
        },
        {
          heading: '3. Your firm failed to thoroughly investigate unexplained discrepancies (21 CFR 211.192).',
          paragraphs: [
            'You invalidated two out-of-specification (OOS) assay results for lot MF-23-0417 (94.1% and 93.8% of label claim; specification 95.0% - 105.0%) as "analyst error" without identifying a root cause, and released the lot on retest.',
          ],
        },
        {
          heading: 'Data Integrity Remediation',
          paragraphs: [
            'In response to this letter, provide (A) a comprehensive, independent assessment of your data integrity practices, (B) a risk assessment of the effects of the observed failures on the quality of your drugs, and (C) a management strategy, including a detailed corrective action and preventive action (CAPA) plan.',
            'Respond to this letter within 15 working days. Specify what you have done to address any violations and to prevent their recurrence. Send your electronic reply to CDER-OC-OMQ-Communications@fda.hhs.gov, referencing 320-24-118.',
          ],
        },
      ],
      signature: ['Sincerely,', '/S/', 'Rebecca L. Tanaka', 'Director, Office of Manufacturing Quality', 'Office of Compliance, Center for Drug Evaluation and Research'],
    },
    {
      kind: 'docx',
      filename: 'DRAFT v4 Response to Warning Letter 320-24-118.docx',
      uploadedBy: 'admin',
      date: '2024-10-01',
      author: 'Margaret Harper',
      title: 'Response to Warning Letter 320-24-118',
      letterhead: ['MERIDIAN PHARMACEUTICALS CORP.', '2800 Centennial Parkway, Raleigh, NC 27610'],
      preamble: [
        'DRAFT v4 - PRIVILEGED & CONFIDENTIAL - PREPARED AT THE DIRECTION OF COUNSEL',
        '',
        'October 3, 2024',
        'Rebecca L. Tanaka, Director, Office of Manufacturing Quality',
        'Center for Drug Evaluation and Research, U.S. Food and Drug Administration',
        'Re: Warning Letter 320-24-118 (FEI 3004418821)',
      ],
      sections: [
        {
          paragraphs: [
            'Dear Director Tanaka:',
            'Meridian Pharmaceuticals Corp. ("Meridian") submits this response to Warning Letter 320-24-118 dated September 12, 2024. Meridian takes the observations seriously and has committed $6,750,000.00 to the remediation program described below.',
          ],
        },
        {
          heading: 'Response to Violation 1 (21 CFR 211.68(b))',
          paragraphs: [
            'As of May 3, 2024, audit trails are enabled and locked on all seven HPLC instruments, and shared administrator accounts have been retired. Clearwater Compliance Group, an independent consultant, has completed a retrospective review of 100 percent of chromatography data generated on QC-HPLC-03, -05 and -06 between January 1, 2023 and April 19, 2024 (see the interim summary, Attachment 4).',
          ],
        },
        {
          heading: 'Response to Violation 2 (21 CFR 211.194(a))',
          paragraphs: [
            'Each of the 41 unreported injections has been traced to its sequence and evaluated. Thirty-eight were system-suitability injections that met acceptance criteria; three (lot MF-23-0416) were reportable results that should have been investigated, and Meridian has opened investigation INV-24-0193.',
          ],
        },
        {
          heading: 'Response to Violation 3 (21 CFR 211.192)',
          paragraphs: [
            'Meridian has initiated a voluntary recall of lot MF-23-0417 (Recall Event No. to be assigned) and revised SOP QC-114 (Investigation of Out-of-Specification Results) to align with FDA\u2019s guidance, Investigating Out-of-Specification (OOS) Test Results for Pharmaceutical Production (May 2022).',
          ],
        },
      ],
      signature: ['Respectfully submitted,', '', 'Alan Prescott, Ph.D.', 'Chief Executive Officer', 'cc: Sunita Rao, Vice President, Quality; Margaret Harper, Esq., Harper & Lane LLP'],
    },
    {
      kind: 'csv',
      filename: 'CAPA tracker - Raleigh site (as of 2024-09-30).csv',
      rows: [
        ['CAPA #', 'Observation', 'Regulation', 'Action', 'Owner', 'Due', 'Status'],
        ['CAPA-24-031', 'Audit trails disabled on QC-HPLC-03/05/06', '21 CFR 211.68(b)', 'Enable and lock audit trails; retire shared admin accounts', 'S. Rao', '05/03/2024', 'Closed'],
        ['CAPA-24-032', 'Retrospective data review Jan 2023 - Apr 2024', '21 CFR 211.68(b)', 'Independent review by Clearwater Compliance Group', 'S. Rao', '10/31/2024', 'In progress (72%)'],
        ['CAPA-24-033', '41 unreported trial injections', '21 CFR 211.194(a)', 'Trace each injection; open INV-24-0193 for lot MF-23-0416', 'K. Oduya', '09/30/2024', 'Closed'],
        ['CAPA-24-034', 'OOS invalidated without root cause (MF-23-0417)', '21 CFR 211.192', 'Recall lot MF-23-0417; revise SOP QC-114; retrain analysts', 'K. Oduya', '11/15/2024', 'In progress'],
        ['CAPA-24-035', 'Data governance program', 'Warning Letter item A-C', 'Appoint Data Integrity Officer; quarterly audits', 'A. Prescott', '12/31/2024', 'Open'],
      ],
    },
    {
      kind: 'eml',
      filename: 'Clearwater interim summary - audit trail review.eml',
      from: 'Sunita Rao <srao@meridianpharma.example>',
      to: ['Margaret Harper <mharper@harperlane.example>'],
      cc: ['Marcus Okafor <mokafor@harperlane.example>'],
      subject: 'Clearwater interim summary - audit trail review (privileged)',
      date: 'Fri, 27 Sep 2024 18:05:33 -0400',
      messageId: '<MN2PR04MB6207.27092024@meridianpharma.example>',
      body: [
        'Margaret,',
        '',
        'Attached is Clearwater\'s interim summary of the retrospective audit trail review, prepared at your request for purposes of the response to WL 320-24-118. The headline: no evidence of result manipulation on the 1,846 release tests reviewed so far, but two additional instances of unreported injections on QC-HPLC-05 in March 2023.',
        '',
        'Clearwater\'s full data tables (Appendix 2) run to about 400 pages; they will upload them to the data room on Monday. I have not forwarded them.',
        '',
        'Could we have 30 minutes on Monday, September 30 to go through the draft response before it goes to Dr. Prescott?',
        '',
        'Best,',
        'Sunita',
        '',
        'Sunita Rao, Ph.D. | VP, Quality | Meridian Pharmaceuticals Corp. | (919) 555-0134',
      ].join('\n'),
      attachments: [
        {
          kind: 'pdf',
          filename: 'Clearwater - Interim Summary of Audit Trail Review (2024-09-27).pdf',
          date: '2024-09-27',
          author: 'Clearwater Compliance Group',
          title: 'Interim Summary: Retrospective Audit Trail Review, Meridian Pharmaceuticals Raleigh QC Laboratory',
          footer: 'PRIVILEGED & CONFIDENTIAL - PREPARED AT THE REQUEST OF COUNSEL (HARPER & LANE LLP)',
          sections: [
            {
              heading: 'Scope',
              paragraphs: [
                'Clearwater Compliance Group was engaged by Harper & Lane LLP on May 20, 2024 to review chromatography data generated on instruments QC-HPLC-03, QC-HPLC-05 and QC-HPLC-06 between January 1, 2023 and April 19, 2024. As of September 27, 2024, 1,846 of an estimated 2,560 release and stability tests (72%) have been reviewed.',
              ],
            },
            {
              heading: 'Findings to Date',
              paragraphs: [
                '1. No evidence that any reported result was altered after acquisition.',
                '2. Two additional unreported injections on QC-HPLC-05 (March 14 and March 22, 2023), both for lot MF-23-0139. Neither was out of specification.',
                '3. The shared "QCADMIN" account was used for 312 sequence deletions; 297 are explained by instrument faults documented in the equipment logbook. Fifteen remain under review.',
              ],
            },
            {
              heading: 'Next Steps',
              paragraphs: ['Complete the review of the remaining 714 tests by October 31, 2024, and deliver the final report with Appendix 2 (data tables).'],
            },
          ],
        },
      ],
    },
  ],
};
