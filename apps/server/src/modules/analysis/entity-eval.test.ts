import { describe, expect, it } from 'vitest';
import { DEMO_CORPUS } from '../demo/corpus/index.js';
import { extractCitations } from './extract/citations.js';
import { extractDates } from './extract/dates.js';
import { extractMoney } from './extract/money.js';

/**
 * Entity evaluation on passages of the demo corpus, labelled by hand: the dates (ISO), sums of
 * money ("amount currency") and citations a careful reader would note. Short forms that repeat a
 * full citation ("Iqbal, 556 U.S. at 678") and bare continuations ("and 56:15-4") are not counted.
 */
interface Labelled {
  /** Words that find the passage (a paragraph or e-mail body) in the corpus. */
  anchor: string;
  /** The document's own date, for dates written without a year (e-mails). */
  reference?: string;
  dates: string[];
  money: string[];
  citations: string[];
}

const LABELLED: Labelled[] = [
  { anchor: 'This is an action for breach of contract. Under the Master', dates: ['2021-03-15', '2023-10-02'], money: [], citations: [] },
  { anchor: 'This Court has subject-matter jurisdiction under 28', dates: [], money: ['75000 USD'], citations: ['28 U.S.C. § 1332(a)(1)'] },
  { anchor: 'On or about September 28, 2023, Mr. Voss instructed', dates: ['2023-09-28', '2023-10-02'], money: [], citations: [] },
  { anchor: 'Between October 2 and December 31, 2023, Castellan supplied', dates: ['2023-10-02', '2023-12-31'], money: [], citations: [] },
  { anchor: 'Instead, on Friday, November 3, 2023, Castellan e-mailed', dates: ['2023-11-03'], money: ['612480 USD'], citations: [] },
  { anchor: 'Northwind suffered damages of not less than', dates: [], money: ['4213560 USD', '1486210 USD', '918350 USD', '1634000 USD', '175000 USD'], citations: [] },
  { anchor: 'WHEREFORE, Northwind respectfully requests', dates: ['2023-11-03'], money: ['4213560 USD'], citations: ['N.Y. C.P.L.R. § 5004'] },
  { anchor: '9.1 Cargo Loss.', dates: [], money: ['250000 USD'], citations: ['49 U.S.C. § 14706'] },
  { anchor: 'Northwind has failed to pay invoices totaling $612,480.00 for services', dates: ['2023-08-01', '2023-10-15'], money: ['612480 USD'], citations: [] },
  { anchor: 'To survive a motion to dismiss under Rule 12(b)(6)', dates: [], money: [], citations: ['Rule 12(b)(6)', '556 U.S. 662', '550 U.S. 544'] },
  { anchor: 'A claim of fraud must also satisfy Rule 9(b)', dates: [], money: [], citations: ['Rule 9(b)', '459 F.3d 273', '493 F.3d 87'] },
  { anchor: 'Enclosures: Exhibit A (daily trailer counts', dates: ['2023-10-02', '2023-10-10'], money: [], citations: [] },
  {
    anchor: 'Castellan e-mailed the attached termination letter to Tom Beckett',
    reference: '2023-11-06',
    dates: ['2023-11-03', '2023-10-11', '2023-10-16', '2023-12-08', '2021-03-15'],
    money: ['612480 USD'],
    citations: [],
  },
  { anchor: 'Second, Castellan has not produced the rate confirmation', dates: ['2023-10-02', '2024-08-20'], money: [], citations: [] },
  {
    anchor: 'Please let us know by September 16, 2024',
    dates: ['2024-09-16'],
    money: [],
    citations: ['Fed. R. Civ. P. 37(a)', 'Local Civil Rule 37.2', 'Rule 37(a)(5)(A)'],
  },
  { anchor: 'Plaintiff Luis Rivera ("Rivera") was employed by Defendant', dates: ['2017-03-06', '2023-08-09'], money: ['118500 USD'], citations: [] },
  { anchor: 'On June 14, 2023, Rivera met with Janet Kowalski', dates: ['2023-06-14'], money: [], citations: ['N.J.S.A. 34:11-56a4', '29 U.S.C. § 207'] },
  { anchor: 'On June 21, 2023, Rivera sent Ms. Kowalski an e-mail', dates: ['2023-06-21', '2023-06-04', '2023-06-18'], money: [], citations: [] },
  { anchor: 'Rivera reasonably believed that Harbor', dates: [], money: [], citations: ['N.J.S.A. 34:19-3(a)', '177 N.J. 451'] },
  { anchor: 'WHEREFORE, Plaintiff demands judgment against Defendant for reinstatement', dates: [], money: [], citations: ['N.J.S.A. 34:19-5', 'N.J.S.A. 2A:15-5.12'] },
  {
    anchor: 'The Court has jurisdiction under 28 U.S.C. \u00a7 1331 and 18',
    dates: [],
    money: [],
    citations: ['28 U.S.C. § 1331', '18 U.S.C. § 1836(c)', '28 U.S.C. § 1367(a)', '28 U.S.C. § 1391(b)(2)'],
  },
  { anchor: 'Thorne gave notice of his resignation', dates: ['2024-07-19', '2024-07-31'], money: [], citations: [] },
  { anchor: 'has completed its investigation of the above claim', dates: ['2023-10-06', '2024-01-22', '2023-12-15'], money: ['2875000 USD'], citations: [] },
  { anchor: 'The engineer found limited wind damage', dates: [], money: ['48615 USD', '138615 USD', '90000 USD', '912600 USD'], citations: [] },
  { anchor: 'Lakeshore is also entitled to recover consequential damages', dates: [], money: [], citations: ['10 N.Y.3d 187', '10 N.Y.3d 200'] },
  { anchor: 'WHEREFORE, Lakeshore demands judgment', dates: ['2023-09-29'], money: ['2826385 USD'], citations: ['CPLR 5001'] },
  {
    anchor: 'Full Cost of Repair or Replacement',
    dates: ['2023-10-01', '2023-12-31', '2024-04-30'],
    money: ['1962400 USD', '912600 USD', '2875000 USD'],
    citations: [],
  },
  {
    anchor: 'plaintiff served a notice of claim upon the MTA',
    dates: ['2024-03-28', '2024-06-05'],
    money: [],
    citations: ['General Municipal Law § 50-e', 'General Municipal Law § 50-h'],
  },
  {
    anchor: 'Hospital and surgical expenses',
    dates: ['2024-01-17', '2024-06-30'],
    money: ['96412.3 USD', '58930 USD', '9640 USD', '2358.25 USD', '20000 USD', '187340.55 USD', '41216 USD'],
    citations: [],
  },
  { anchor: 'inspected your drug manufacturing facility', dates: ['2024-04-08', '2024-04-19'], money: [], citations: [] },
  { anchor: 'submits this response to Warning Letter', dates: ['2024-09-12'], money: ['6750000 USD'], citations: [] },
  { anchor: 'Sterling proposes a purchase price', dates: ['2024-03-31'], money: ['186000000 USD', '41300000 USD', '38900000 USD'], citations: [] },
  {
    anchor: 'At the LOI multiple of 4.5x',
    dates: ['2024-06-28', '2024-08-30'],
    money: ['164700000 USD', '21300000 USD', '186000000 USD'],
    citations: [],
  },
];

function corpusStrings(): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(DEMO_CORPUS);
  return out;
}

interface Score {
  tp: number;
  fp: number;
  fn: number;
}
const prf = ({ tp, fp, fn }: Score) => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
};

describe('entity extraction on labelled demo-corpus passages', () => {
  it('finds dates, money and citations with F1 >= 0.85 each', () => {
    const strings = corpusStrings();
    const scores: Record<'dates' | 'money' | 'citations', Score> = { dates: { tp: 0, fp: 0, fn: 0 }, money: { tp: 0, fp: 0, fn: 0 }, citations: { tp: 0, fp: 0, fn: 0 } };
    const misses: string[] = [];
    expect(LABELLED.length).toBeGreaterThanOrEqual(20);
    for (const item of LABELLED) {
      const text = strings.find((s) => s.includes(item.anchor));
      expect(text, item.anchor).toBeDefined();
      const reference = item.reference ? new Date(`${item.reference}T12:00:00Z`) : null;
      const predicted = {
        dates: new Set(extractDates(text!, reference).map((d) => d.iso)),
        money: new Set(extractMoney(text!).map((m) => `${m.amount} ${m.currency}`)),
        citations: new Set(extractCitations(text!).map((c) => c.value)),
      };
      for (const type of ['dates', 'money', 'citations'] as const) {
        const gold = new Set(item[type]);
        for (const p of predicted[type]) {
          if (gold.has(p)) scores[type].tp += 1;
          else {
            scores[type].fp += 1;
            misses.push(`${type} extra "${p}" in "${item.anchor}"`);
          }
        }
        for (const g of gold) {
          if (!predicted[type].has(g)) {
            scores[type].fn += 1;
            misses.push(`${type} missed "${g}" in "${item.anchor}"`);
          }
        }
      }
    }
    const total = { tp: 0, fp: 0, fn: 0 };
    const lines = [`Entity evaluation on ${LABELLED.length} passages`];
    for (const [type, s] of Object.entries(scores)) {
      const { precision, recall, f1 } = prf(s);
      total.tp += s.tp;
      total.fp += s.fp;
      total.fn += s.fn;
      lines.push(`${type.padEnd(10)} P=${precision.toFixed(3)} R=${recall.toFixed(3)} F1=${f1.toFixed(3)} (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`);
    }
    const overall = prf(total);
    lines.push(`${'overall'.padEnd(10)} P=${overall.precision.toFixed(3)} R=${overall.recall.toFixed(3)} F1=${overall.f1.toFixed(3)}`);
    process.stdout.write(`${[...lines, ...misses.map((m) => `  ${m}`)].join('\n')}\n`);
    for (const s of Object.values(scores)) expect(prf(s).f1).toBeGreaterThanOrEqual(0.85);
  });
});
