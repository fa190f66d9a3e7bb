import type { Caption, MatterCorpus } from './types.js';

/**
 * Rivera v. Harbor Hotels Group, Inc., Docket No. MID-L-004512-24 (N.J. Super. Ct. Law Div.).
 * Facts used across the documents: Luis Rivera, Director of Operations for the Harbor Grand Hotel
 * New Brunswick and Harbor Suites Edison since March 6, 2017 ($118,500.00 a year); his report to
 * HR manager Janet Kowalski on June 14, 2023 of off-the-clock work and edited punches in Kronos;
 * his follow-up e-mail of June 21, 2023; his termination by Douglas Pryor on August 9, 2023;
 * CEPA (N.J.S.A. 34:19-1 et seq.) and the Wage and Hour Law (N.J.S.A. 34:11-56a et seq.).
 */

const CAPTION: Caption = {
  court: ['SUPERIOR COURT OF NEW JERSEY', 'LAW DIVISION: MIDDLESEX COUNTY'],
  parties: ['LUIS RIVERA,', '', '                    Plaintiff,', '', '          v.', '', 'HARBOR HOTELS GROUP, INC.,', '', '                    Defendant.'],
  docket: ['DOCKET NO. MID-L-004512-24', '', 'Civil Action', '', ''],
};

export const RIVERA: MatterCorpus = {
  matter: 'Rivera v. Harbor Hotels Group',
  uploader: 'paralegal',
  files: [
    {
      kind: 'pdf',
      filename: '2024-07-22 Complaint and Jury Demand - Rivera.pdf',
      uploadedBy: 'associate',
      date: '2024-07-22',
      author: 'Priya Natarajan',
      title: 'Complaint and Jury Demand',
      caption: CAPTION,
      spacing: 'double',
      sections: [
        {
          paragraphs: [
            'Plaintiff Luis Rivera, residing in Edison, Middlesex County, New Jersey, by way of Complaint against Defendant Harbor Hotels Group, Inc., says:',
          ],
        },
        {
          heading: 'THE PARTIES',
          paragraphs: [
            '1. Plaintiff Luis Rivera ("Rivera") was employed by Defendant from March 6, 2017 until August 9, 2023, most recently as Director of Operations for the Harbor Grand Hotel New Brunswick and the Harbor Suites Edison, at an annual salary of $118,500.00 plus a target bonus of 15 percent.',
            '2. Defendant Harbor Hotels Group, Inc. ("Harbor") is a Delaware corporation with its principal place of business at 300 Meadowlands Parkway, Secaucus, New Jersey 07094. Harbor owns and operates eleven hotels in New Jersey and New York and is an "employer" within the meaning of N.J.S.A. 34:19-2(a).',
          ],
        },
        {
          heading: 'FACTS',
          paragraphs: [
            '3. In May and June 2023, Rivera learned that front-desk and housekeeping employees at both properties were being told to clock out at the end of their scheduled shifts and then continue working, and that overtime hours recorded in the Kronos timekeeping system were being edited downward by property managers after the fact.',
            '4. On June 14, 2023, Rivera met with Janet Kowalski, Harbor\u2019s Human Resources Manager for the Central New Jersey region, and reported that these practices violated the New Jersey Wage and Hour Law, N.J.S.A. 34:11-56a4, and the Fair Labor Standards Act, 29 U.S.C. \u00a7 207. Ms. Kowalski completed a complaint intake form during the meeting.',
            '5. On June 21, 2023, Rivera sent Ms. Kowalski an e-mail summarizing his concerns and attaching a spreadsheet identifying 37 edited time punches for 14 employees during the weeks ending June 4 through June 18, 2023.',
            '6. In late June 2023, Ms. Kowalski informed Douglas Pryor, Harbor\u2019s Regional Vice President of Operations, of Rivera\u2019s complaint.',
            '7. Rivera had received a rating of "Exceeds Expectations" in each of his annual reviews from 2018 through 2022, and a $14,200.00 bonus in March 2023.',
            '8. On August 9, 2023, eight weeks after his complaint, Mr. Pryor terminated Rivera\u2019s employment, stating in a letter of the same date that his position was being eliminated as part of a "regional restructuring."',
            '9. On or about September 18, 2023, Harbor posted an opening for a "General Manager, Edison Cluster" whose duties are substantially the same as those Rivera performed.',
          ],
        },
        {
          heading: 'FIRST COUNT (Conscientious Employee Protection Act, N.J.S.A. 34:19-1 et seq.)',
          paragraphs: [
            '10. Rivera repeats the allegations of paragraphs 1 through 9.',
            '11. Rivera reasonably believed that Harbor\u2019s timekeeping practices violated laws, rules or regulations promulgated pursuant to law, and he disclosed and objected to those practices to a supervisor, conduct protected by N.J.S.A. 34:19-3(a) and (c). See Dzwonar v. McDevitt, 177 N.J. 451, 462 (2003).',
            '12. Harbor took retaliatory action against Rivera by terminating his employment because of that protected activity.',
            '13. As a result, Rivera has suffered lost wages and benefits, emotional distress and damage to his professional reputation.',
          ],
        },
        {
          heading: 'SECOND COUNT (Retaliation, N.J.S.A. 34:11-56a24)',
          paragraphs: [
            '14. Rivera repeats the allegations of paragraphs 1 through 13. Harbor discharged Rivera because he complained to Harbor about its failure to pay wages due under the Wage and Hour Law, in violation of N.J.S.A. 34:11-56a24.',
          ],
        },
        {
          heading: 'PRAYER FOR RELIEF',
          paragraphs: [
            'WHEREFORE, Plaintiff demands judgment against Defendant for reinstatement or, in lieu thereof, front pay; back pay and lost benefits; compensatory damages including damages for emotional distress; punitive damages pursuant to N.J.S.A. 34:19-5 and N.J.S.A. 2A:15-5.12; reasonable attorneys\u2019 fees and costs; pre- and post-judgment interest; and such other relief as the Court deems equitable and just.',
          ],
        },
        {
          heading: 'JURY DEMAND AND DESIGNATION OF TRIAL COUNSEL',
          paragraphs: [
            'Plaintiff demands a trial by jury on all issues so triable. Pursuant to R. 4:25-4, Priya Natarajan, Esq. is designated as trial counsel.',
            'CERTIFICATION PURSUANT TO R. 4:5-1: The matter in controversy is not the subject of any other action pending in any court or of a pending arbitration proceeding, and no other action or arbitration proceeding is contemplated.',
          ],
        },
      ],
      signature: ['HARPER & LANE LLP', 'Attorneys for Plaintiff Luis Rivera', '', 'By: /s/ Priya Natarajan', 'Priya Natarajan, Esq.', 'Dated: July 22, 2024'],
    },
    {
      kind: 'docx',
      filename: 'Harbor termination letter to L. Rivera 08-09-2023.docx',
      date: '2023-08-09',
      author: 'Douglas Pryor',
      title: 'Notice of Position Elimination',
      letterhead: ['HARBOR HOTELS GROUP, INC.', '300 Meadowlands Parkway, Secaucus, NJ 07094'],
      preamble: ['August 9, 2023', '', 'PERSONAL AND CONFIDENTIAL - HAND DELIVERED', 'Mr. Luis Rivera', 'Director of Operations, Central New Jersey'],
      sections: [
        {
          paragraphs: [
            'Dear Luis:',
            'As you know, Harbor Hotels Group has been reviewing the management structure of its Central New Jersey properties. As part of this regional restructuring, the position of Director of Operations for the Harbor Grand Hotel New Brunswick and the Harbor Suites Edison is being eliminated, effective today, August 9, 2023.',
            'You will be paid your salary through August 31, 2023 and any accrued, unused paid time off. Your group health coverage will continue through August 31, 2023; information about continuation coverage under COBRA will be mailed to your home address.',
            'Harbor is prepared to offer you severance of eight (8) weeks of base salary ($18,230.77) in exchange for a general release. The separation agreement is enclosed; please return it within twenty-one (21) days if you wish to accept.',
            'Please return your laptop, keys and access badge to Janet Kowalski in Human Resources by August 11, 2023.',
            'We thank you for your contributions to Harbor over the past six years.',
          ],
        },
      ],
      signature: ['Sincerely,', '', 'Douglas Pryor', 'Regional Vice President of Operations', 'cc: Janet Kowalski, HR Manager; Personnel File'],
    },
    {
      kind: 'scan',
      filename: 'HHG-001187 HR complaint intake form (scan).pdf',
      date: '2023-06-15',
      stamp: 'RECEIVED JUN 15 2023',
      lines: [
        { text: 'HARBOR HOTELS GROUP - HUMAN RESOURCES', align: 'center', bold: true },
        { text: 'EMPLOYEE CONCERN / COMPLAINT INTAKE FORM', align: 'center', bold: true },
        { text: 'CONFIDENTIAL', align: 'center' },
        '',
        'Date of meeting: 06/14/2023          Time: 2:30 PM',
        'Employee: Luis Rivera, Director of Operations',
        'Properties: Harbor Grand New Brunswick / Harbor Suites Edison',
        'Intake by: Janet Kowalski, HR Manager, Central NJ',
        '',
        { text: 'Nature of concern:', bold: true },
        'Employee reports front desk and housekeeping staff told to punch out and keep working (off-the-clock) on weekend turnovers. Says overtime punches in Kronos edited down by property managers after payroll lock. Gave example of room attendant at Edison with 6.5 hours removed week ending 6/4.',
        '',
        'Employee believes this violates state wage law and federal overtime rules. Will send list of affected punches by e-mail.',
        '',
        { text: 'Action taken:', bold: true },
        'Advised will review with Regional VP Ops (D. Pryor) and Payroll. Employee asked that names of reporting staff be kept confidential.',
        '',
        'HR signature: J. Kowalski          Date: 6/14/23',
        '',
        { text: 'HHG-001187', align: 'right' },
      ],
    },
    {
      kind: 'eml',
      filename: 'Follow-up - timekeeping issues at New Brunswick and Edison.eml',
      from: 'Luis Rivera <lrivera@harborhotels.example>',
      to: ['Janet Kowalski <jkowalski@harborhotels.example>'],
      subject: 'Follow-up: timekeeping issues at New Brunswick and Edison',
      date: 'Wed, 21 Jun 2023 07:58:41 -0400',
      messageId: '<BN8PR11MB3604.21062023.0758@harborhotels.example>',
      body: [
        'Janet,',
        '',
        'Thank you for meeting with me on June 14. As promised, attached is a spreadsheet of the Kronos punches I found edited for the weeks ending June 4, June 11 and June 18, 2023. There are 37 edits affecting 14 team members, about 61 hours in total. Most of the edits were made on Monday mornings after the payroll lock, under the property managers\' logins.',
        '',
        'I also have photos of the posted weekend schedule at Edison that tells staff to "punch out at 3:00, finish turnovers" - I will bring printouts to our next meeting rather than e-mail them.',
        '',
        'I know this is uncomfortable, but I believe we are not paying people for time they worked, which I understand is illegal under New Jersey law and the FLSA. I want to fix it before it gets worse. Please keep the names of the staff who came to me confidential.',
        '',
        'Thanks,',
        'Luis',
        '',
        'Luis Rivera | Director of Operations, Central NJ',
        'Harbor Grand Hotel New Brunswick | Harbor Suites Edison',
        'Mobile: 732-555-0147',
      ].join('\n'),
      attachments: [
        {
          kind: 'xlsx',
          filename: 'Kronos edited punches - weeks ending 6-4 to 6-18-2023.xlsx',
          date: '2023-06-20',
          sheets: [
            {
              name: 'Edited punches',
              rows: [
                ['Employee ID', 'Position', 'Property', 'Week ending', 'Hours worked (badge)', 'Hours paid (Kronos)', 'Difference', 'Edited by', 'Edit timestamp'],
                ['E-20417', 'Room Attendant', 'Harbor Suites Edison', '2023-06-04', 46.5, 40, 6.5, 'mgr.edison', '06/05/2023 08:12'],
                ['E-20433', 'Room Attendant', 'Harbor Suites Edison', '2023-06-04', 44, 40, 4, 'mgr.edison', '06/05/2023 08:14'],
                ['E-19876', 'Front Desk Agent', 'Harbor Grand New Brunswick', '2023-06-04', 43.25, 40, 3.25, 'mgr.newbrunswick', '06/05/2023 09:02'],
                ['E-20417', 'Room Attendant', 'Harbor Suites Edison', '2023-06-11', 45, 40, 5, 'mgr.edison', '06/12/2023 08:07'],
                ['E-21102', 'Houseperson', 'Harbor Suites Edison', '2023-06-11', 42.5, 40, 2.5, 'mgr.edison', '06/12/2023 08:09'],
                ['E-19876', 'Front Desk Agent', 'Harbor Grand New Brunswick', '2023-06-18', 41.75, 40, 1.75, 'mgr.newbrunswick', '06/19/2023 08:55'],
                ['TOTAL (37 edits, 14 employees; 6 shown)', '', '', '', '', '', 61.25, '', ''],
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'pdf',
      filename: '2024-09-16 Answer and Affirmative Defenses (Harbor).pdf',
      date: '2024-09-16',
      author: 'Fenwick Dorsey LLP',
      title: 'Answer and Affirmative Defenses of Defendant Harbor Hotels Group, Inc.',
      caption: CAPTION,
      spacing: 'double',
      sections: [
        {
          paragraphs: [
            'Defendant Harbor Hotels Group, Inc. ("Harbor"), by its attorneys Fenwick Dorsey LLP, answers the Complaint of Plaintiff Luis Rivera as follows:',
          ],
        },
        {
          heading: 'ANSWER',
          paragraphs: [
            '1. Admits that Plaintiff was employed from March 6, 2017 through August 9, 2023 and that his final title was Director of Operations; denies the remaining allegations of paragraph 1.',
            '4. Admits that Plaintiff met with Janet Kowalski on June 14, 2023; denies Plaintiff\u2019s characterization of that meeting.',
            '6. Denies knowledge or information sufficient to form a belief as to the allegations of paragraph 6.',
            '8. Admits that Plaintiff\u2019s position was eliminated on August 9, 2023 as part of a regional restructuring; denies that the elimination was related to any complaint.',
            '9. Denies that the General Manager, Edison Cluster position is substantially the same as Plaintiff\u2019s former position.',
          ],
        },
        {
          heading: 'AFFIRMATIVE DEFENSES',
          paragraphs: [
            'FIRST: Harbor\u2019s decision was made for legitimate, non-retaliatory business reasons, and would have been made in the absence of any protected activity.',
            'SECOND: Plaintiff\u2019s Second Count is waived by the institution of his CEPA claim. N.J.S.A. 34:19-8.',
            'THIRD: Plaintiff failed to mitigate his damages.',
            'FOURTH: Punitive damages are unavailable because no member of Harbor\u2019s upper management actually participated in or was willfully indifferent to any wrongful conduct. N.J.S.A. 2A:15-5.12.',
          ],
        },
      ],
      signature: ['FENWICK DORSEY LLP', 'Attorneys for Defendant Harbor Hotels Group, Inc.', '', 'By: /s/ Michael Tran', 'Michael Tran, Esq.', 'Dated: September 16, 2024'],
    },
    {
      kind: 'transcript',
      format: 'pdf',
      filename: 'Pryor Deposition 2024-10-29 (excerpt pp. 57-59).pdf',
      uploadedBy: 'associate',
      date: '2024-10-30',
      author: 'Garden State Reporting LLC',
      title: 'Deposition of Douglas Pryor',
      cover: [
        'SUPERIOR COURT OF NEW JERSEY',
        'LAW DIVISION - MIDDLESEX COUNTY',
        'DOCKET NO. MID-L-004512-24',
        '',
        'LUIS RIVERA, Plaintiff,',
        'v.',
        'HARBOR HOTELS GROUP, INC., Defendant.',
        '',
        'DEPOSITION OF DOUGLAS PRYOR',
        'October 29, 2024',
        'Fenwick Dorsey LLP, Newark, New Jersey',
        '',
        'Reported by: Anthony Ruggiero, CCR (License No. 30XI00228100)',
        'Garden State Reporting LLC',
        '',
        'EXCERPT: PAGES 57-59',
      ],
      pages: [
        {
          number: 57,
          lines: [
            'BY MS. NATARAJAN:',
            '    Q. When did you first learn that Mr.',
            'Rivera had complained about timekeeping?',
            '    A. I think Janet mentioned it in late',
            'June, maybe the last week of June.',
            '    Q. Of 2023?',
            '    A. Yes.',
            '    Q. What did she tell you?',
            '    A. That Luis thought managers were',
            'editing punches in Kronos.',
            '    Q. Did you read his e-mail of June 21?',
            '    A. I saw it at some point. I don\'t',
            'remember when.',
            '    Q. When was the decision made to',
            'eliminate the Director of Operations',
            'position for New Brunswick and Edison?',
            '    A. Sometime in July.',
            '    Q. Before or after you learned of his',
            'complaint?',
            '    MR. TRAN: Objection to form.',
            '    A. After, I suppose, but it was not',
            'connected.',
            '    Q. Is there any document, before June',
            '14, 2023, that discusses eliminating that',
            'position?',
          ],
        },
        {
          number: 58,
          lines: [
            '    A. Not that I am aware of. We talked',
            'about restructuring generally.',
            '    Q. Who else was involved in the decision?',
            '    A. Myself and Carla Benedetti, our',
            'Chief Operating Officer.',
            '    Q. Did Ms. Benedetti know about the',
            'complaint?',
            '    A. I don\'t know.',
            '    Q. Were any other director-level',
            'positions eliminated in the region in 2023?',
            '    A. No.',
            '    Q. Only Mr. Rivera\'s?',
            '    A. That\'s correct.',
            '    Q. In September 2023 Harbor posted a',
            'position called General Manager, Edison',
            'Cluster. Who holds that position today?',
            '    A. Brian Castellano.',
            '    Q. What is his salary?',
            '    MR. TRAN: Objection. Confidential.',
            'We\'ll designate it under the protective',
            'order.',
            '    A. $124,000, I believe.',
            '    Q. And Mr. Castellano oversees both the',
            'New Brunswick and Edison properties?',
            '    A. Yes.',
          ],
        },
        {
          number: 59,
          lines: [
            '    Q. Mr. Pryor, after Mr. Rivera\'s',
            'complaint, did anyone investigate whether',
            'punches had been edited?',
            '    A. Payroll looked at it.',
            '    Q. What did payroll find?',
            '    A. Some adjustments were made. I don\'t',
            'have the details.',
            '    Q. Were back wages paid to any employee?',
            '    A. I believe some employees received',
            'corrections in August.',
            '    MS. NATARAJAN: I\'d ask that Harbor',
            'produce the payroll corrections from',
            'August 2023. We will follow up in writing.',
            '    MR. TRAN: Take it under advisement.',
          ],
        },
      ],
    },
    {
      kind: 'docx',
      filename: 'DRAFT Responses to Second Set of Interrogatories (Rivera).docx',
      uploadedBy: 'associate',
      date: '2024-11-04',
      author: 'Priya Natarajan',
      title: 'DRAFT - Privileged & Confidential - Attorney Work Product: Plaintiff\u2019s Answers to Defendant\u2019s Second Set of Interrogatories',
      sections: [
        {
          paragraphs: [
            'Plaintiff Luis Rivera, pursuant to R. 4:17-4, answers Defendant Harbor Hotels Group, Inc.\u2019s Second Set of Interrogatories, served October 7, 2024, as follows.',
          ],
        },
        {
          heading: 'Interrogatory No. 21',
          paragraphs: [
            'State with particularity each item of economic damages Plaintiff claims, and the method of calculation.',
            'ANSWER: Back pay from September 1, 2023 through November 30, 2024 at an annual salary of $118,500.00, totaling $148,125.00, plus lost bonus at the 15 percent target ($22,218.75), less interim earnings from consulting work ($23,456.25), for net back pay of $146,887.50. Plaintiff also claims lost employer 401(k) matching contributions of $5,332.50 and the cost of replacement health coverage of $11,940.00. Plaintiff\u2019s damages expert will address front pay. [PN: confirm interim earnings figure with client - 1099s for Q3 2024 not yet received.]',
          ],
        },
        {
          heading: 'Interrogatory No. 22',
          paragraphs: [
            'Identify every person to whom Plaintiff communicated, before August 9, 2023, any complaint concerning timekeeping or wages.',
            'ANSWER: Janet Kowalski (June 14, 2023, in person; June 21, 2023, by e-mail); Nadia Ferreira, Front Office Manager, Harbor Grand New Brunswick (late May 2023, orally); and the anonymous Harbor ethics hotline (report no. EH-2023-0611, June 28, 2023). [PN: client to locate hotline confirmation e-mail - not in our file.]',
          ],
        },
        {
          heading: 'Interrogatory No. 23',
          paragraphs: [
            'Describe all efforts Plaintiff has made to obtain employment since August 9, 2023.',
            'ANSWER: Plaintiff applied for 43 positions between September 2023 and October 2024 (list to be produced as RIVERA-000412 to RIVERA-000419), interviewed with six employers, and has worked as an independent hospitality operations consultant since March 2024.',
          ],
        },
      ],
    },
  ],
};
