/**
 * A synthetic mailbox collection with a known answer, for the threading tests.
 *
 * Each thread starts with one message; every further message answers or forwards an earlier one of
 * the same thread (so threads branch), in one of the quoting styles mail clients use (Gmail ">"
 * with an attribution line, Outlook's "Original Message" and "From:/Sent:" blocks, forwarded-message
 * blocks, inline answers between quoted lines), or edits the copied text, or copies nothing.
 * Forwards keep or drop attachments; replies drop them. Some messages lose their headers, some carry
 * broken ones, some are undated, some are collected twice. Several threads share a subject but not
 * their participants.
 *
 * The answer is computed from how the messages were made, not from their text: message M is
 * non-inclusive exactly when some other message of its thread copied M's own text unchanged
 * (directly or through unchanged copies of copies) and carries all of M's attachments; a second
 * collected copy is a duplicate.
 */
import type { EmailMessage } from '../threads.js';
import { inventedWords, pick, seededRandom, sentence } from './random.js';

export interface MailTruth {
  thread: number;
  inclusive: boolean;
}

export interface MailCorpus {
  messages: EmailMessage[];
  truth: Map<string, MailTruth>;
}

interface Made {
  message: EmailMessage;
  thread: number;
  /** Messages whose own text this one copies unchanged (transitively). */
  verbatim: Set<string>;
  /** What its author wrote: an edited copy changes a word there. */
  own: string;
  name: string;
  address: string;
}

const FIRST = 'Ann Ben Carla Dmitri Eve Farid Grace Hiro Ines Jonas Kemi Luis Mara Nils Olga Pavel'.split(' ');
const TOPICS = ['Meeting', 'Draft agreement', 'Invoice 4471', 'Deposition schedule', 'Lease renewal', 'Expert report', 'Board minutes', 'Settlement terms'];
const REPLY = ['Re: ', 'RE: ', 'AW: ', 'SV: ', 'Re: Re: '];
const FORWARD = ['Fwd: ', 'FW: ', 'WG: '];
const SHORT_ANSWERS = ['Thanks!', 'Agreed.', 'OK, see below.', 'Noted, thank you.'];

function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

function dateText(date: Date | null): string {
  return date ? date.toUTCString() : 'an unknown date';
}

export function generateMailCorpus(seed: number, threadCount: number): MailCorpus {
  const random = seededRandom(seed);
  const vocabulary = inventedWords(random, 3000);
  const made: Made[] = [];
  const duplicates: { copy: EmailMessage; of: Made }[] = [];
  let nextId = 0;
  const paragraph = () => wrap(Array.from({ length: 2 + Math.floor(random() * 3) }, () => sentence(random, vocabulary, 8 + Math.floor(random() * 10))).join(' '), 72);

  for (let t = 0; t < threadCount; t++) {
    // Threads sharing a topic get disjoint people, so only content can tell them apart.
    const topic = TOPICS[t % TOPICS.length] ?? 'Meeting';
    const people = Array.from({ length: 3 }, (_, k) => {
      const name = `${FIRST[(t * 3 + k) % FIRST.length] ?? 'Ann'} T${t}`;
      return { name, address: `${name.toLowerCase().replace(/\s+/g, '.')}@firm${t}.example` };
    });
    const start = Date.UTC(2025, 0, 1) + t * 7 * 86_400_000;
    const inThread: Made[] = [];
    const size = 2 + Math.floor(random() * 9);
    for (let k = 0; k < size; k++) {
      const author = pick(random, people);
      const others = people.filter((p) => p !== author).map((p) => `${p.name} <${p.address}>`);
      const id = `m${nextId++}`;
      const messageId = `<t${t}.m${k}.${seed}@mail.example>`;
      if (k === 0) {
        const attachments = random() < 0.4 ? [{ hash: `att-${id}-a` }] : [];
        const message: EmailMessage = {
          id,
          messageId,
          subject: topic,
          from: `${author.name} <${author.address}>`,
          to: others,
          sentAt: new Date(start),
          body: `${paragraph()}\n\n${paragraph()}\n\n${author.name}`,
          attachments,
        };
        inThread.push({ message, thread: t, verbatim: new Set(), own: message.body, name: author.name, address: author.address });
        continue;
      }
      // Later messages answer recent ones more often: long chains with a few branches.
      const parentIndex = Math.max(0, inThread.length - 1 - Math.floor(Math.pow(random(), 2) * inThread.length));
      const parent = inThread[parentIndex] as Made;
      const forward = random() < 0.2;
      const style = random();
      const own = random() < 0.15 ? pick(random, SHORT_ANSWERS) : paragraph();
      const parentDate = parent.message.sentAt ?? null;
      const sentAt = random() < 0.05 ? null : new Date((parentDate?.getTime() ?? start) + (5 + Math.floor(random() * 600)) * 60_000);
      const parentBody = parent.message.body;
      let body: string;
      let verbatim = new Set([...parent.verbatim, parent.message.id]);
      const edit = random();
      let copied = parentBody;
      if (edit < 0.08) {
        // Edited quote: a word of the parent's own text changed in the copy.
        // The parent's own words, not an earlier copy of the same words inside its quote.
        let at = parentBody.indexOf(parent.own);
        while (at > 1 && parentBody.slice(at - 2, at) === '> ') at = parentBody.indexOf(parent.own, at + 1);
        const ownWords = parent.own.split(' ');
        ownWords[Math.min(1, ownWords.length - 1)] = 'revised';
        copied = `${parentBody.slice(0, at)}${ownWords.join(' ')}${parentBody.slice(at + parent.own.length)}`;
        verbatim = new Set(parent.verbatim);
      }
      if (edit >= 0.08 && edit < 0.13 && !forward) {
        body = `${own}\n\n${author.name}`; // an answer that copies nothing
        verbatim = new Set();
      } else if (forward) {
        body = `${own}\n\n---------- Forwarded message ---------\nFrom: ${parent.name} <${parent.address}>\nDate: ${dateText(parentDate)}\nSubject: ${parent.message.subject ?? ''}\nTo: ${(parent.message.to ?? []).join(', ')}\n\n${copied}`;
      } else if (style < 0.45) {
        const attribution = random() < 0.2 ? `On ${dateText(parentDate)}, ${parent.name} <\n${parent.address}> wrote:` : `On ${dateText(parentDate)}, ${parent.name} <${parent.address}> wrote:`;
        body = `${own}\n\n${attribution}\n${copied.split('\n').map((l) => `> ${l}`).join('\n')}`;
      } else if (style < 0.65) {
        body = `${own}\n\n-----Original Message-----\nFrom: ${parent.name} <${parent.address}>\nSent: ${dateText(parentDate)}\nTo: ${(parent.message.to ?? []).join('; ')}\nSubject: ${parent.message.subject ?? ''}\n\n${copied}`;
      } else if (style < 0.85) {
        body = `${own}\n\n________________________________\nFrom: ${parent.name}\nSent: ${dateText(parentDate)}\nTo: ${(parent.message.to ?? []).join('; ')}\nSubject: ${parent.message.subject ?? ''}\n\n${copied}`;
      } else {
        // Inline answers between the quoted lines.
        const quotedLines = copied.split('\n').map((l) => `> ${l}`);
        const cut = Math.min(2, quotedLines.length);
        body = `On ${dateText(parentDate)}, ${parent.name} wrote:\n${quotedLines.slice(0, cut).join('\n')}\n\n${own}\n\n${quotedLines.slice(cut).join('\n')}\n\n${author.name}`;
      }
      const keepAttachments = forward && random() < 0.5;
      const attachments = [...(keepAttachments ? parent.message.attachments : []), ...(random() < 0.15 ? [{ hash: `att-${id}` }] : [])];
      const rootSubject = inThread[0]?.message.subject ?? topic;
      const listTag = random() < 0.1 ? '[legal-team] ' : '';
      const message: EmailMessage = {
        id,
        messageId,
        inReplyTo: parent.message.messageId,
        references: [...(parent.message.references ?? []), ...(parent.message.messageId ? [parent.message.messageId] : [])],
        subject: `${listTag}${pick(random, forward ? FORWARD : REPLY)}${rootSubject}`,
        from: `${author.name} <${author.address}>`,
        to: forward ? [`Outside Counsel <counsel${t}@outside.example>`] : others,
        cc: forward ? others.slice(0, 1) : [],
        sentAt,
        body,
        attachments,
      };
      const headers = random();
      if (headers < 0.15 || (forward && headers < 0.5)) {
        // Lost headers (a forward often has none).
        delete message.messageId;
        delete message.inReplyTo;
        delete message.references;
      } else if (headers < 0.2) {
        message.inReplyTo = `<broken.${id}@nowhere>`;
        message.references = [`<broken.${id}@nowhere>`];
      }
      inThread.push({ message, thread: t, verbatim, own, name: author.name, address: author.address });
    }
    made.push(...inThread);
    for (const m of inThread) if (random() < 0.04) duplicates.push({ copy: { ...m.message, id: `m${nextId++}` }, of: m });
  }

  const truth = new Map<string, MailTruth>();
  for (const m of made) {
    const covered = made.some(
      (later) => later.thread === m.thread && later.verbatim.has(m.message.id) && m.message.attachments.every((a) => later.message.attachments.some((b) => b.hash === a.hash)),
    );
    truth.set(m.message.id, { thread: m.thread, inclusive: !covered });
  }
  for (const d of duplicates) truth.set(d.copy.id, { thread: d.of.thread, inclusive: false });

  // Collected in no particular order (mailbox exports are not chronological); the second copies
  // come from a mailbox processed later.
  const messages = made.map((m) => m.message);
  for (let i = messages.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [messages[i], messages[j]] = [messages[j] as EmailMessage, messages[i] as EmailMessage];
  }
  return { messages: [...messages, ...duplicates.map((d) => d.copy)], truth };
}
