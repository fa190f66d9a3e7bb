/**
 * Normalising the header values threading compares: subjects, message ids and addresses.
 */

/**
 * Reply and forward prefixes as clients write them: English (Re, Fw, Fwd), German (AW, WG),
 * Scandinavian (SV, VS, VB), Dutch (Antw, Doorst), French (TR, RE), Italian (R, RIF, I), Polish
 * (Odp, PD), Portuguese (RES, ENC), Finnish (VL) — optionally counted ("Re[2]:", "Re(3):").
 */
const PREFIX = /^(re|fw|fwd|aw|wg|sv|vs|vb|antw|doorst|tr|rif|r|i|odp|pd|res|enc|vl)\s*(\[\d+\]|\(\d+\))?\s*[:：]\s*/i;
/** Mailing-list tags ("[legal-team]") and bracketed markers ("[EXTERNAL]"). */
const TAG = /^\[[^\]]{1,60}\]\s*/;

export interface NormalisedSubject {
  /** Lower-cased, prefixes and tags removed, whitespace collapsed; '' when nothing is left. */
  key: string;
  /** Whether the subject carried a reply or forward prefix: the message claims to follow another. */
  isReply: boolean;
}

export function normaliseSubject(subject: string | undefined | null): NormalisedSubject {
  let rest = (subject ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
  let isReply = false;
  for (;;) {
    const prefix = PREFIX.exec(rest);
    if (prefix) {
      isReply = true;
      rest = rest.slice(prefix[0].length);
      continue;
    }
    const tag = TAG.exec(rest);
    if (tag) {
      rest = rest.slice(tag[0].length);
      continue;
    }
    break;
  }
  return { key: rest.toLowerCase(), isReply };
}

/** "<ABC@host>" and "abc@host" are the same id; '' for blank or unusable values. */
export function normaliseMessageId(id: string | undefined | null): string {
  const trimmed = (id ?? '').trim();
  const inner = /<([^<>]+)>/.exec(trimmed)?.[1] ?? trimmed;
  return /\s/.test(inner) ? '' : inner.toLowerCase();
}

/** "Ann Example <Ann@Example.com>" → "ann@example.com"; a bare display name is kept, lower-cased. */
export function normaliseAddress(value: string): string {
  const email = /<([^<>]+)>/.exec(value)?.[1] ?? /[^\s<>"',;]+@[^\s<>"',;]+/.exec(value)?.[0];
  return (email ?? value).trim().toLowerCase();
}

/** Everyone on a message (from, to, cc), normalised; empty strings dropped. */
export function participantsOf(message: { from?: string | undefined; to?: readonly string[] | undefined; cc?: readonly string[] | undefined }): Set<string> {
  const all = [message.from ?? '', ...(message.to ?? []), ...(message.cc ?? [])].map(normaliseAddress).filter((a) => a !== '');
  return new Set(all);
}
