import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '@app/contract';
import type { CaseEventRow, CaseRow, DocumentRow } from '../../db/schema/index.js';
import { analysePage } from './extract/entities.js';
import { findGaps } from './gaps.js';
import type { CaseMaterial, DocMaterial } from './load.js';

/** Only the columns the gap rules read; the rest of a row does not matter to them. */
function doc(id: string, filename: string, kind: DocumentKind, date: string, text: string): DocMaterial {
  const row = { id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, filename, parentId: null, metadata: {} } as unknown as DocumentRow;
  const findings = [analysePage({ documentId: row.id, filename, pageNumber: 1, text, reference: null })];
  return { row, findings, text, kind, confidence: 1, date };
}

function event(title: string, day: string, eventType: CaseEventRow['eventType'] = 'deadline'): CaseEventRow {
  return { id: `event-${title}`, title, description: null, eventType, status: 'scheduled', startsAt: new Date(`${day}T00:00:00Z`) } as unknown as CaseEventRow;
}

const material = (docs: DocMaterial[], events: CaseEventRow[] = [], openedAt: string | null = null): CaseMaterial => ({
  caseRow: { parties: [], openedAt } as unknown as CaseRow,
  docs,
  events,
});

describe('findGaps', () => {
  it('does not call a span holding the complaint and the answer "no correspondence"', () => {
    const gaps = findGaps(
      material([
        doc('1', 'notice of breach.pdf', 'correspondence', '2023-10-11', 'We write about the breach.'),
        doc('2', 'complaint.pdf', 'pleading', '2024-02-12', 'COMPLAINT. Plaintiff alleges a breach.'),
        doc('3', 'answer.pdf', 'pleading', '2024-04-08', 'ANSWER. Defendant denies the allegations.'),
        doc('4', 'letter.docx', 'correspondence', '2024-07-21', 'We write about discovery.'),
      ]),
      '2024-08-01',
    );
    const silences = gaps.filter((g) => g.kind === 'correspondence_gap').map((g) => [g.period_start, g.period_end]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    // Each span between two dated papers, never the 284 days from the letter to the next letter.
    expect(silences).toEqual([
      ['2023-10-11', '2024-02-12'],
      ['2024-02-12', '2024-04-08'],
      ['2024-04-08', '2024-07-21'],
    ]);
  });

  it('counts silence only from when the matter was opened, not over the years before the dispute', () => {
    const gaps = findGaps(
      material(
        [
          doc('6', 'agreement.docx', 'contract', '2021-03-15', 'This Agreement is entered into on March 15, 2021.'),
          doc('7', 'notice of breach.pdf', 'correspondence', '2023-10-11', 'We write about the breach.'),
          doc('8', 'complaint.pdf', 'pleading', '2023-11-20', 'COMPLAINT.'),
        ],
        [],
        '2023-10-01',
      ),
      '2024-01-01',
    );
    expect(gaps.filter((g) => g.kind === 'correspondence_gap')).toMatchObject([{ period_start: '2023-10-11', period_end: '2023-11-20', severity: 'low' }]);
  });

  it('raises "deadline passed" only for deadlines on the case calendar, not for dates a document mentions', () => {
    const letter = doc('5', 'letter.docx', 'correspondence', '2024-03-01', 'Please produce the rate confirmation no later than March 15, 2024. The report is due by April 1, 2024.');
    const none = findGaps(material([letter]), '2024-08-01');
    expect(none.filter((g) => g.kind === 'deadline_without_filing')).toEqual([]);

    const onCalendar = findGaps(material([letter], [event('Expert reports due', '2024-06-01')]), '2024-08-01');
    expect(onCalendar.filter((g) => g.kind === 'deadline_without_filing')).toMatchObject([
      { title: 'Deadline passed without a filing: Expert reports due', severity: 'high', period_end: '2024-06-01' },
    ]);
  });
});
