export interface FoundMoney {
  /** As written, trimmed of trailing punctuation ("$1,250,000.00", "USD 2.5 million"). */
  quote: string;
  amount: number;
  /** ISO 4217. */
  currency: string;
  start: number;
  end: number;
}

const SYMBOLS: Record<string, string> = { $: 'USD', US$: 'USD', USD: 'USD', '€': 'EUR', EUR: 'EUR', '£': 'GBP', GBP: 'GBP', CAD: 'CAD', C$: 'CAD', CHF: 'CHF', JPY: 'JPY', '¥': 'JPY' };
const MULTIPLIERS: Record<string, number> = {
  thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mm: 1e6, mn: 1e6, billion: 1e9, b: 1e9, bn: 1e9,
};

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
// "$50k", "$1.2m" as often as "$50K", "$1.2M".
const SCALE = String.raw`(?:\s?(?:thousand|million|billion)|(?:MM|mm|M|m|K|k|B|bn|mn)\b)`;
/** Currency first: "$1,250,000.00", "$ 405.00", "USD 2.5 million", "EUR 10,000", "$3.2M". */
const PREFIXED = new RegExp(String.raw`(US\$|C\$|\$\s?|€|£|¥|\b(?:USD|EUR|GBP|CAD|CHF|JPY)\s?)(${NUMBER})(${SCALE})?`, 'g');
/** Currency after: "2.5 million dollars", "10,000 EUR", "500 euros". */
const SUFFIXED = new RegExp(String.raw`\b(${NUMBER})(${SCALE})?\s?(dollars|euros|pounds|USD|EUR|GBP)\b`, 'gi');
const WORD_CURRENCY: Record<string, string> = { dollars: 'USD', euros: 'EUR', pounds: 'GBP' };

function amountOf(number: string, scale: string | undefined): number {
  const base = Number(number.replace(/,/g, ''));
  const factor = scale ? (MULTIPLIERS[scale.trim().toLowerCase()] ?? 1) : 1;
  return Math.round(base * factor * 100) / 100;
}

/** Sums of money with their currency and amount in the currency's units. */
export function extractMoney(text: string): FoundMoney[] {
  const found: FoundMoney[] = [];
  const taken: [number, number][] = [];
  for (const m of text.matchAll(PREFIXED)) {
    const currency = SYMBOLS[m[1]!.trim()] ?? 'USD';
    const quote = m[0].trim();
    found.push({ quote, amount: amountOf(m[2]!, m[3]), currency, start: m.index, end: m.index + quote.length });
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of text.matchAll(SUFFIXED)) {
    if (taken.some(([s, e]) => m.index < e && m.index + m[0].length > s)) continue;
    const word = m[3]!.toLowerCase();
    const currency = WORD_CURRENCY[word] ?? word.toUpperCase();
    found.push({ quote: m[0], amount: amountOf(m[1]!, m[2]), currency, start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The canonical text of an amount: "$1,250,000.00", "EUR 10,000.00". */
export function formatMoney(amount: number, currency: string): string {
  const digits = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency === 'USD' ? `$${digits}` : `${currency} ${digits}`;
}
