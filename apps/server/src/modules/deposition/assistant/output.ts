import type { DepositionInsightRow, DepositionQuestionRow, StoredGoal, StoredTopic } from '../../../db/schema/index.js';

/**
 * What the assistant produces, in a file of its own: the analysis (index.ts) and the model pass
 * that rewords its questions (llm.ts) both speak these shapes, and neither imports the other's
 * entry for them.
 */

/**
 * An insight to store. It carries the id the assistant chose, so a follow-up question can point
 * at it (`NewQuestion.insightId`).
 */
export type NewInsight = Omit<DepositionInsightRow, 'organizationId' | 'sessionId' | 'seq' | 'createdAt'>;
export type NewQuestion = Pick<DepositionQuestionRow, 'key' | 'text' | 'reason' | 'rationale' | 'goalId' | 'topicId' | 'insightId' | 'engine'>;

export interface AssistantOutput {
  insights: NewInsight[];
  questions: NewQuestion[];
  goals: StoredGoal[];
  outline: StoredTopic[];
  exhibitsUsed: string[];
  engine: string;
  /** Answers (by segment id) a configured model judged; every other line was read by the offline engine. */
  judgedBy?: Record<string, string>;
}
