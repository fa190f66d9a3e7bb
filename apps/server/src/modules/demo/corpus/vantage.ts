import type { Caption, MatterCorpus } from './types.js';

/**
 * Vantage Robotics, Inc. v. Gregory Thorne and Kessling Automation Inc., No. 2:24-cv-08812-MCA-JRA
 * (D.N.J.). Facts: Thorne, principal firmware engineer from January 8, 2019, signed the Employee
 * Confidentiality and Invention Assignment Agreement that day; resigned July 19, 2024 (last day
 * July 31); on July 24-26, 2024 copied 14,212 files (38.6 GB) of the GripSense firmware to a
 * SanDisk USB drive (serial 4C530001230919105424) from laptop VR-LT-0419; joined Kessling on
 * August 12, 2024; complaint filed August 28, 2024; TRO; GripSense cost more than $23 million.
 */

const CAPTION: Caption = {
  court: ['UNITED STATES DISTRICT COURT', 'DISTRICT OF NEW JERSEY'],
  parties: ['VANTAGE ROBOTICS, INC.,', '                    Plaintiff,', '          v.', 'GREGORY THORNE and', 'KESSLING AUTOMATION INC.,', '                    Defendants.'],
  docket: ['Civil Action No.', '2:24-cv-08812-MCA-JRA', '', ''],
};

export const VANTAGE: MatterCorpus = {
  matter: 'Vantage Robotics v. Thorne and Kessling Automation',
  uploader: 'paralegal',
  files: [
    {
      kind: 'pdf',
      filename: '2024-08-28 Verified Complaint - Vantage Robotics v. Thorne.pdf',
      date: '2024-08-28',
      author: 'Daniel Lane',
      title: 'Verified Complaint for Injunctive Relief and Damages',
      caption: CAPTION,
      spacing: 'double',
      sections: [
        {
          paragraphs: ['Plaintiff Vantage Robotics, Inc. ("Vantage"), by its undersigned counsel, alleges against Defendants Gregory Thorne ("Thorne") and Kessling Automation Inc. ("Kessling") as follows:'],
        },
        {
          heading: 'NATURE OF THE ACTION',
          paragraphs: [
            '1. In the last week of his employment, Vantage\u2019s principal firmware engineer copied 14,212 files containing the source code, calibration tables and test data for Vantage\u2019s GripSense adaptive force-control firmware onto a personal USB drive. Twelve days after his last day at Vantage he started work at Kessling, Vantage\u2019s closest competitor in robotic end-effectors, as its Director of Motion Control. Vantage brings this action under the Defend Trade Secrets Act of 2016, 18 U.S.C. \u00a7 1836 et seq. ("DTSA"), and the New Jersey Trade Secrets Act, N.J.S.A. 56:15-1 et seq. ("NJTSA").',
          ],
        },
        {
          heading: 'PARTIES, JURISDICTION AND VENUE',
          paragraphs: [
            '2. Vantage is a Delaware corporation with its principal place of business at 1 Research Way, Princeton, New Jersey 08540.',
            '3. Thorne is an individual residing in Lawrenceville, New Jersey.',
            '4. Kessling is a Michigan corporation with its principal place of business in Troy, Michigan, and an engineering office at 90 Woodbridge Center Drive, Woodbridge, New Jersey.',
            '5. The Court has jurisdiction under 28 U.S.C. \u00a7 1331 and 18 U.S.C. \u00a7 1836(c), and supplemental jurisdiction over the state-law claims under 28 U.S.C. \u00a7 1367(a). Venue is proper under 28 U.S.C. \u00a7 1391(b)(2).',
          ],
        },
        {
          heading: 'FACTS',
          paragraphs: [
            '6. Since 2018 Vantage has invested more than $23 million in GripSense, firmware that lets a robotic gripper sense and adjust its grip force within 2 milliseconds. GripSense is the reason Vantage\u2019s grippers can handle eggs, glass vials and soft produce without damage.',
            '7. The GripSense source code, its calibration tables and its test data derive independent economic value from not being generally known, and Vantage protects them through access controls, encryption, confidentiality agreements and a data-loss-prevention system, so they are trade secrets within the meaning of 18 U.S.C. \u00a7 1839(3).',
            '8. Thorne joined Vantage on January 8, 2019 and that day signed an Employee Confidentiality and Invention Assignment Agreement (the "Agreement"), in which he agreed not to use or disclose Vantage\u2019s Confidential Information and to return all of it when his employment ended.',
            '9. On July 19, 2024, Thorne gave notice of his resignation, effective July 31, 2024. He told his manager, Chief Technology Officer Sandra Whitlock, that he was "taking time off" and had no new job.',
            '10. Between July 24 and July 26, 2024, Thorne connected a SanDisk Extreme Pro USB drive (serial number 4C530001230919105424) to his Vantage laptop (asset tag VR-LT-0419) and copied 14,212 files, 38.6 GB in all, from the gripsense-fw repository and the GS-Calibration network share.',
            '11. Thorne returned the laptop on July 31, 2024. He did not return the USB drive.',
            '12. On August 12, 2024, Thorne began work at Kessling as Director of Motion Control.',
          ],
        },
        {
          heading: 'COUNT I - Misappropriation of Trade Secrets, 18 U.S.C. \u00a7 1836 (Against All Defendants)',
          paragraphs: ['13. Thorne acquired Vantage\u2019s trade secrets by improper means and, on information and belief, has disclosed or used them for Kessling\u2019s benefit. Vantage is entitled to injunctive relief under 18 U.S.C. \u00a7 1836(b)(3)(A), damages, and exemplary damages and attorneys\u2019 fees for willful and malicious misappropriation under \u00a7 1836(b)(3)(C)-(D).'],
        },
        {
          heading: 'COUNT II - Misappropriation, N.J.S.A. 56:15-1 et seq. (Against All Defendants)',
          paragraphs: ['14. The same conduct constitutes misappropriation under N.J.S.A. 56:15-2 and entitles Vantage to relief under N.J.S.A. 56:15-3 and 56:15-4.'],
        },
        {
          heading: 'COUNT III - Breach of Contract (Against Thorne)',
          paragraphs: ['15. Thorne breached Sections 2 and 5 of the Agreement.'],
        },
        {
          heading: 'PRAYER FOR RELIEF',
          paragraphs: [
            'Vantage requests (a) a temporary restraining order and preliminary and permanent injunctions under Fed. R. Civ. P. 65 requiring Defendants to return the USB drive and all copies of Vantage\u2019s files and to refrain from using them; (b) an order for expedited discovery and forensic imaging of Defendants\u2019 devices; (c) damages; (d) exemplary damages of twice the damages awarded; and (e) attorneys\u2019 fees and costs.',
          ],
        },
      ],
      signature: ['HARPER & LANE LLP', 'By: /s/ Daniel Lane', 'Daniel Lane (pro hac vice pending)', 'Priya Natarajan', 'Attorneys for Plaintiff Vantage Robotics, Inc.', 'Dated: August 28, 2024'],
    },
    {
      kind: 'docx',
      filename: 'Thorne - Employee Confidentiality and Invention Assignment Agreement (2019).docx',
      date: '2019-01-08',
      author: 'Vantage Robotics HR',
      title: 'Employee Confidentiality and Invention Assignment Agreement',
      sections: [
        {
          paragraphs: ['This Agreement is made on January 8, 2019 between Vantage Robotics, Inc. (the "Company") and Gregory Thorne ("Employee"), in consideration of Employee\u2019s employment as Principal Firmware Engineer.'],
        },
        {
          heading: '1. Confidential Information',
          paragraphs: ['"Confidential Information" means all non-public information of the Company, including source code, firmware, algorithms, calibration data, test results, product roadmaps, and customer and supplier information, in any form.'],
        },
        {
          heading: '2. Non-Use and Non-Disclosure',
          paragraphs: ['During and after employment, Employee shall not use Confidential Information except for the Company\u2019s benefit and shall not disclose it to any person outside the Company without written authorization. Employee shall not copy Confidential Information to any personal device, storage medium or personal cloud account.'],
        },
        {
          heading: '3. Assignment of Inventions',
          paragraphs: ['Employee assigns to the Company all inventions conceived or reduced to practice during employment that relate to the Company\u2019s business, except as provided in N.J.S.A. 34:1B-265.'],
        },
        {
          heading: '5. Return of Property',
          paragraphs: ['On termination of employment for any reason, Employee shall immediately return all Company property and all copies of Confidential Information, and shall certify the return in writing.'],
        },
        {
          heading: '8. Remedies',
          paragraphs: ['Employee agrees that a breach of Sections 2 or 5 would cause the Company irreparable harm, and that the Company may obtain injunctive relief without posting a bond, in addition to any other remedy.'],
        },
        {
          heading: '9. Notice of Immunity',
          paragraphs: ['Pursuant to 18 U.S.C. \u00a7 1833(b), an individual shall not be held liable under any trade secret law for a disclosure made in confidence to a government official or an attorney solely for the purpose of reporting a suspected violation of law.'],
        },
      ],
      signature: ['VANTAGE ROBOTICS, INC.                     EMPLOYEE', 'By: Sandra Whitlock, CTO                    Gregory Thorne', 'Date: 01/08/2019                            Date: 01/08/2019'],
    },
    {
      kind: 'eml',
      filename: 'Preliminary findings - Thorne laptop VR-LT-0419.eml',
      uploadedBy: 'associate',
      from: 'Nathan Cole <ncole@haldenforensics.example>',
      to: ['Daniel Lane <dlane@harperlane.example>', 'Priya Natarajan <pnatarajan@harperlane.example>'],
      subject: 'Preliminary findings - Thorne laptop (VR-LT-0419) - PRIVILEGED',
      date: 'Thu, 05 Sep 2024 21:17:09 -0400',
      messageId: '<d41f7a2e-0905-2024-halden@haldenforensics.example>',
      body: [
        'Daniel, Priya -',
        '',
        'We have completed the initial analysis of the forensic image of laptop VR-LT-0419 (imaged 08/02/2024, SHA-256 verified). Summary:',
        '',
        '1. A SanDisk Extreme Pro USB device, serial 4C530001230919105424, was first connected on 07/24/2024 at 18:41 and last removed on 07/26/2024 at 23:09 (Windows setupapi and USBSTOR artifacts).',
        '2. Shellbags and LNK files show 14,212 files opened from E:\\ and from \\\\vr-fs02\\GS-Calibration during those sessions; 38.6 GB in total.',
        '3. The Dropbox desktop client was installed on 07/25/2024 and removed on 07/30/2024. We see sync activity for 212 files but cannot yet tell what they were.',
        '4. CCleaner was run on 07/30/2024 at 22:14. The Recycle Bin was emptied the same evening.',
        '',
        'The attached CSV lists the device connection events and the first 25 file-access entries. The full file listing (Appendix B, 14,212 entries) is too large for e-mail; I will send it by secure transfer once you confirm the recipient list.',
        '',
        'We are ready to image Mr. Thorne\'s personal devices as soon as the Court\'s order is entered.',
        '',
        'Regards,',
        'Nathan Cole, EnCE, GCFA',
        'Managing Director, Halden Forensics LLC | 201-555-0176',
      ].join('\n'),
      attachments: [
        {
          kind: 'csv',
          filename: 'VR-LT-0419 USB and file activity (preliminary).csv',
          rows: [
            ['Timestamp (UTC-4)', 'Artifact', 'Event', 'Device / path', 'Detail'],
            ['2024-07-24 18:41:07', 'setupapi.dev.log', 'USB first connected', 'SanDisk Extreme Pro 4C530001230919105424', 'Drive letter E:'],
            ['2024-07-24 18:52:33', 'LNK', 'File opened', 'E:\\gripsense-fw\\src\\force_loop\\pid_adaptive.c', '41 KB'],
            ['2024-07-24 19:03:10', 'Shellbags', 'Folder browsed', '\\\\vr-fs02\\GS-Calibration\\2024Q2', ''],
            ['2024-07-25 09:15:44', 'Prefetch', 'Program run', 'DROPBOXINSTALLER.EXE', 'Dropbox client installed'],
            ['2024-07-25 20:27:19', 'LNK', 'File opened', 'E:\\GS-Calibration\\tables\\gs4_vial_grip_v7.csv', '3.2 MB'],
            ['2024-07-26 23:09:52', 'USBSTOR', 'USB last removed', 'SanDisk Extreme Pro 4C530001230919105424', ''],
            ['2024-07-30 22:14:05', 'Prefetch', 'Program run', 'CCLEANER64.EXE', 'Run once'],
          ],
        },
      ],
    },
    {
      kind: 'pdf',
      filename: 'Declaration of Sandra Whitlock ISO Preliminary Injunction.pdf',
      date: '2024-09-19',
      author: 'Priya Natarajan',
      title: 'Declaration of Sandra Whitlock in Support of Plaintiff\u2019s Motion for a Preliminary Injunction',
      caption: CAPTION,
      spacing: 'double',
      sections: [
        {
          paragraphs: [
            'I, Sandra Whitlock, declare as follows:',
            '1. I am the Chief Technology Officer of Vantage Robotics, Inc. I have held that position since 2017. I make this declaration on personal knowledge.',
            '2. Gregory Thorne reported to me from January 8, 2019 until July 31, 2024. He was one of four engineers with write access to the gripsense-fw repository.',
            '3. The GripSense calibration tables took Vantage\u2019s test lab roughly 40,000 hours to generate. A competitor with those tables could skip eighteen to twenty-four months of development.',
            '4. On September 10, 2024, Kessling announced its "FlexGrip 2" gripper, claiming "adaptive force feedback in under 3 ms." Until then, Kessling\u2019s grippers used fixed force profiles.',
            '5. When Mr. Thorne resigned on July 19, 2024, he told me he was "taking time off" and had not accepted another position.',
            'I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct. 28 U.S.C. \u00a7 1746.',
          ],
        },
      ],
      signature: ['Executed on September 19, 2024, in Princeton, New Jersey.', '', '/s/ Sandra Whitlock', 'Sandra Whitlock'],
    },
    {
      kind: 'pdf',
      filename: '2024-09-20 Brief ISO Motion for Preliminary Injunction.pdf',
      uploadedBy: 'associate',
      date: '2024-09-20',
      author: 'Priya Natarajan',
      title: 'Brief in Support of Plaintiff\u2019s Motion for a Preliminary Injunction',
      caption: CAPTION,
      spacing: 'double',
      sections: [
        {
          heading: 'PRELIMINARY STATEMENT',
          paragraphs: [
            'Gregory Thorne copied 14,212 GripSense files in the final week of his employment, wiped his laptop, and went to work for Kessling Automation Inc. Three weeks later, Kessling announced a gripper with "adaptive force feedback," a capability it did not have before. The temporary restraining order entered by this Court should be converted into a preliminary injunction.',
          ],
        },
        {
          heading: 'LEGAL STANDARD',
          paragraphs: [
            'A plaintiff seeking a preliminary injunction "must establish that he is likely to succeed on the merits, that he is likely to suffer irreparable harm in the absence of preliminary relief, that the balance of equities tips in his favor, and that an injunction is in the public interest." Winter v. Natural Res. Def. Council, Inc., 555 U.S. 7, 20 (2008). In this Circuit, the first two factors are "gateway factors"; if they are met, the court considers the remaining two and determines in its sound discretion whether all four, taken together, balance in favor of relief. Reilly v. City of Harrisburg, 858 F.3d 173, 179 (3d Cir. 2017).',
          ],
        },
        {
          heading: 'ARGUMENT',
          paragraphs: [
            'I. Vantage Is Likely to Succeed on Its DTSA and NJTSA Claims. The GripSense source code and calibration tables are trade secrets under 18 U.S.C. \u00a7 1839(3): Vantage took reasonable measures to keep them secret, and they derive independent economic value from not being generally known (Whitlock Decl. \u00b6\u00b6 3-4). Thorne acquired them by improper means, \u00a7 1839(5)-(6), in breach of his Agreement. The forensic evidence of mass copying on the eve of departure, followed by the use of a wiping tool, supports an inference of misappropriation.',
            'II. Vantage Will Suffer Irreparable Harm. Once a competitor has incorporated trade secrets into its product, the loss of exclusivity cannot be measured or undone by money damages. Thorne also agreed that a breach would cause irreparable harm (Agreement \u00a7 8).',
            'III. The Balance of Equities and the Public Interest Favor an Injunction. The injunction asks Defendants only to return what is not theirs and to refrain from using it; Thorne remains free to work. The public interest favors the protection of trade secrets and the enforcement of lawful agreements.',
          ],
        },
        {
          heading: 'CONCLUSION',
          paragraphs: ['The Court should enter a preliminary injunction under Fed. R. Civ. P. 65 in the form submitted, and order expedited forensic discovery of Defendants\u2019 devices and accounts.'],
        },
      ],
      signature: ['HARPER & LANE LLP', 'By: /s/ Priya Natarajan', 'Attorneys for Plaintiff Vantage Robotics, Inc.', 'Dated: September 20, 2024'],
    },
  ],
};
