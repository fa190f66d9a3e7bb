import { describe, expect, it } from 'vitest';
import { extractNames } from './names.js';

describe('extractNames', () => {
  it('finds organisations by suffix, people by title and e-mail header, and places', () => {
    const found = extractNames(
      'From: Elena Ruiz <eruiz@northwind.example>\n\nPlaintiff Northwind Freight Inc. sued Castellan Logistics LLC in Allentown, Pennsylvania. Mr. Voss instructed Karen Liu to move the trailers. Judge Jesse M. Furman presides.',
    );
    const by = (type: string) => found.filter((f) => f.type === type).map((f) => f.value);
    expect(by('organization')).toEqual(expect.arrayContaining(['Northwind Freight Inc.', 'Castellan Logistics LLC']));
    expect(by('person')).toEqual(expect.arrayContaining(['Elena Ruiz', 'Voss', 'Karen Liu', 'Jesse M. Furman']));
    expect(by('place').join(' ')).toContain('Allentown');
  });

  it('ends a name at a line break and drops heading, delivery and role words glued to it', () => {
    const found = extractNames(
      'Northwind Freight Inc. v. Castellan Logistics LLC\nAssigned to: Judge Jesse M. Furman\nCause: 28:1332 Diversity-Breach of Contract\n\n' +
        'VIA FEDEX PRIORITY OVERNIGHT\nCastellan Logistics LLC\n\nCOMPLAINT AND DEMAND FOR JURY TRIAL\nPlaintiff Northwind Freight Inc. brings this action.',
    );
    const values = found.map((f) => f.value);
    expect(values).toContain('Jesse M. Furman');
    expect(values.filter((v) => /Cause|FEDEX|Fedex|OVERNIGHT|Overnight|COMPLAINT|Complaint|JURY|Jury/.test(v))).toEqual([]);
    expect(found.filter((f) => f.type === 'organization').map((f) => f.value)).toEqual(expect.arrayContaining(['Castellan Logistics LLC', 'Northwind Freight Inc.']));
  });

  it("reads a tracker's field for the person responsible, written by initial and surname", () => {
    const people = (text: string) => extractNames(text).filter((f) => f.type === 'person').map((f) => f.quote);
    expect(people('CAPA #: CAPA-24-034; Action: Recall lot MF-23-0417; revise SOP QC-114; Owner: K. Oduya; Due: 11/15/2024; Status: In progress')).toContain('K. Oduya');
    expect(people('Prepared by: Dana Ruiz; Approved by: J.R. Ames')).toEqual(expect.arrayContaining(['Dana Ruiz', 'J.R. Ames']));
    // An office in the field is no person.
    expect(people('Owner: Quality Assurance; Due: 11/15/2024')).toEqual([]);
  });

  it("gives people the role the paper's structure shows", () => {
    const roleOf = (text: string, name: string) => extractNames(text).find((f) => f.type === 'person' && f.value === name)?.role;
    expect(roleOf('SO ORDERED.\n\n/s/ Jesse M. Furman\nUnited States District Judge', 'Jesse M. Furman')).toBe('judge');
    expect(roleOf('WHITCOMBE & AMES LLP\nBy: /s/ Victoria Whitcombe\nVictoria Whitcombe\nAttorneys for Defendant', 'Victoria Whitcombe')).toBe('counsel');
    expect(roleOf('By: Thomas Beckett, Chief Executive Officer', 'Thomas Beckett')).toBe('other');
    expect(roleOf('VIDEOTAPED DEPOSITION OF KAREN LIU\nTuesday, August 20, 2024', 'Karen Liu')).toBe('witness');
    expect(roleOf('JANE ROE,\nPlaintiff,\nv.\nACME WIDGETS LLC,\nDefendant.', 'Jane Roe')).toBe('party');
    expect(roleOf('Raymond Voss directed the move on October 2, 2023.', 'Raymond Voss')).toBe('other');
  });

  it('reads whoever signs off a letter as a person, even with a street word for a surname', () => {
    const people = (text: string) => extractNames(text).filter((f) => f.type === 'person').map((f) => f.value);
    expect(people('Please let us know by Friday.\n\nVery truly yours,\n\nMartin Drive')).toContain('Martin Drive');
    expect(people('We look forward to your reply. Sincerely, Alma Way')).toContain('Alma Way');
    // Not a sign-off: a street stays a street.
    expect(people('The office moved to Daniel Lane in 2021.')).not.toContain('Daniel Lane');
  });

  it('reads whom a letter is for after "Attention:" as a person, and an office named there as none', () => {
    const people = (text: string) => extractNames(text).filter((f) => f.type === 'person').map((f) => f.value);
    expect(people('Alder Properties LLC\nAttention: Ellen Park\n\nRe: Notice of Default')).toContain('Ellen Park');
    expect(people('Attn: Raymond Voss, Chief Operating Officer')).toContain('Raymond Voss');
    expect(people('Northwind Freight Inc., Attention: General Counsel.')).toEqual([]);
  });

  it('reads a surname with a hyphen or a capital inside it whole', () => {
    const values = extractNames('The fracture was repaired by Dr. Helen Marsh-Whitley. Copies to Sean O’Brien <sobrien@firm.example> and Ms. McAllister.').map((f) => f.value);
    expect(values).toEqual(expect.arrayContaining(['Helen Marsh-Whitley', 'Sean O’Brien', 'McAllister']));
    expect(values.some((v) => v.endsWith('-'))).toBe(false);
  });

  it('finds a practice named for what it does, not an office or a team', () => {
    const orgs = (text: string) => extractNames(text).filter((n) => n.type === 'organization').map((n) => n.value);
    expect(orgs('We have the report of Northeast Forensic Engineering dated January 22, 2024.')).toEqual(['Northeast Forensic Engineering']);
    expect(orgs('Provider: Brooklyn Orthopaedic Associates (Dr. H. Marsh-Whitley)')).toEqual(['Brooklyn Orthopaedic Associates']);
    expect(orgs('Our independent engineer, Halvorsen Engineering, issued its report.')).toEqual(['Halvorsen Engineering']);
    expect(orgs('Dana Park, Vice President of Engineering, signed it.')).toEqual([]);
    expect(orgs('The Quality Engineering team reviewed it.')).toEqual([]);
  });

  it('finds a practice named for its trade only with a word of its own before the trade', () => {
    const orgs = (text: string) => extractNames(text).filter((n) => n.type === 'organization').map((n) => n.value);
    expect(orgs('Provider: Lindenwood Physical Therapy; Dates of service: 02/12/2024')).toEqual(['Lindenwood Physical Therapy']);
    expect(orgs('The drive went to Quarry Data Recovery for imaging.')).toEqual(['Quarry Data Recovery']);
    // A heading's trade alone names no one.
    expect(orgs('Physical Therapy: twelve sessions, billed monthly.')).toEqual([]);
    expect(orgs('Data Recovery was not attempted.')).toEqual([]);
  });
  it('reads a body named by its kind and what it is for as one organisation', () => {
    const found = extractNames("She's the director of the Office of Manufacturing Quality, and he came from the Department of Transportation.");
    expect(found.filter((n) => n.type === 'organization').map((n) => n.value)).toEqual(['Office of Manufacturing Quality', 'Department of Transportation']);
  });
});
