import type { DocumentKind } from '@app/contract';

export interface ClassifyInput {
  filename: string;
  detectedType: string | null;
  /** Set when the pipeline read e-mail headers (.eml, .msg). */
  isEmail: boolean;
  /** The first pages' text (headings and captions are at the top). */
  text: string;
}

interface Cue {
  kind: DocumentKind;
  weight: number;
  re: RegExp;
}

/** Headings weigh most; phrases typical of a kind weigh less; each cue counts once. */
const CUES: Cue[] = [
  { kind: 'motion', weight: 4, re: /^\s*(?:NOTICE OF )?(?:\S+\s){0,4}MOTION (?:TO|FOR)\b/m },
  { kind: 'motion', weight: 3, re: /MEMORANDUM OF LAW IN (?:SUPPORT|OPPOSITION)|REPLY MEMORANDUM/ },
  { kind: 'motion', weight: 1, re: /\brespectfully (?:moves|submits)\b|\bmotion to (?:dismiss|compel|strike)\b/i },
  { kind: 'pleading', weight: 4, re: /^\s*(?:\S+\s){0,3}(?:COMPLAINT|ANSWER|COUNTERCLAIMS?|PETITION|BILL OF PARTICULARS)\b/m },
  { kind: 'pleading', weight: 2, re: /\bPlaintiffs?,\s*\n[\s\S]{0,200}\b(?:against|v\.)[\s\S]{0,200}\bDefendants?\b/ },
  { kind: 'pleading', weight: 1, re: /\bWHEREFORE\b|\bCLAIM FOR RELIEF\b|\bJURY DEMAND\b|\bdemands? judgment\b/ },
  { kind: 'contract', weight: 4, re: /^\s*(?:\S+\s){0,5}(?:AGREEMENT|Agreement|CONTRACT|LEASE|POLICY DECLARATIONS)\s*$/m },
  { kind: 'contract', weight: 2, re: /\bis entered into\b|\bentered into as of\b|\bIN WITNESS WHEREOF\b|\bWHEREAS\b|\("Effective Date"\)/ },
  { kind: 'contract', weight: 1, re: /\bshall\b[\s\S]*\bshall\b[\s\S]*\bshall\b/ },
  { kind: 'transcript', weight: 4, re: /(?:^|\n)\s*\d{0,2}\s*Q\.\s[\s\S]*\n\s*\d{0,2}\s*A\.\s[\s\S]*\n\s*\d{0,2}\s*Q\.\s/ },
  { kind: 'transcript', weight: 2, re: /\bDEPOSITION OF\b|\bTRANSCRIPT\b|\bCOURT REPORTER\b|\bTHE VIDEOGRAPHER\b/i },
  { kind: 'invoice', weight: 4, re: /^\s*INVOICE\b|\bInvoice (?:No\.|Number|#)/m },
  { kind: 'invoice', weight: 2, re: /\b(?:Amount|Balance|Total) Due\b|\bRemit to\b|\bPayment terms\b/i },
  { kind: 'correspondence', weight: 3, re: /^\s*Dear\s[^\n]{1,60}[:,]\s*$/m },
  { kind: 'correspondence', weight: 2, re: /\b(?:Very truly yours|Sincerely|Best regards|Kind regards|Respectfully yours)\b/ },
  { kind: 'correspondence', weight: 1, re: /^\s*Re:\s/m },
];

/**
 * The kind of a document by rules: what the pipeline knows (an e-mail is an e-mail), then headings
 * and phrases. Confidence grows with the winning score and its margin over the runner-up.
 */
export function classifyDocument(input: ClassifyInput): { kind: DocumentKind; confidence: number } {
  if (input.isEmail || input.detectedType === 'eml' || input.detectedType === 'msg') return { kind: 'email', confidence: 0.97 };
  const head = input.text.slice(0, 6000);
  const scores = new Map<DocumentKind, number>();
  for (const cue of CUES) if (cue.re.test(head)) scores.set(cue.kind, (scores.get(cue.kind) ?? 0) + cue.weight);
  const name = input.filename.toLowerCase();
  const byName: [RegExp, DocumentKind][] = [
    [/\bmotion\b|memorandum of law/, 'motion'],
    [/\bcomplaint\b|\banswer\b|petition/, 'pleading'],
    [/agreement|contract|policy\b|lease/, 'contract'],
    [/transcript|deposition|depo\b/, 'transcript'],
    [/invoice|bill\b/, 'invoice'],
    [/letter|notice of|correspondence/, 'correspondence'],
  ];
  for (const [re, kind] of byName) if (re.test(name)) scores.set(kind, (scores.get(kind) ?? 0) + 2);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 2) return { kind: 'other', confidence: 0.4 };
  const margin = best[1] - (second?.[1] ?? 0);
  const confidence = Math.min(0.95, 0.5 + best[1] * 0.04 + margin * 0.05);
  return { kind: best[0], confidence: Math.round(confidence * 100) / 100 };
}
