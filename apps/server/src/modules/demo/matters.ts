import type { CaseAccessLevel, CaseEvent, CaseParty, CasePriority, CaseStatus, Role } from '@app/contract';

export interface DemoMatter {
  name: string;
  clientName: string;
  caseType: string;
  docketNumber: string;
  status: CaseStatus;
  priority: CasePriority;
  attorneyName: string;
  opposingParty: string;
  opposingCounsel: string;
  court: string;
  judge: string;
  jurisdiction: string;
  description: string;
  tags: string[];
  parties: CaseParty[];
  openedAt: string;
  /** Who besides partners works on it (associates and below see only these). */
  team: { role: Role; level: CaseAccessLevel }[];
  /** Days from today, so the timeline always has something coming up. */
  events: { type: CaseEvent['event_type']; title: string; inDays: number; location?: string; description?: string }[];
}

/** The demo firm's matters. Names are stable: other tests and the corpus find matters by name. */
export const DEMO_MATTERS: DemoMatter[] = [
  {
    name: 'Northwind Freight v. Castellan Logistics',
    clientName: 'Northwind Freight Inc.',
    caseType: 'Breach of Contract',
    docketNumber: '1:24-cv-01187-JMF',
    status: 'active',
    priority: 'high',
    attorneyName: 'Daniel Lane',
    opposingParty: 'Castellan Logistics LLC',
    opposingCounsel: 'Whitcombe & Ames LLP',
    court: 'U.S. District Court, Southern District of New York',
    judge: 'Hon. Jesse M. Furman',
    jurisdiction: 'Federal',
    description:
      'Northwind alleges Castellan breached the 2021 Master Logistics Services Agreement by diverting cold-chain capacity to a competitor during peak season, causing $4.2M in spoiled freight and lost contracts.',
    tags: ['breach of contract', 'logistics', 'damages'],
    parties: [
      { name: 'Northwind Freight Inc.', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Castellan Logistics LLC', role: 'defendant', counsel: 'Whitcombe & Ames LLP' },
      { name: 'Dr. Anita Marsh', role: 'expert', counsel: null, contact: 'Supply-chain damages expert' },
    ],
    openedAt: '2024-02-12',
    team: [
      { role: 'associate', level: 'manage' },
      { role: 'paralegal', level: 'edit' },
      { role: 'viewer', level: 'read' },
    ],
    events: [
      { type: 'deposition', title: 'Deposition of Castellan COO Raymond Voss', inDays: 9, location: 'Harper & Lane, 32nd floor' },
      { type: 'deadline', title: 'Fact discovery closes', inDays: 21 },
      { type: 'hearing', title: 'Hearing on motion to compel production', inDays: 34, location: 'Courtroom 1105, 40 Centre Street' },
      { type: 'filing', title: 'Answer and counterclaim filed by Castellan', inDays: -120 },
    ],
  },
  {
    name: 'Rivera v. Harbor Hotels Group',
    clientName: 'Luis Rivera',
    caseType: 'Employment',
    docketNumber: 'MID-L-004512-24',
    status: 'active',
    priority: 'critical',
    attorneyName: 'Priya Natarajan',
    opposingParty: 'Harbor Hotels Group, Inc.',
    opposingCounsel: 'Fenwick Dorsey LLP',
    court: 'Superior Court of New Jersey, Middlesex County',
    judge: 'Hon. Claire Odum',
    jurisdiction: 'New Jersey',
    description:
      'Wrongful termination and retaliation under the New Jersey Conscientious Employee Protection Act after the client reported wage-and-hour violations at two hotel properties.',
    tags: ['employment', 'retaliation', 'CEPA'],
    parties: [
      { name: 'Luis Rivera', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Harbor Hotels Group, Inc.', role: 'defendant', counsel: 'Fenwick Dorsey LLP' },
      { name: 'Janet Kowalski', role: 'witness', counsel: null, contact: 'Former HR manager' },
    ],
    openedAt: '2024-06-03',
    team: [
      { role: 'associate', level: 'manage' },
      { role: 'paralegal', level: 'edit' },
    ],
    events: [
      { type: 'deadline', title: 'Responses to second set of interrogatories due', inDays: 5 },
      { type: 'deposition', title: 'Deposition of Janet Kowalski', inDays: 16, location: 'Remote (Zoom)' },
      { type: 'meeting', title: 'Mediation session', inDays: 45, location: 'JAMS, Newark' },
    ],
  },
  {
    name: 'In re Meridian Pharmaceuticals FDA Warning Letter',
    clientName: 'Meridian Pharmaceuticals Corp.',
    caseType: 'Regulatory',
    docketNumber: 'FDA-WL-320-24-118',
    status: 'pending',
    priority: 'high',
    attorneyName: 'Margaret Harper',
    opposingParty: 'U.S. Food and Drug Administration',
    opposingCounsel: 'FDA Office of Chief Counsel',
    court: 'FDA Center for Drug Evaluation and Research',
    judge: '',
    jurisdiction: 'Federal',
    description: 'Response to a warning letter citing data-integrity lapses at the Raleigh manufacturing site; remediation plan and regulatory correspondence.',
    tags: ['regulatory', 'FDA', 'compliance'],
    parties: [
      { name: 'Meridian Pharmaceuticals Corp.', role: 'respondent', counsel: 'Harper & Lane LLP' },
      { name: 'U.S. Food and Drug Administration', role: 'regulator', counsel: null },
    ],
    openedAt: '2024-09-18',
    team: [{ role: 'paralegal', level: 'edit' }],
    events: [
      { type: 'deadline', title: '15-business-day response to warning letter', inDays: 12 },
      { type: 'meeting', title: 'Regulatory meeting with CDER compliance staff', inDays: 40, location: 'Silver Spring, MD' },
    ],
  },
  {
    name: 'Okafor v. Metro Transit Authority',
    clientName: 'Grace Okafor',
    caseType: 'Personal Injury',
    docketNumber: '2024-CV-33817',
    status: 'active',
    priority: 'medium',
    attorneyName: 'Priya Natarajan',
    opposingParty: 'Metro Transit Authority',
    opposingCounsel: 'Office of General Counsel, MTA',
    court: 'Supreme Court of the State of New York, Kings County',
    judge: 'Hon. Robert Lindqvist',
    jurisdiction: 'New York',
    description: 'Client injured when a bus door closed on her arm at the Atlantic Terminal stop; claims for negligence and failure to maintain door sensors.',
    tags: ['personal injury', 'negligence'],
    parties: [
      { name: 'Grace Okafor', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Metro Transit Authority', role: 'defendant', counsel: 'Office of General Counsel, MTA' },
    ],
    openedAt: '2024-04-22',
    team: [{ role: 'associate', level: 'edit' }],
    events: [
      { type: 'hearing', title: 'Preliminary conference', inDays: 27, location: '360 Adams Street, Brooklyn' },
      { type: 'filing', title: 'Bill of particulars served', inDays: -30 },
    ],
  },
  {
    name: 'Sterling Capital Partners Acquisition of Bayview Software',
    clientName: 'Sterling Capital Partners LP',
    caseType: 'Corporate Transaction',
    docketNumber: 'HL-M&A-2024-031',
    status: 'on_hold',
    priority: 'medium',
    attorneyName: 'Daniel Lane',
    opposingParty: 'Bayview Software, Inc.',
    opposingCounsel: 'Kessler Grant LLP',
    court: '',
    judge: '',
    jurisdiction: 'Delaware',
    description: 'Due diligence and purchase agreement negotiation; paused pending the target\u2019s restatement of FY2023 revenue.',
    tags: ['M&A', 'due diligence'],
    parties: [
      { name: 'Sterling Capital Partners LP', role: 'other', counsel: 'Harper & Lane LLP' },
      { name: 'Bayview Software, Inc.', role: 'other', counsel: 'Kessler Grant LLP' },
    ],
    openedAt: '2024-07-09',
    team: [],
    events: [{ type: 'meeting', title: 'Diligence call with Bayview CFO', inDays: 60 }],
  },
  {
    name: 'Estate of Whitfield',
    clientName: 'Catherine Whitfield',
    caseType: 'Probate',
    docketNumber: '2023-1442/A',
    status: 'closed',
    priority: 'low',
    attorneyName: 'Margaret Harper',
    opposingParty: '',
    opposingCounsel: '',
    court: 'Surrogate\u2019s Court, New York County',
    judge: 'Hon. Nora Anderson',
    jurisdiction: 'New York',
    description: 'Administration of the estate of Harold Whitfield; final accounting approved.',
    tags: ['probate', 'estate'],
    parties: [{ name: 'Catherine Whitfield', role: 'petitioner', counsel: 'Harper & Lane LLP' }],
    openedAt: '2023-03-01',
    team: [],
    events: [{ type: 'filing', title: 'Final accounting decree entered', inDays: -60 }],
  },
  {
    name: 'Vantage Robotics v. Thorne and Kessling Automation',
    clientName: 'Vantage Robotics, Inc.',
    caseType: 'Trade Secrets',
    docketNumber: '2:24-cv-08812-MCA-JRA',
    status: 'active',
    priority: 'high',
    attorneyName: 'Daniel Lane',
    opposingParty: 'Kessling Automation Inc.; Gregory Thorne',
    opposingCounsel: 'Brennan Hale LLP',
    court: 'U.S. District Court, District of New Jersey',
    judge: 'Hon. Evelyn R. Castillo',
    jurisdiction: 'Federal',
    description:
      'Former principal engineer Gregory Thorne copied 14,212 files of the GripSense force-control firmware to a personal drive before joining competitor Kessling Automation; claims under the Defend Trade Secrets Act and the New Jersey Trade Secrets Act, with a motion for a preliminary injunction.',
    tags: ['trade secrets', 'DTSA', 'injunction'],
    parties: [
      { name: 'Vantage Robotics, Inc.', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Gregory Thorne', role: 'defendant', counsel: 'Brennan Hale LLP' },
      { name: 'Kessling Automation Inc.', role: 'defendant', counsel: 'Brennan Hale LLP' },
      { name: 'Nathan Cole', role: 'expert', counsel: null, contact: 'Forensic examiner, Halden Forensics LLC' },
    ],
    openedAt: '2024-08-26',
    team: [
      { role: 'associate', level: 'edit' },
      { role: 'paralegal', level: 'edit' },
    ],
    events: [
      { type: 'deadline', title: 'Forensic imaging of Thorne devices completed', inDays: 7 },
      { type: 'deposition', title: 'Expedited deposition of Gregory Thorne', inDays: 11, location: 'Harper & Lane, 32nd floor' },
      { type: 'hearing', title: 'Preliminary injunction hearing', inDays: 18, location: 'Courtroom 4B, Martin Luther King Jr. Federal Building, Newark' },
      { type: 'filing', title: 'Temporary restraining order entered', inDays: -40 },
    ],
  },
  {
    name: 'Lakeshore Marina Holdings v. Granite State Mutual Insurance',
    clientName: 'Lakeshore Marina Holdings LLC',
    caseType: 'Insurance Coverage',
    docketNumber: '614220/2024',
    status: 'active',
    priority: 'medium',
    attorneyName: 'Margaret Harper',
    opposingParty: 'Granite State Mutual Insurance Company',
    opposingCounsel: 'Pruitt Calloway LLP',
    court: 'Supreme Court of the State of New York, Suffolk County',
    judge: 'Hon. Thomas J. Garrity',
    jurisdiction: 'New York',
    description:
      'Declaratory judgment and breach of contract action after the insurer denied the marina\u2019s $2,875,000.00 claim for wind damage and business interruption from the September 2023 storm, relying on the policy\u2019s flood exclusion.',
    tags: ['insurance coverage', 'declaratory judgment', 'business interruption'],
    parties: [
      { name: 'Lakeshore Marina Holdings LLC', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Granite State Mutual Insurance Company', role: 'defendant', counsel: 'Pruitt Calloway LLP' },
      { name: 'Dana Whitaker', role: 'other', counsel: null, contact: 'Public adjuster, Coastal Claims Partners' },
    ],
    openedAt: '2024-05-14',
    team: [{ role: 'paralegal', level: 'edit' }],
    events: [
      { type: 'meeting', title: 'Site inspection with the carrier\u2019s engineer', inDays: 14, location: 'Lakeshore Marina, 40 Bayview Avenue, Port Jefferson, NY' },
      { type: 'deadline', title: 'Expert disclosure (meteorology and causation)', inDays: 30 },
      { type: 'filing', title: 'Summons and complaint filed', inDays: -150 },
    ],
  },
];
