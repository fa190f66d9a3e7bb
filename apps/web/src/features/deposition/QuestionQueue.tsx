import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DepositionGoal, DepositionSession, QuestionStatus, SuggestedQuestion, TestimonySegment } from '@app/contract';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { updateQuestion } from './api';
import { GOAL_LABELS } from './format';

const REASON_LABELS: Record<SuggestedQuestion['reason'], string> = {
  goal: 'Goal',
  topic: 'Topic',
  contradiction: 'Contradiction',
  evasion: 'Evasion',
  exhibit: 'Exhibit',
};

export interface QuestionQueueProps {
  session: DepositionSession;
  questions: readonly SuggestedQuestion[];
  canRun: boolean;
  onChanged(question: SuggestedQuestion): void;
  onUse(text: string): void;
}

/** Suggested follow-ups with why (and the goal they serve); mark asked or dismiss, by keyboard too. */
export function QuestionQueue({ session, questions, canRun, onChanged, onUse }: QuestionQueueProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [showDone, setShowDone] = useState(false);
  const suggested = questions.filter((q) => q.status === 'suggested');
  const done = questions.filter((q) => q.status !== 'suggested');
  const goalText = (id: string | null) => session.goals.find((g) => g.id === id)?.text ?? null;

  const change = async (question: SuggestedQuestion, status: QuestionStatus) => {
    setBusy(question.id);
    try {
      onChanged(await updateQuestion(session.id, question.id, status));
    } catch (error) {
      notify.error(errorMessage(error, 'The question could not be updated. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="dep-questions">
      <Typography id="dep-questions" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Suggested questions {suggested.length > 0 ? `(${suggested.length})` : ''}
      </Typography>
      {suggested.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No suggestions right now.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Suggested questions">
          {suggested.map((question) => {
            const goal = goalText(question.goal_id);
            return (
              <Box component="li" key={question.id} data-testid="suggested-question" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {question.text}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                  <Chip size="small" label={REASON_LABELS[question.reason]} />
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {question.rationale}
                    {goal && !question.rationale.includes(goal) ? ` — goal: ${goal}` : ''}
                  </Typography>
                </Box>
                {canRun ? (
                  <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                    <Button size="small" variant="outlined" onClick={() => onUse(question.text)} aria-label={`Use: ${question.text}`}>
                      Use
                    </Button>
                    <Button size="small" disabled={busy === question.id} onClick={() => void change(question, 'asked')} aria-label={`Mark asked: ${question.text}`}>
                      Mark asked
                    </Button>
                    <Button size="small" color="inherit" disabled={busy === question.id} onClick={() => void change(question, 'dismissed')} aria-label={`Dismiss: ${question.text}`}>
                      Dismiss
                    </Button>
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
      {done.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Link component="button" type="button" variant="body2" onClick={() => setShowDone((v) => !v)} aria-expanded={showDone}>
            {showDone ? 'Hide' : 'Show'} asked and dismissed ({done.length})
          </Link>
          {showDone ? (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {done.map((q) => (
                <Typography component="li" variant="body2" key={q.id} color="text.secondary">
                  {q.text} — {q.status}
                  {canRun ? (
                    <>
                      {' '}
                      <Link component="button" type="button" onClick={() => void change(q, 'suggested')} sx={{ verticalAlign: 'baseline' }}>
                        Restore
                      </Link>
                    </>
                  ) : null}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

const GOAL_COLOURS: Record<DepositionGoal['status'], 'default' | 'warning' | 'success'> = { open: 'default', partly: 'warning', established: 'success' };

/** Each goal: open, partly or established, with the testimony that supports it. */
export function GoalProgress({ goals, segments, onShowLine }: { goals: readonly DepositionGoal[]; segments: readonly TestimonySegment[]; onShowLine(line: number): void }) {
  return (
    <Box component="section" aria-labelledby="dep-goals">
      <Typography id="dep-goals" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Goals
      </Typography>
      {goals.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No goals set. Add them in the set-up to have them tracked.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Goals">
          {goals.map((goal) => {
            const lines = goal.supporting_seqs.flatMap((seq) => segments.filter((s) => s.seq === seq)).slice(0, 3);
            return (
              <Box component="li" key={goal.id} data-testid="deposition-goal" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                    {goal.text}
                  </Typography>
                  <Chip size="small" color={GOAL_COLOURS[goal.status]} label={GOAL_LABELS[goal.status]} />
                </Box>
                {lines.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label="Supporting testimony">
                    {lines.map((s) => (
                      <Typography component="li" variant="caption" key={s.id} sx={{ display: 'list-item', overflowWrap: 'anywhere' }}>
                        <Link component="button" type="button" onClick={() => onShowLine(s.line)} sx={{ verticalAlign: 'baseline' }}>
                          Line {s.line}
                        </Link>
                        : {s.text}
                      </Typography>
                    ))}
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
