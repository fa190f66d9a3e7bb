import type { Caption, MatterCorpus } from './types.js';

/**
 * Lakeshore Marina Holdings LLC v. Granite State Mutual Insurance Company, Index No. 614220/2024
 * (Sup. Ct. Suffolk County). Facts: commercial property policy GSM-CP-5518042 (June 1, 2023 to
 * June 1, 2024; building limit $4,500,000; business income $1,200,000; 2% windstorm deductible);
 * the coastal storm of September 29, 2023; claim no. GSM-PR-23-118845; sworn proof of loss of
 * December 15, 2023 for $2,875,000.00 ($1,962,400.00 building, $912,600.00 business income);
 * denial of March 8, 2024 under the water exclusion.
 */

const CAPTION: Caption = {
  court: ['SUPREME COURT OF THE STATE OF NEW YORK', 'COUNTY OF SUFFOLK'],
  parties: ['LAKESHORE MARINA HOLDINGS LLC,', '                    Plaintiff,', '          -against-', 'GRANITE STATE MUTUAL INSURANCE', 'COMPANY,', '                    Defendant.'],
  docket: ['Index No. 614220/2024', '', 'COMPLAINT', ''],
};

export const LAKESHORE: MatterCorpus = {
  matter: 'Lakeshore Marina Holdings v. Granite State Mutual Insurance',
  uploader: 'paralegal',
  files: [
    {
      kind: 'pdf',
      filename: 'Policy GSM-CP-5518042 - declarations and causes of loss form (excerpt).pdf',
      date: '2023-05-24',
      author: 'Granite State Mutual Insurance Company',
      title: 'Commercial Property Policy GSM-CP-5518042 - Declarations and Causes of Loss - Special Form (Excerpt)',
      footer: 'GSM CP 10 30 06 23 - Includes copyrighted material of Insurance Services Office, Inc., with its permission',
      sections: [
        {
          heading: 'DECLARATIONS',
          paragraphs: [
            'Named Insured: Lakeshore Marina Holdings LLC, 40 Bayview Avenue, Port Jefferson, NY 11777.',
            'Policy Number: GSM-CP-5518042. Policy Period: 06/01/2023 to 06/01/2024, 12:01 a.m. standard time at the insured location.',
            'Coverages and Limits: Building (Premises 1, Buildings 1-3) $4,500,000; Business Income with Extra Expense, 12 months actual loss sustained, $1,200,000; Business Personal Property $650,000.',
            'Deductibles: $10,000 per occurrence, all perils except Windstorm or Hail; Windstorm or Hail: 2% of the Building limit at the affected building, per occurrence.',
            'Forms and Endorsements: CP 00 10 (Building and Personal Property Coverage Form); CP 00 30 (Business Income (and Extra Expense) Coverage Form); CP 10 30 (Causes of Loss - Special Form); GSM 04 17 (Marina Operations Endorsement).',
          ],
        },
        {
          heading: 'CAUSES OF LOSS - SPECIAL FORM',
          paragraphs: [
            'A. Covered Causes Of Loss. When Special is shown in the Declarations, Covered Causes of Loss means direct physical loss unless the loss is excluded or limited in this policy.',
            'B. Exclusions. 1. We will not pay for loss or damage caused directly or indirectly by any of the following. Such loss or damage is excluded regardless of any other cause or event that contributes concurrently or in any sequence to the loss.',
            'g. Water. (1) Flood, surface water, waves (including tidal wave and tsunami), tides, tidal water, overflow of any body of water, or spray from any of these, all whether or not driven by wind (including storm surge).',
            'But if any of the above results in fire, explosion or sprinkler leakage, we will pay for the loss or damage caused by that fire, explosion or sprinkler leakage.',
            'C. Limitations. 1. We will not pay for loss of or damage to: c. The interior of any building or structure caused by or resulting from rain, snow, sleet, ice, sand or dust, whether driven by wind or not, unless: (1) The building or structure first sustains damage by a Covered Cause of Loss to its roof or walls through which the rain, snow, sleet, ice, sand or dust enters.',
          ],
        },
        {
          heading: 'MARINA OPERATIONS ENDORSEMENT (GSM 04 17)',
          paragraphs: ['Fixed docks, piers and wharves at the described premises are Covered Property under Building, subject to a sublimit of $750,000 per occurrence. Floating docks are not Covered Property.'],
        },
      ],
    },
    {
      kind: 'docx',
      filename: 'Granite State denial of claim GSM-PR-23-118845 (2024-03-08).docx',
      date: '2024-03-08',
      author: 'Richard Hollis',
      title: 'Declination of Coverage - Claim GSM-PR-23-118845',
      letterhead: ['GRANITE STATE MUTUAL INSURANCE COMPANY', 'Commercial Property Claims  |  One Granite Place, Concord, NH 03301'],
      preamble: [
        'March 8, 2024',
        '',
        'VIA E-MAIL AND CERTIFIED MAIL',
        'Lakeshore Marina Holdings LLC',
        'Attn: Peter Vasquez, Managing Member',
        '40 Bayview Avenue, Port Jefferson, NY 11777',
        '',
        'Insured: Lakeshore Marina Holdings LLC   Policy: GSM-CP-5518042',
        'Claim No.: GSM-PR-23-118845   Date of Loss: 09/29/2023',
      ],
      sections: [
        {
          paragraphs: [
            'Dear Mr. Vasquez:',
            'Granite State Mutual Insurance Company ("Granite State") has completed its investigation of the above claim, including the inspection by our independent adjuster on October 6, 2023, the report of Northeast Forensic Engineering dated January 22, 2024, and your sworn statement in proof of loss dated December 15, 2023 in the amount of $2,875,000.00.',
            'Our engineer concluded that the damage to the main service building, the ship\u2019s store and the fixed fuel dock was caused predominantly by storm surge and wave action, with water reaching 4.1 feet above grade at the service building. Loss caused by storm surge is excluded by Section B.1.g of the Causes of Loss - Special Form, "regardless of any other cause or event that contributes concurrently or in any sequence to the loss."',
            'The engineer found limited wind damage to the roof of Building 2 (the ship\u2019s store). Granite State will pay $48,615.00 for that damage, which is the amount of the covered loss ($138,615.00) less the 2% windstorm deductible applicable to Building 2 ($90,000.00). Because the suspension of operations resulted from excluded water damage, the claim for business income of $912,600.00 is declined.',
            'Granite State reserves all of its rights under the policy and at law. If you have additional information you would like us to consider, please send it to the undersigned. Please also note the Legal Action Against Us condition, which requires that any action be brought within two years after the date on which the direct physical loss occurred.',
          ],
        },
      ],
      signature: ['Sincerely,', '', 'Richard Hollis, CPCU', 'Senior Property Claims Examiner', 'cc: Dana Whitaker, Coastal Claims Partners (public adjuster)'],
    },
    {
      kind: 'pdf',
      filename: '2024-05-14 Summons and Complaint - Lakeshore v. Granite State.pdf',
      uploadedBy: 'admin',
      date: '2024-05-14',
      author: 'Margaret Harper',
      title: 'Complaint',
      caption: CAPTION,
      spacing: 'double',
      sections: [
        {
          paragraphs: ['Plaintiff Lakeshore Marina Holdings LLC ("Lakeshore"), by its attorneys Harper & Lane LLP, for its Complaint against Defendant Granite State Mutual Insurance Company ("Granite State"), alleges:'],
        },
        {
          heading: 'THE PARTIES AND THE POLICY',
          paragraphs: [
            '1. Lakeshore is a New York limited liability company that owns and operates a 210-slip marina at 40 Bayview Avenue, Port Jefferson, New York.',
            '2. Granite State is a New Hampshire insurance company authorized to write property insurance in New York.',
            '3. Granite State issued Commercial Property Policy No. GSM-CP-5518042 to Lakeshore for the period June 1, 2023 to June 1, 2024 (the "Policy"), in exchange for a premium of $86,412.00, which Lakeshore paid in full.',
          ],
        },
        {
          heading: 'THE LOSS',
          paragraphs: [
            '4. On September 29, 2023, a coastal storm with sustained winds of 52 miles per hour and gusts of 71 miles per hour struck Port Jefferson Harbor (the "Storm").',
            '5. The Storm\u2019s winds tore away large sections of the roof of the main service building and collapsed the canopy over the fixed fuel dock. Rain entered the service building through the openings in the roof, destroying its electrical systems, the travel-lift controls and the marina\u2019s office.',
            '6. Lakeshore gave prompt notice. Granite State assigned Claim No. GSM-PR-23-118845.',
            '7. On December 15, 2023, Lakeshore submitted a sworn statement in proof of loss, prepared with its public adjuster, Coastal Claims Partners, for $2,875,000.00, consisting of $1,962,400.00 for building damage and $912,600.00 for lost business income.',
            '8. By letter dated March 8, 2024, Granite State denied the claim except for $48,615.00, invoking the Policy\u2019s water exclusion. Granite State\u2019s denial ignores that the roof was opened by wind, a covered cause of loss, and that the resulting rain damage is expressly covered under Section C.1.c of the Causes of Loss - Special Form.',
          ],
        },
        {
          heading: 'FIRST CAUSE OF ACTION (Declaratory Judgment, CPLR 3001)',
          paragraphs: ['9. A justiciable controversy exists. Lakeshore is entitled to a declaration that the Policy covers the loss to the extent caused by wind and wind-driven rain entering through storm-created openings, and that Granite State bears the burden of proving that the water exclusion applies to each item of loss.'],
        },
        {
          heading: 'SECOND CAUSE OF ACTION (Breach of Contract)',
          paragraphs: [
            '10. Granite State breached the Policy by refusing to pay the covered loss, causing damages of not less than $2,826,385.00 (the amount claimed less the amount paid).',
            '11. Lakeshore is also entitled to recover consequential damages for the loss of its business caused by Granite State\u2019s failure to pay promptly, which were within the contemplation of the parties when the Policy was issued. Bi-Economy Market, Inc. v. Harleysville Ins. Co. of N.Y., 10 N.Y.3d 187 (2008); Panasia Estates, Inc. v. Hudson Ins. Co., 10 N.Y.3d 200 (2008).',
          ],
        },
        {
          paragraphs: ['WHEREFORE, Lakeshore demands judgment declaring the rights of the parties as set forth above, awarding damages of not less than $2,826,385.00 together with consequential damages, interest at nine percent from September 29, 2023 under CPLR 5001 and 5004, and costs and disbursements.'],
        },
      ],
      signature: ['Dated: New York, New York, May 14, 2024', '', 'HARPER & LANE LLP', 'By: Margaret Harper', '1200 Avenue of the Americas, New York, NY 10036', 'Attorneys for Plaintiff'],
    },
    {
      kind: 'csv',
      filename: 'Coastal Claims Partners - building loss estimate summary.csv',
      rows: [
        ['Lakeshore Marina Holdings LLC - Claim GSM-PR-23-118845 - DOL 09/29/2023 - Prepared by Coastal Claims Partners (D. Whitaker), 12/12/2023'],
        ['Building', 'Line item', 'Cause (per PA)', 'RCV', 'Depreciation', 'ACV'],
        ['Bldg 1 - Main service building', 'Roof deck and membrane replacement', 'Wind', '412,600.00', '61,890.00', '350,710.00'],
        ['Bldg 1 - Main service building', 'Electrical service and panels', 'Wind-driven rain', '388,250.00', '0.00', '388,250.00'],
        ['Bldg 1 - Main service building', 'Travel-lift control system', 'Wind-driven rain', '296,400.00', '29,640.00', '266,760.00'],
        ['Bldg 1 - Main service building', 'Interior finishes and office', 'Wind-driven rain', '214,535.00', '32,180.25', '182,354.75'],
        ['Bldg 2 - Ship\'s store', 'Roof repairs', 'Wind', '138,615.00', '13,861.50', '124,753.50'],
        ['Bldg 3 - Fuel dock canopy', 'Canopy replacement', 'Wind', '267,000.00', '26,700.00', '240,300.00'],
        ['Fixed docks', 'Fuel dock decking and pilings', 'Wind / wave', '245,000.00', '24,500.00', '220,500.00'],
        ['Total building (RCV)', '', '', '1,962,400.00', '', ''],
      ],
    },
    {
      kind: 'eml',
      filename: 'RE Lakeshore - sworn proof of loss and engineer report.eml',
      from: 'Dana Whitaker <dwhitaker@coastalclaims.example>',
      to: ['Marcus Okafor <mokafor@harperlane.example>'],
      cc: ['Margaret Harper <mharper@harperlane.example>', 'Peter Vasquez <pvasquez@lakeshoremarina.example>'],
      subject: 'RE: Lakeshore - sworn proof of loss and engineer report',
      date: 'Tue, 16 Apr 2024 11:26:50 -0400',
      messageId: '<CCP-20240416-1126-dw@coastalclaims.example>',
      inReplyTo: '<HL-20240415-mokafor-0933@harperlane.example>',
      body: [
        'Marcus,',
        '',
        'As requested, attached is the executed sworn statement in proof of loss we submitted to Granite State on December 15, 2023 ($2,875,000.00).',
        '',
        'Our independent engineer, Halvorsen Engineering, issued its report on the wind damage on February 20, 2024. It concludes that the roof membrane on the service building failed at wind speeds below the design rating and that the water line inside the building (max. 9 inches) is inconsistent with Granite State\'s 4.1-foot surge figure. I have asked Halvorsen for a signed PDF and will forward it as soon as I have it - the copy I have is a draft marked "not for distribution."',
        '',
        'Note also that Granite State never produced the Northeast Forensic Engineering photographs referenced in its denial letter of March 8. You may want to request them.',
        '',
        'Dana Whitaker',
        'Licensed Public Adjuster (NY Lic. PA-1140573)',
        'Coastal Claims Partners | 631-555-0119',
        '',
        '> On Mon, Apr 15, 2024 at 9:33 AM, Marcus Okafor wrote:',
        '> Dana, could you send us the sworn proof of loss and the engineer\'s report for the complaint? Thanks, Marcus',
      ].join('\n'),
      attachments: [
        {
          kind: 'pdf',
          filename: 'Sworn Statement in Proof of Loss - GSM-PR-23-118845.pdf',
          date: '2023-12-15',
          author: 'Coastal Claims Partners',
          title: 'Sworn Statement in Proof of Loss',
          sections: [
            {
              paragraphs: [
                'Policy No. GSM-CP-5518042    Claim No. GSM-PR-23-118845    Amount of Policy at time of loss: $6,350,000.00',
                'To Granite State Mutual Insurance Company: At the time of loss, by the above indicated policy of insurance you insured Lakeshore Marina Holdings LLC against loss by windstorm and other perils, to the property described, according to the terms and conditions of the said policy and all forms, endorsements and agreements attached thereto.',
                'Time and Origin: A windstorm loss occurred about 2:00 p.m. on the 29th day of September, 2023. The cause and origin of said loss were: wind, and rain entering through openings in the roofs created by wind.',
                'Full Cost of Repair or Replacement: $1,962,400.00. Business Income loss, October 1 - December 31, 2023 and projected through 04/30/2024: $912,600.00. Whole loss and damage: $2,875,000.00. Less deductible: to be applied by insurer. Amount claimed under the above numbered policy: $2,875,000.00.',
                'The said loss did not originate by any act, design or procurement on the part of the insured. Any person who knowingly and with intent to defraud any insurance company files a statement of claim containing any materially false information commits a fraudulent insurance act, which is a crime (N.Y. Ins. Law \u00a7 403).',
              ],
            },
          ],
          signature: ['Subscribed and sworn to before me this 15th day of December, 2023.', 'Notary Public: Ellen Marsh, No. 01MA6123874, Suffolk County', '', 'Insured: Lakeshore Marina Holdings LLC, by Peter Vasquez, Managing Member'],
        },
      ],
    },
  ],
};
