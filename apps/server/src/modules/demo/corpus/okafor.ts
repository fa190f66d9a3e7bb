import type { Caption, MatterCorpus } from './types.js';

/**
 * Okafor v. Metro Transit Authority, Index No. 2024-CV-33817 (Sup. Ct. Kings County). Facts: on
 * January 17, 2024 at about 8:42 a.m. the rear door of bus no. 6138 (route B67) closed on Grace
 * Okafor's left arm at the Atlantic Terminal stop and the bus moved about 15 feet; displaced
 * fracture of the left distal radius, surgery (ORIF) on January 19, 2024 at Kings Bay Medical
 * Center; notice of claim served March 28, 2024 under General Municipal Law § 50-e; 50-h hearing
 * June 5, 2024; medical specials $187,340.55.
 */

const CAPTION: Caption = {
  court: ['SUPREME COURT OF THE STATE OF NEW YORK', 'COUNTY OF KINGS'],
  parties: ['GRACE OKAFOR,', '', '                    Plaintiff,', '', '          -against-', '', 'METRO TRANSIT AUTHORITY,', '', '                    Defendant.'],
  docket: ['Index No. 2024-CV-33817', '', 'VERIFIED COMPLAINT', '', ''],
};

export const OKAFOR: MatterCorpus = {
  matter: 'Okafor v. Metro Transit Authority',
  uploader: 'associate',
  files: [
    {
      kind: 'pdf',
      filename: 'Notice of Claim (GML 50-e) - G. Okafor.pdf',
      date: '2024-03-25',
      author: 'Priya Natarajan',
      title: 'Notice of Claim',
      caption: {
        court: ['In the Matter of the Claim of'],
        parties: ['GRACE OKAFOR,', '                    Claimant,', '          -against-', 'METRO TRANSIT AUTHORITY,', '                    Respondent.'],
        docket: ['', 'NOTICE OF CLAIM', '', ''],
      },
      sections: [
        {
          paragraphs: [
            'PLEASE TAKE NOTICE that the claimant hereby makes claim against the Metro Transit Authority pursuant to Section 50-e of the General Municipal Law and Section 1212 of the Public Authorities Law, and in support thereof states:',
            '1. Name and post-office address of claimant: Grace Okafor, 214 Lefferts Avenue, Apt. 3R, Brooklyn, New York 11225. Attorneys: Harper & Lane LLP, 1200 Avenue of the Americas, New York, New York 10036.',
            '2. Nature of the claim: Personal injuries caused by the negligence of the Metro Transit Authority, its agents, servants and employees, in the ownership, operation, maintenance and control of a bus and its doors, door-edge sensors and interlocks.',
            '3. Time when, place where and manner in which the claim arose: On January 17, 2024, at approximately 8:42 a.m., at the bus stop on Flatbush Avenue at Atlantic Avenue (Atlantic Terminal), Brooklyn, New York, while claimant was alighting from the rear door of MTA bus no. 6138 operating on the B67 route, the rear door closed on her left arm and the bus moved forward approximately fifteen feet with her arm trapped.',
            '4. Items of damage or injuries claimed: Displaced fracture of the left distal radius requiring open reduction and internal fixation; abrasions and contusions of the left forearm and shoulder; post-traumatic stress; lost earnings; medical expenses to date and in the future.',
          ],
        },
      ],
      signature: ['Dated: New York, New York, March 25, 2024', '', 'HARPER & LANE LLP', 'By: Priya Natarajan', 'Attorneys for Claimant'],
    },
    {
      kind: 'docx',
      filename: 'Preservation demand to MTA - bus 6138 video and door sensor records.docx',
      date: '2024-02-02',
      author: 'Priya Natarajan',
      title: 'Demand for Preservation of Evidence',
      letterhead: ['HARPER & LANE LLP', '1200 Avenue of the Americas, New York, New York 10036  |  (212) 555-0148'],
      preamble: [
        'February 2, 2024',
        '',
        'VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED, AND E-MAIL',
        'Metro Transit Authority - Office of General Counsel, Claims Division',
        '2 Broadway, New York, NY 10004',
        '',
        'Re: Grace Okafor - incident of January 17, 2024, bus no. 6138 (B67), Atlantic Terminal',
      ],
      sections: [
        {
          paragraphs: [
            'To Whom It May Concern:',
            'This firm represents Grace Okafor in connection with injuries she sustained on January 17, 2024 at approximately 8:42 a.m., when the rear door of bus no. 6138 closed on her left arm at the Atlantic Terminal stop.',
            'We demand that the Metro Transit Authority preserve, and suspend any routine deletion or overwriting of, the following: (1) all interior and exterior camera video recorded by bus no. 6138 between 8:00 a.m. and 9:30 a.m. on January 17, 2024; (2) event-data and door-interlock logs for bus no. 6138 for that date; (3) maintenance, inspection and repair records for the rear doors and sensitive-edge sensors of bus no. 6138 from January 1, 2023 to date; (4) the operator\u2019s trip sheet, the identity of the operator (badge no. 40715), and any incident report; and (5) any customer complaints concerning the rear doors of that bus.',
            'Much of this material is overwritten automatically within 30 days. Failure to preserve it may result in sanctions for spoliation. See Pegasus Aviation I, Inc. v. Varig Logistica S.A., 26 N.Y.3d 543 (2015).',
          ],
        },
      ],
      signature: ['Very truly yours,', '', 'Priya Natarajan'],
    },
    {
      kind: 'pdf',
      filename: '2024-07-15 Summons and Verified Complaint - Okafor v. MTA.pdf',
      date: '2024-07-15',
      author: 'Priya Natarajan',
      title: 'Verified Complaint',
      caption: CAPTION,
      spacing: 'double',
      sections: [
        {
          paragraphs: ['Plaintiff Grace Okafor, by her attorneys Harper & Lane LLP, complaining of the defendant, alleges:'],
        },
        {
          heading: 'AS AND FOR A FIRST CAUSE OF ACTION (Negligence)',
          paragraphs: [
            '1. At all times mentioned, plaintiff resided at 214 Lefferts Avenue, Brooklyn, New York 11225.',
            '2. Defendant Metro Transit Authority ("MTA") is a public benefit corporation that owned, operated, maintained and controlled bus no. 6138.',
            '3. On March 28, 2024, and within ninety days after the claim arose, plaintiff served a notice of claim upon the MTA in compliance with General Municipal Law \u00a7 50-e. Plaintiff was examined pursuant to General Municipal Law \u00a7 50-h on June 5, 2024. More than thirty days have elapsed since service of the notice of claim and the MTA has failed to adjust or pay the claim.',
            '4. This action is commenced within one year and ninety days after the happening of the event upon which the claim is based.',
            '5. On January 17, 2024, at approximately 8:42 a.m., plaintiff was a passenger on bus no. 6138 and was alighting through its rear door at the Atlantic Terminal stop on Flatbush Avenue.',
            '6. The rear door closed on plaintiff\u2019s left arm, and the bus moved forward approximately fifteen feet while plaintiff\u2019s arm remained trapped.',
            '7. The MTA, as a common carrier, owed plaintiff a duty to exercise reasonable care, including a duty to afford her a reasonable opportunity to alight safely and to maintain the rear door\u2019s sensitive-edge sensor and interlock, which are designed to prevent a bus from moving while a door is obstructed.',
            '8. The MTA was negligent in closing the door on plaintiff, in moving the bus while the door was obstructed, in failing to maintain the sensitive-edge sensor and interlock, and in failing to train and supervise its operator.',
            '9. As a result, plaintiff sustained a displaced fracture of the left distal radius requiring surgery on January 19, 2024 at Kings Bay Medical Center, and other serious injuries, and has incurred and will incur medical expenses and lost earnings.',
            '10. This action falls within one or more of the exceptions set forth in CPLR \u00a7 1602.',
          ],
        },
        {
          paragraphs: [
            'WHEREFORE, plaintiff demands judgment against the defendant in a sum exceeding the jurisdictional limits of all lower courts which would otherwise have jurisdiction, together with interest, costs and disbursements.',
          ],
        },
        {
          heading: 'VERIFICATION',
          paragraphs: [
            'STATE OF NEW YORK, COUNTY OF KINGS, ss.: GRACE OKAFOR, being duly sworn, deposes and says: I am the plaintiff in this action; I have read the foregoing Verified Complaint and know its contents; the same is true to my own knowledge, except as to matters stated to be alleged on information and belief, and as to those matters I believe it to be true.',
          ],
        },
      ],
      signature: ['HARPER & LANE LLP', 'Attorneys for Plaintiff', 'By: Priya Natarajan', '1200 Avenue of the Americas, New York, New York 10036', 'Dated: July 15, 2024'],
    },
    {
      kind: 'docx',
      filename: 'Verified Bill of Particulars - Okafor.docx',
      date: '2024-10-21',
      author: 'Priya Natarajan',
      title: 'Verified Bill of Particulars',
      sections: [
        {
          paragraphs: [
            'Grace Okafor v. Metro Transit Authority, Supreme Court of the State of New York, County of Kings, Index No. 2024-CV-33817.',
            'Plaintiff, by her attorneys Harper & Lane LLP, as and for her Verified Bill of Particulars in response to defendant\u2019s demand dated September 9, 2024, states as follows:',
          ],
        },
        {
          heading: '1. Date and approximate time of occurrence',
          paragraphs: ['January 17, 2024, at approximately 8:42 a.m.'],
        },
        {
          heading: '2. Location',
          paragraphs: ['The southbound bus stop on Flatbush Avenue at its intersection with Atlantic Avenue (Atlantic Terminal), Brooklyn, New York, at the rear door of bus no. 6138, route B67.'],
        },
        {
          heading: '3. Injuries',
          paragraphs: [
            'Displaced, comminuted fracture of the left distal radius, treated by open reduction and internal fixation with volar plate on January 19, 2024 by Dr. Helen Marsh-Whitley at Kings Bay Medical Center; contusions of the left shoulder; abrasions of the left forearm; post-traumatic stress disorder diagnosed April 2024. Plaintiff is left-handed. Injuries are permanent in nature.',
          ],
        },
        {
          heading: '4. Special damages',
          paragraphs: [
            'Hospital and surgical expenses: $96,412.30. Physician and physical therapy expenses to date: $58,930.00. Psychological treatment: $9,640.00. Pharmacy: $2,358.25. Future medical expenses (hardware removal, estimated): $20,000.00. Total medical specials: $187,340.55 (see schedule produced herewith). Lost earnings as a dental hygienist, January 17 through June 30, 2024: $41,216.00.',
          ],
        },
        {
          heading: '5. Acts of negligence',
          paragraphs: ['As set forth in paragraph 8 of the Verified Complaint, and in the failure to comply with the MTA\u2019s own Bus Operator Rule 4.12 (door closing procedures).'],
        },
      ],
      signature: ['Dated: New York, New York', 'October 21, 2024', '', 'HARPER & LANE LLP', 'By: Priya Natarajan'],
    },
    {
      kind: 'xlsx',
      filename: 'Medical specials schedule - G. Okafor.xlsx',
      date: '2024-10-18',
      sheets: [
        {
          name: 'Specials',
          rows: [
            ['Provider', 'Dates of service', 'Description', 'Billed (USD)', 'Paid by no-fault / health plan', 'Outstanding lien'],
            ['Kings Bay Medical Center', '01/17/2024 - 01/21/2024', 'ED, admission, ORIF left distal radius', 96412.3, 71830, 24582.3],
            ['Brooklyn Orthopaedic Associates (Dr. H. Marsh-Whitley)', '01/19/2024 - 09/30/2024', 'Surgery, follow-up visits', 31480, 22110, 9370],
            ['Prospect Park Physical Therapy', '02/12/2024 - 08/29/2024', '58 PT sessions', 27450, 19215, 8235],
            ['Dr. Adaeze Nwosu, Psy.D.', '04/03/2024 - 10/10/2024', 'Trauma-focused therapy, 24 sessions', 9640, 0, 9640],
            ['CVS Pharmacy #7731', '01/21/2024 - 06/30/2024', 'Prescriptions', 2358.25, 2004.51, 353.74],
            ['Future (estimate)', '2025', 'Hardware removal', 20000, 0, 0],
            ['TOTAL', '', '', 187340.55, 115159.51, 52181.04],
          ],
        },
      ],
    },
  ],
};
