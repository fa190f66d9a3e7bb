import { describe, expect, it } from 'vitest';
import { extractClaims, type PolarityClaim, type ValueClaim } from './claims.js';
import { aboutReferent, candidatesFor, withReferentName } from './contradictions.js';
import { ABOUT_THE_PAPER, namedDocument, readNames } from './referent-document.js';
import { tokensOf, type SourceSentence } from './sources.js';
import { bagOf } from './words.js';

/** Which paper a question names (invented file names). */
const common = new Set(['harbor', 'alder', 'rivera']);
const docs = readNames(
  [
    { id: 'breach', filename: 'Harbor Notice of Default 2023-10-11.pdf', title: null },
    { id: 'breach-copy', filename: 'Harbor Notice of Default 2023-10-11 (scan).pdf', title: null },
    { id: 'termination', filename: 'Alder Notice of Termination 2023-11-03.pdf', title: null },
    { id: 'lease', filename: 'Commercial Storage Lease (executed 2021-03-15).docx', title: 'Commercial Storage Lease' },
    { id: 'ex4', filename: 'Rivera Dep. Ex. 4.pdf', title: null },
    { id: 'ex12', filename: 'Exhibit 12 - Damages Summary.csv', title: null },
  ],
  common,
);

describe('the document a question names', () => {
  it('by its kind alone, with "the", where the case holds one paper of that kind', () => {
    const papers = readNames(
      [
        { id: 'letter', filename: 'Harbor termination letter to L. Rivera 08-09-2023.docx', title: null },
        { id: 'timesheet', filename: 'Kronos edited punches - weeks ending 6-4 to 6-18-2023.xlsx', title: null },
        { id: 'form', filename: 'HHG-001187 HR complaint intake form (scan).pdf', title: null },
      ],
      common,
    );
    expect(namedDocument('This is Exhibit 4, the letter Mr. Rivera received. When did it take effect?', papers)).toEqual(['letter']);
    // Not "a letter", and not where the case holds two letters.
    expect(namedDocument('Did he ever write you a letter about it?', papers)).toEqual([]);
    const two = readNames([...['Harbor termination letter.docx', 'Harbor offer letter.docx'].map((filename, i) => ({ id: `l${i}`, filename, title: null }))], common);
    expect(namedDocument('Who signed the letter?', two)).toEqual([]);
  });

  it('by its kind with a possessive or a word of description ("Mr. Rivera\'s follow-up e-mail"), where one paper is of that kind', () => {
    const papers = readNames(
      [
        { id: 'email', filename: 'Follow-up - timekeeping issues at New Brunswick and Edison.eml', title: null },
        { id: 'drafts', filename: 'DRAFT Responses to Second Set of Interrogatories (Rivera).docx', title: null },
        { id: 'letter', filename: 'Harbor termination letter to L. Rivera 08-09-2023.docx', title: null },
      ],
      common,
    );
    expect(namedDocument('Exhibit 2 is Mr. Rivera\u2019s follow-up e-mail. What day did he send it?', papers)).toEqual(['email']);
    expect(namedDocument('Turning to his termination letter, who signed it?', papers)).toEqual(['letter']);
    // (Not a paper of the kind named without one: "an e-mail", "any e-mail".)
    expect(namedDocument('Did he ever send you an e-mail about it?', papers)).toEqual([]);
  });

  it('by the word for the paper its name holds ("the complaint", "the declaration"), where one paper holds it', () => {
    const papers = readNames(
      [
        { id: 'complaint', filename: '2024-08-28 Verified Complaint - Alder v. Harbor.pdf', title: 'Verified Complaint for Injunctive Relief' },
        { id: 'declaration', filename: 'Declaration of Jane Roe ISO Preliminary Injunction.pdf', title: null },
        { id: 'brief', filename: 'Brief ISO Motion for Preliminary Injunction.pdf', title: null },
        { id: 'policy', filename: 'Harbor Property Policy 2023.pdf', title: null },
      ],
      common,
    );
    expect(namedDocument("And the complaint you read, in its facts section, puts the investment at what figure?", papers)).toEqual(['complaint']);
    expect(namedDocument('When did you sign the declaration?', papers)).toEqual(['declaration']);
    // Or by whose it is ("her declaration"); "his response" is as often what he said.
    expect(namedDocument('Where did Ms. Roe sign her declaration?', papers)).toEqual(['declaration']);
    expect(namedDocument("What was in Ms. Roe's declaration?", papers)).toEqual(['declaration']);
    expect(namedDocument('What was his response?', papers)).toEqual([]);
    // "The policy" is as often the coverage as the paper; two papers named so name neither.
    expect(namedDocument('What was the limit of the policy?', papers)).toEqual([]);
    expect(namedDocument('Did the complaint and the declaration say the same?', papers)).toEqual([]);
  });

  it('by its kind and its full date, when its file name says neither', () => {
    const papers = readNames(
      [
        { id: 'followup', filename: 'Follow-up - overtime at the Elm Street store.eml', title: null, date: '2023-06-21' },
        { id: 'memo', filename: 'Staffing plan.docx', title: 'Staffing memo', date: '2023-06-21' },
        { id: 'other-mail', filename: 'Re schedule.eml', title: null, date: '2023-06-22' },
      ],
      common,
    );
    expect(namedDocument("Let's mark Mr. Rivera's June 21, 2023 e-mail as Exhibit 15. Who did he send it to?", papers)).toEqual(['followup']);
    expect(namedDocument('Your June 21, 2023 memo — who drafted it?', papers)).toEqual(['memo']);
    // (A month without its day, or no kind said, names none.)
    expect(namedDocument('Your June 2023 e-mail — who got it?', papers)).toEqual([]);
    expect(namedDocument('What happened on June 21, 2023?', papers)).toEqual([]);
  });

  it('by its words, its initials or its exhibit number; copies of one paper are one referent', () => {
    expect(namedDocument("Let's turn to Harbor's notice of default. What date does it bear?", docs)).toEqual(['breach', 'breach-copy']);
    expect(namedDocument('Turning to the notice of termination, who signed it?', docs)).toEqual(['termination']);
    expect(namedDocument('Section 4 of the CSL says what?', docs)).toEqual(['lease']);
    expect(namedDocument('I hand you what was marked as Rivera Exhibit 4.', docs)).toEqual(['ex4']);
    expect(namedDocument('Exhibit 12 puts the storage line at what?', docs)).toEqual(['ex12']);
  });

  it('names nothing when the words fit no paper, fit two alike, or name another party\u2019s paper', () => {
    expect(namedDocument('Who signed it?', docs)).toEqual([]);
    expect(namedDocument('Was a notice sent?', docs)).toEqual([]);
    expect(namedDocument('When did Greenleaf Organics send its notice of termination?', docs)).toEqual([]);
  });

  it('by one word of its name before a kind of paper, where no other paper has that word', () => {
    const papers = readNames(
      [
        { id: 'denial', filename: 'Alder Mutual denial of claim AM-77 (2024-03-08).docx', title: 'Declination of Coverage - Claim AM-77' },
        { id: 'policy', filename: 'Policy AM-CP-12 declarations and claim form.pdf', title: null },
        { id: 'estimate', filename: 'Coastal building loss estimate.csv', title: null },
      ],
      common,
    );
    expect(namedDocument("Exhibit 5, the declination letter. What's the date on it?", papers)).toEqual(['denial']);
    expect(namedDocument('Turn to the denial letter.', papers)).toEqual(['denial']);
    // A kind of paper alone, or a word two papers share, names none.
    expect(namedDocument('Did you get a letter?', papers)).toEqual([]);
    expect(namedDocument('What does the claim letter say?', papers)).toEqual([]);
    // A paper the one in hand cites is not the paper now asked about.
    expect(namedDocument('The letter refers to a building estimate. Whose estimate was that?', papers)).toEqual([]);
    expect(namedDocument('Turn to the building estimate.', papers)).toEqual(['estimate']);
  });
});

describe('a memorandum by either name', () => {
  it('names the memo its file calls a memo, asked of as a memorandum', () => {
    const memos = readNames(
      [
        { id: 'memo', filename: 'Review memo - Harbor fuel surcharges (2024-02-02).pdf', title: null },
        { id: 'letter', filename: 'Harbor letter to Alder re fuel surcharges (2024-01-10).docx', title: null },
      ],
      common,
    );
    expect(namedDocument('Exhibit 7 is a memorandum on the fuel surcharges. Had you seen it before today?', memos)).toEqual(['memo']);
  });
});

describe('a question about the paper named before', () => {
  const reference = new Date('2024-05-01T12:00:00Z');
  const line = (text: string, documentId: string, extra: Partial<SourceSentence> = {}): SourceSentence => ({
    documentId, filename: documentId === 'termination' ? 'Alder Notice of Termination 2023-11-03.pdf' : 'Lease.pdf', pageNumber: 1, text, tokens: tokensOf(text), bag: bagOf(text), reference, values: new Map(), lead: [], ...extra,
  });
  const notice = [
    line('VIA ELECTRONIC MAIL', 'termination'),
    line('Attn: Dana Whitfield, Chief Executive Officer', 'termination'),
    line('Alder sent this notice of termination on November 3, 2023, effective in ninety days.', 'termination'),
    line('Sincerely, Paul Ostrander', 'termination', { closing: true }),
  ];
  const lease = [line('Notices under the lease go to the Landlord, attention Maria Cole, General Counsel.', 'lease')];
  const claimsOf = (q: string, a: string, context: string) => extractClaims({ question: q, answer: a, context, reference, common: new Set(['alder', 'harbor']) });

  it('its heading says what city it went to and where it came from, however few of the question\'s words it holds', () => {
    const heading = withReferentName([
      line('Alder Storage LLC, 12 Dock Street, Camden, New Jersey 08103', 'termination', { heading: ['alder', 'notice', 'termination'], letterhead: true }),
      line('November 3, 2023', 'termination', { heading: ['alder', 'notice', 'termination'], dateLine: true }),
      line('400 Harbor Way, Newark, New Jersey 07105', 'termination', { heading: ['alder', 'notice', 'termination'] }),
      ...notice,
    ], ['termination']);
    const context = 'Q. Who was it addressed to? A. Ms. Whitfield, their CEO.';
    const [went] = claimsOf('What city did it go to?', 'Trenton. Their head office.', context).filter((c): c is ValueClaim => c.kind === 'place');
    expect([...went!.subject.keys()]).toContain('send');
    expect(aboutReferent(went!, heading, [], ['termination']).some((c) => !c.agrees && c.sourceValue.includes('Newark') && c.score >= 0.55)).toBe(true);
    const [from] = claimsOf('And where was it sent from?', 'Newark.', context).filter((c): c is ValueClaim => c.kind === 'place');
    expect(aboutReferent(from!, heading, [], ['termination']).some((c) => !c.agrees && c.sourceValue.includes('Camden') && c.score >= 0.55)).toBe(true);
  });

  it('its delivery line says how it was sent', () => {
    const sentences = withReferentName(notice, ['termination']);
    const [courier] = claimsOf('Looking at the letter itself, was a copy also sent by overnight courier?', 'Yes, by FedEx.', 'Q. Turning to Alder\u2019s notice of termination, what date is on it? A. November 3.').filter((c): c is PolarityClaim => c.kind === 'negation');
    expect(candidatesFor(courier!, sentences, []).some((c) => !c.agrees && c.sourceValue === 'no' && c.quote.text === 'VIA ELECTRONIC MAIL')).toBe(true);
    // Not read as another paper's delivery when no paper was named.
    expect(candidatesFor(courier!, notice, []).some((c) => c.quote.text === 'VIA ELECTRONIC MAIL')).toBe(false);
  });

  it('its "To:" line names every addressee, each name of the answer held against it alone', () => {
    const mail = withReferentName([line('To: Marta Quill <mquill@alder.example>, Paul Ostrander <postrander@alder.example>', 'termination')], ['termination']);
    const context = 'Q. Turning to Alder\u2019s notice of termination, what date is on it? A. November 3.';
    const names = claimsOf('And to whom did you address it?', 'To Marta Quill and to Jonah Reyes.', context).filter((c): c is ValueClaim => c.kind === 'name');
    const verdict = (who: string) => aboutReferent(names.find((c) => c.value.kind === 'name' && c.value.value === who)!, mail, [], ['termination']).find((c) => c.quote.text.startsWith('To:'))?.agrees;
    expect(verdict('Jonah Reyes')).toBe(false);
    expect(verdict('Marta Quill')).toBe(true);
  });

  it('a form\u2019s "<act> by:" field names who did it', () => {
    const form = withReferentName([line('Site: Camden warehouse / Trenton annex Intake by: Marta Quill, Safety Manager; Date: 06/14/2023', 'termination')], ['termination']);
    const context = 'Q. Turning to Alder\u2019s notice of termination, what date is on it? A. November 3.';
    const [who] = claimsOf('Who did the intake?', 'Jonah Reyes did. He sat down with the driver.', context).filter((c): c is ValueClaim => c.kind === 'name');
    expect(aboutReferent(who!, form, [], ['termination']).some((c) => !c.agrees && c.sourceValue === 'Marta Quill')).toBe(true);
    const [right] = claimsOf('Who did the intake?', 'Marta Quill.', context).filter((c): c is ValueClaim => c.kind === 'name');
    expect(aboutReferent(right!, form, [], ['termination']).some((c) => !c.agrees)).toBe(false);
  });

  it('its execution line says where it was signed, in the word "executed"', () => {
    const declaration = withReferentName([line('Executed on September 19, 2024, in Princeton, New Jersey.', 'termination'), line('/s/ Marta Quill', 'termination')], ['termination']);
    const context = 'Q. Turning to Alder\u2019s notice of termination, what date is on it? A. November 3.';
    const [where] = claimsOf('Where did Ms. Quill sign it?', 'At the lawyers\u2019 office in New York.', context).filter((c): c is ValueClaim => c.kind === 'place');
    expect(aboutReferent(where!, declaration, [], ['termination']).some((c) => !c.agrees && c.sourceValue.includes('Princeton') && c.score >= 0.55)).toBe(true);
    const [right] = claimsOf('Where did Ms. Quill sign it?', 'In Princeton, at her office.', context).filter((c): c is ValueClaim => c.kind === 'place');
    expect(aboutReferent(right!, declaration, [], ['termination']).some((c) => !c.agrees && c.score >= 0.55)).toBe(false);
    // (Asked where it was sent, the execution line says nothing.)
    const [sent] = claimsOf('Where was it sent?', 'To New York.', context).filter((c): c is ValueClaim => c.kind === 'place');
    expect(aboutReferent(sent!, declaration, [], ['termination']).some((c) => c.quote.text.startsWith('Executed') && c.score >= 0.55)).toBe(false);
  });

  it('a city met only by the words of another city\'s state is another city', () => {
    const will = [line('Witnesses: Margaret Harper, residing at New York, New York; Thomas Reilly, residing at Hoboken, New Jersey', 'lease')];
    const [where] = claimsOf('Where does Mr. Reilly reside, according to the will?', 'Jersey City.', '').filter((c): c is ValueClaim => c.kind === 'place');
    const found = candidatesFor(where!, will, []);
    expect(found.some((c) => !c.agrees && c.sourceValue.includes('Hoboken'))).toBe(true);
    expect(found.some((c) => c.agrees)).toBe(false);
    const [right] = claimsOf('Where does Mr. Reilly reside, according to the will?', 'Hoboken.', '').filter((c): c is ValueClaim => c.kind === 'place');
    expect(candidatesFor(right!, will, []).some((c) => c.agrees && c.sourceValue.includes('Hoboken'))).toBe(true);
  });

  it('its own name says which site it is from', () => {
    const log = withReferentName([line('Date: 10/02/2023; Trailer: HC-4411; Product: dairy; Disposition: spoiled', 'log', { filename: 'Camden spoilage log - October 2023.csv' })], ['log']);
    const siteOf = (a: string) => extractClaims({ question: "I'm showing you the spoilage log. Which facility is it from?", answer: a, reference }).filter((c): c is ValueClaim => c.kind === 'place');
    const [other] = siteOf('Trenton, I believe.');
    expect(other!.paperPlace).toBe(true);
    expect(aboutReferent(other!, log, [], ['log']).some((c) => !c.agrees && c.sourceValue === 'Camden')).toBe(true);
    const [same] = siteOf('Camden.');
    expect(aboutReferent(same!, log, [], ['log']).some((c) => !c.agrees)).toBe(false);
  });

  it('its copy line says who was copied on it, the witness standing for "you"', () => {
    const copied = withReferentName([...notice, line('cc: Marta Quill; Jonah Reyes, Esq., Reyes & Vale LLP', 'termination', { closing: true, lead: ['alder', 'notice', 'termination', 'copy'] })], ['termination']);
    const context = 'Q. Turning to Alder\u2019s notice of termination, what date is on it? A. November 3.';
    const [reyes] = claimsOf('Was Mr. Reyes copied on it?', 'No, I don\u2019t believe he was.', context).filter((c): c is PolarityClaim => c.kind === 'negation');
    expect(candidatesFor(reyes!, copied, []).some((c) => !c.agrees && c.sourceValue === 'yes' && c.quote.text.startsWith('cc:'))).toBe(true);
    const [you] = extractClaims({ question: 'You were copied on that notice, weren\u2019t you?', answer: 'No, I never was.', context, reference, deponent: 'Marta Quill' }).filter((c): c is PolarityClaim => c.kind === 'negation');
    expect(candidatesFor(you!, copied, []).some((c) => !c.agrees && c.quote.text.startsWith('cc:'))).toBe(true);
    // (A line read under words of its own — a heading's, a closing's — is no transcript answer: it
    // says what it says without a yes in it.)
    const cured = [line('The tenant cured the default on October 20.', 'lease', { lead: ['lease', 'notice'] })];
    const [cure] = claimsOf('Did the tenant ever cure the default?', 'No.', '').filter((c): c is PolarityClaim => c.kind === 'negation');
    expect(candidatesFor(cure!, cured, []).some((c) => !c.agrees && c.sourceValue === 'yes')).toBe(true);
    expect(candidatesFor(cure!, [line('A. The tenant cured the default on October 20.', 'lease', { lead: ['did', 'tenant'] })], []).some((c) => c.quote.source === 'document')).toBe(false);
    // Someone the line does not name may have been an addressee: the line says nothing of them.
    const [other] = claimsOf('Was Ms. Whitfield copied on it?', 'No.', context).filter((c): c is PolarityClaim => c.kind === 'negation');
    expect(candidatesFor(other!, copied, []).some((c) => c.quote.text.startsWith('cc:') && !c.agrees)).toBe(false);
  });

  it('its date line answers "what\'s the date on it?" asked in the question that names it', () => {
    const sentences = withReferentName([line('November 3, 2023', 'termination', { heading: ['alder', 'notice', 'termination'], dateLine: true }), ...notice], ['termination']);
    const [date] = claimsOf("Alder's notice of termination. What's the date on it?", 'The third of October, I think.', '').filter((c) => c.kind === 'date');
    const found = aboutReferent(date!, sentences, [], ['termination']);
    expect(found.some((c) => !c.agrees && c.quote.text === 'November 3, 2023' && c.score >= 0.5)).toBe(true);
  });

  it('its one time of day is the time asked of it, whatever words stand near it', () => {
    const proof = [line('Time and Origin: A windstorm loss occurred about 2:00 p.m. on the 29th day of September, 2023.', 'termination'), line('The whole loss and damage is stated below.', 'termination')];
    const [time] = claimsOf('The statement gives a time of day. What time does it give?', 'Eight in the morning or so.', '').filter((c) => c.kind === 'date');
    const found = aboutReferent(time!, withReferentName(proof, ['termination']), [], ['termination']);
    expect(found.some((c) => !c.agrees && c.sourceValue.includes('2:00') && c.score >= 0.5)).toBe(true);
    // Two times of day in the paper: neither is taken for the one asked on that ground alone.
    const two = [...proof, line('The crew left the dock at 4:30 p.m.', 'termination')];
    expect(aboutReferent(time!, withReferentName(two, ['termination']), [], ['termination']).some((c) => c.score >= 0.5 && c.sourceValue.includes('4:30'))).toBe(false);
    // The witness's own day is not the paper's time.
    const [own] = claimsOf('What time did you leave home that day?', 'Eight in the morning or so.', '').filter((c) => c.kind === 'date');
    expect(aboutReferent(own!, withReferentName(proof, ['termination']), [], ['termination']).some((c) => c.sourceValue.includes('2:00') && c.score >= 0.5)).toBe(false);
  });

  it('its sentences are what it says, states or puts, whatever the value is', () => {
    const says = [line('Since 2018 Alder has invested more than $23 million in GripSense, firmware that lets a robotic gripper sense and adjust its grip force.', 'termination')];
    const [figure] = claimsOf('And the notice you read, in its facts section, puts the investment in GripSense at what figure?', 'I believe it said thirty-two million dollars, something in that range.', '').filter((c) => c.kind === 'amount');
    expect(aboutReferent(figure!, withReferentName(says, ['termination']), [], ['termination']).some((c) => !c.agrees && c.score >= 0.5)).toBe(true);
  });

  it('its own heading and closing say whom it went to and who signed it', () => {
    const sentences = withReferentName([...notice, ...lease], ['termination']);
    const [to] = claimsOf('And who at Harbor was it addressed to?', 'Maria Cole, their general counsel.', 'Q. Turning to Alder\u2019s notice of termination, what date is on it? A. November 3.').filter((c) => c.kind === 'name');
    const found = aboutReferent(to!, sentences, [], ['termination']);
    expect(found.some((c) => !c.agrees && c.sourceValue.includes('Dana Whitfield'))).toBe(true);
    expect(found.every((c) => c.quote.document_id === 'termination' || c.quote.source === 'testimony')).toBe(true);
  });

  it('its inside address names whom it went to, and an office said after the name is no one put in that role', () => {
    const head = { heading: ['alder', 'notice', 'termination'] };
    const heading = withReferentName([
      line('Alder Storage LLC, 12 Dock Street, Camden, New Jersey 08103', 'termination', { ...head, letterhead: true }),
      line('Ms. Dana Whitfield, Chief Executive Officer', 'termination', head),
      line('Re: Maria Cole - lease of Building 4', 'termination', head),
      line('Sincerely, Paul Ostrander', 'termination', { closing: true }),
    ], ['termination']);
    const [to] = claimsOf('Who at Harbor is it addressed to?', 'Maria Cole, their general counsel.', 'Q. Turning to Alder\u2019s notice of termination, what date is on it? A. November 3.').filter((c) => c.kind === 'name');
    const found = aboutReferent(to!, heading, [], ['termination']);
    expect(found.some((c) => !c.agrees && c.sourceValue.includes('Dana Whitfield') && c.score >= 0.8)).toBe(true);
    // (The "Re:" line names what it is about, not whom it went to.)
    expect(found.some((c) => c.agrees && c.score >= 0.8)).toBe(false);
    const office = claimsOf('And who signed it for Alder?', 'Paul Ostrander. He runs the Office of Property Management.', '').filter((c) => c.kind === 'name');
    expect(office.some((c) => c.quote === 'Office of Property Management' && aboutReferent(c, heading, [], ['termination']).some((x) => !x.agrees && x.score >= 0.8))).toBe(false);
  });

  it('a question about its letterhead or its "Re:" line is about the paper in hand', () => {
    expect(ABOUT_THE_PAPER.test('Which office does the letterhead put it coming from - what city?')).toBe(true);
    expect(ABOUT_THE_PAPER.test('What city is the head office in?')).toBe(false);
    // A place on the page is the paper's too ("the total at the bottom"), not the bottom of the harbor.
    expect(ABOUT_THE_PAPER.test("What's the total at the bottom?")).toBe(true);
    expect(ABOUT_THE_PAPER.test('What does the last line say?')).toBe(true);
    expect(ABOUT_THE_PAPER.test('How deep is the water at the dock?')).toBe(false);
  });

  it('"the warning letter" is not the response to it, unless the line says so', () => {
    const papers = readNames([
      { id: 'letter', filename: 'FDA Warning Letter 320-24-118 (2024-09-12).pdf', title: null },
      { id: 'response', filename: 'DRAFT v4 Response to Warning Letter 320-24-118.docx', title: null },
    ], common);
    expect(namedDocument("I'm handing you Exhibit 1, the warning letter.", papers)).toEqual(['letter']);
    expect(namedDocument('Turn to the draft response to the warning letter.', papers)).toEqual(['response']);
    expect(namedDocument('Exhibit 2 is draft version four of the response.', papers)).toEqual(['response']);
  });

  it('a weekday said alone is compared with the dated day', () => {
    const [day] = claimsOf('And what day of the week was that, the day it went out?', 'A Thursday, if I have it right.', 'Q. The notice of termination is dated what? A. November 3, 2023.') as ValueClaim[];
    expect(day?.value.kind === 'date' && day.value.weekday).toBe(4);
    const found = aboutReferent(day!, withReferentName(notice, ['termination']), [], ['termination']);
    expect(found.some((c) => !c.agrees && c.sourceValue === 'November 3, 2023')).toBe(true);
  });
});

describe('a paper named by the head of a long file name', () => {
  const papers = readNames(
    [
      { id: 'demand', filename: 'Preservation demand to the Authority - bus 6138 video and door sensor records.docx', title: null },
      { id: 'punches', filename: 'Kronos edited punches - weeks ending 6-4 to 6-18-2023.xlsx', title: null },
      { id: 'mail', filename: 'Follow-up - timekeeping issues at the two hotels.eml', title: null },
    ],
    common,
  );

  it('names it by most of the title before the dash, unless the line names another kind of paper', () => {
    expect(namedDocument("I'm showing you Exhibit 1, the preservation demand. Do you recognize it?", papers)).toEqual(['demand']);
    expect(namedDocument('Looking at the edited punches, how many were there?', papers)).toEqual(['punches']);
    // "The e-mail" is no spreadsheet, whatever words the question shares with its name: it is the
    // case's one e-mail.
    expect(namedDocument('According to the e-mail, how many time punches had been edited?', papers)).toEqual(['mail']);
  });

  it('reads "the letter" as the paper in hand when it is a letter, and a demand as a letter', () => {
    const withNotice = readNames(
      [
        { id: 'demand', filename: 'Preservation demand to the Authority - bus 6138 video and door sensor records.docx', title: 'Demand for Preservation of Evidence' },
        { id: 'notice', filename: 'Notice of Claim - G. Okafor.pdf', title: null },
        { id: 'complaint', filename: '2024-07-22 Complaint and Jury Demand.pdf', title: null },
      ],
      common,
    );
    expect(namedDocument('Which office was the letter addressed to?', withNotice, ['demand'])).toEqual(['demand']);
    // (With no paper in hand, two letters: none is meant.)
    expect(namedDocument('Which office was the letter addressed to?', withNotice)).toEqual([]);
  });

  it('reads the date line of the letter asked about as the date it bears', () => {
    const line: SourceSentence = { documentId: 'demand', filename: 'Preservation demand.docx', pageNumber: 1, text: 'February 2, 2024', tokens: tokensOf('February 2, 2024'), bag: bagOf('February 2, 2024'), reference: new Date('2024-10-22T12:00:00Z'), values: new Map(), lead: [], heading: [], dateLine: true };
    const [named] = withReferentName([line], ['demand']);
    expect(named!.bag.has('bear')).toBe(true);
    // Another letter's date line bears no date for the one asked about.
    expect(withReferentName([{ ...line, documentId: 'other' }], ['demand'])[0]!.bag.has('bear')).toBe(false);
  });
});

describe('a matter named after a paper', () => {
  it('keeps the case name\'s words as that paper\'s name, but not the witness\'s name as a transcript\'s', () => {
    const caseName = 'In re Acme Tool OSHA Citation';
    const common = new Set([...bagOf(`${caseName} Dale Brenner deposition`).keys()]);
    const papers = readNames(
      [
        { id: 'citation', filename: 'OSHA Citation 1388242 (2024-05-02).pdf', title: 'Citation' },
        { id: 'contest', filename: 'Notice of Contest - OSHA citation.docx', title: null },
        { id: 'transcript', filename: 'Brenner Deposition 2024-09-10 (excerpt).pdf', title: 'Deposition of Dale Brenner' },
      ],
      common,
      new Set(bagOf(caseName).keys()),
    );
    expect(namedDocument('Do you remember when OSHA issued the citation?', papers)).toEqual(['citation']);
    expect(namedDocument('Mr. Brenner, you remain under oath from your deposition, correct?', papers)).toEqual([]);
  });
});

describe('a paper pointed at by the word its title opens with', () => {
  it('reads "that follow-up" as the one paper titled "Follow-up - …", not "the letter" nor a word two titles hold', () => {
    const papers = readNames(
      [
        { id: 'follow', filename: 'Follow-up - timekeeping issues at New Brunswick and Edison.eml', title: null },
        { id: 'letter', filename: 'Harbor termination letter to L. Rivera 08-09-2023.docx', title: null },
        { id: 'intake', filename: 'Timekeeping intake notes.pdf', title: null },
      ],
      common,
    );
    expect(namedDocument('To whom was that follow-up addressed?', papers)).toEqual(['follow']);
    expect(namedDocument('Who was the letter addressed to?', papers)).toEqual(['letter']);
    // ("Timekeeping" opens one title and is held by another: it names neither.)
    expect(namedDocument('Who wrote that timekeeping?', papers)).toEqual([]);
  });
});
