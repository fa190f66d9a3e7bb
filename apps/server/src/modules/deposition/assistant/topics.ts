import type { StoredTopic } from '../../../db/schema/index.js';
import { bagOf, coverage, type Bag } from './words.js';

/**
 * Outline topics: covered once a question touches them; the current topic is the one whose words
 * best match the recent questions (the latest weighs most), and stays until another matches better.
 */

export const topicBag = (title: string): Bag => bagOf(title);

/** How much a question touches a topic: the share of the topic's words it holds. */
export function topicMatch(topic: StoredTopic, text: string): number {
  return coverage(topicBag(topic.title), new Set(bagOf(text).keys()));
}

/** A question touching at least half of a topic's words (one of one or two) covers it. */
export function touches(topic: StoredTopic, question: string): boolean {
  const bag = topicBag(topic.title);
  const need = bag.size <= 2 ? 1 / bag.size - 1e-9 : 0.5;
  return bag.size > 0 && topicMatch(topic, question) >= need;
}

/** The current topic for the recent questions (latest last), or the previous one when none matches. */
export function currentTopic(outline: StoredTopic[], recentQuestions: string[], previous: string | null): string | null {
  let best: { id: string; score: number } | null = null;
  for (const topic of outline) {
    let score = 0;
    recentQuestions.forEach((q, i) => {
      score += topicMatch(topic, q) * (i + 1);
    });
    if (score > 0 && (!best || score > best.score)) best = { id: topic.id, score };
  }
  return best?.id ?? previous;
}

/**
 * The topic a question names on its own, when one matches it clearly better than any other
 * ("Who signed the termination notice?" is under "Notice of termination", not "Notice of breach").
 */
export function questionTopic(outline: StoredTopic[], question: string): string | null {
  const scored = outline.map((t) => ({ id: t.id, score: topicMatch(t, question) })).sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score < 0.5) return null;
  return !next || best.score - next.score >= 0.2 ? best.id : null;
}
