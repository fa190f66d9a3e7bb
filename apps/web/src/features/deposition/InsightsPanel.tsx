import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DepositionInsight, DepositionSession, DocumentDetail } from '@app/contract';
import { api } from '../../lib/api-client';
import { documentHref } from '../cases/detail/case-url';
import { findQuote, percent } from './format';

type Quote = DepositionInsight['quotes'][number];

export interface InsightsPanelProps {
  session: DepositionSession;
  insights: readonly DepositionInsight[];
  onShowLine(line: number): void;
}

/** Contradictions (both passages, linked), evasions per topic, and what supports the goals. */
export function InsightsPanel({ session, insights, onShowLine }: InsightsPanelProps) {
  const contradictions = insights.filter((i) => i.type === 'contradiction').reverse();
  const evasions = insights.filter((i) => i.type === 'evasion');
  const others = insights.filter((i) => i.type === 'goal_support' || i.type === 'exhibit_mentioned').reverse();
  const topicsWithEvasions = session.outline.filter((t) => t.evasions > 0);
  const untopical = evasions.filter((e) => e.topic_id === null || !session.outline.some((t) => t.id === e.topic_id)).length;

  return (
    <Stack spacing={2} data-testid="deposition-insights">
      <Box component="section" aria-labelledby="dep-contradictions">
        <Typography id="dep-contradictions" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Contradictions {contradictions.length > 0 ? `(${contradictions.length})` : ''}
        </Typography>
        {contradictions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None so far. Answers are checked against the case&apos;s documents and earlier testimony.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Contradictions">
            {contradictions.map((insight) => (
              <InsightCard key={insight.id} insight={insight} caseId={session.case_id} onShowLine={onShowLine} />
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="dep-evasions">
        <Typography id="dep-evasions" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Evasive answers {evasions.length > 0 ? `(${evasions.length})` : ''}
        </Typography>
        {evasions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None so far.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Evasive answers per topic">
            {topicsWithEvasions.map((topic) => (
              <Typography component="li" variant="body2" key={topic.id}>
                {topic.title}: {topic.evasions}
              </Typography>
            ))}
            {untopical > 0 ? (
              <Typography component="li" variant="body2">
                Outside the outline: {untopical}
              </Typography>
            ) : null}
            {evasions.slice(-3).map((e) => (
              <Typography component="li" variant="body2" color="text.secondary" key={e.id}>
                <Link component="button" type="button" onClick={() => onShowLine(e.line)} sx={{ verticalAlign: 'baseline' }}>
                  Line {e.line}
                </Link>
                : {e.title}
              </Typography>
            ))}
          </Box>
        )}
      </Box>

      {others.length > 0 ? (
        <Box component="section" aria-labelledby="dep-support">
          <Typography id="dep-support" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Goal support and exhibits
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {others.slice(0, 8).map((insight) => (
              <InsightCard key={insight.id} insight={insight} caseId={session.case_id} onShowLine={onShowLine} />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

function InsightCard({ insight, caseId, onShowLine }: { insight: DepositionInsight; caseId: string; onShowLine(line: number): void }) {
  const tone = insight.type === 'contradiction' ? 'error.main' : insight.type === 'evasion' ? 'warning.main' : 'success.main';
  return (
    <Box component="li" data-testid={`insight-${insight.type}`} sx={{ border: 1, borderColor: 'divider', borderLeft: 4, borderLeftColor: tone, borderRadius: 1, p: 1.25 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
          {insight.title}
        </Typography>
        <Chip size="small" variant="outlined" label={`Confidence ${percent(insight.confidence)}`} />
      </Box>
      {insight.detail ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {insight.detail}
        </Typography>
      ) : null}
      {insight.contradiction ? <ContradictionFactsLine facts={insight.contradiction} /> : null}
      <Stack spacing={0.75} sx={{ mt: 1 }}>
        {insight.quotes.map((quote, index) => (
          <QuoteBlock key={index} quote={quote} caseId={caseId} onShowLine={onShowLine} />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {insight.engine === 'local' ? 'Offline engine' : `Engine: ${insight.engine}`}
      </Typography>
    </Box>
  );
}

/** What the witness said against what the source says, and where: the contradiction's own fields. */
function ContradictionFactsLine({ facts }: { facts: NonNullable<DepositionInsight['contradiction']> }) {
  const where = facts.source === 'document' ? `${facts.filename ?? 'Document'}${facts.page_number ? `, page ${facts.page_number}` : ''}` : `Line ${facts.line ?? '?'}`;
  return (
    <Typography variant="body2" data-testid="contradiction-facts" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      Testimony: <strong>{facts.testimony_value}</strong> · {where}: <strong>{facts.source_value}</strong>
    </Typography>
  );
}

function QuoteBlock({ quote, caseId, onShowLine }: { quote: Quote; caseId: string; onShowLine(line: number): void }) {
  const navigate = useNavigate();
  const openAtPage = async (event: MouseEvent, documentId: string, page: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // The viewer opens at a passage of a page: find the quoted words there (or just open the page).
    let passage = { page, start: 0, end: 1 };
    try {
      const doc = await api.get<DocumentDetail>(`/documents/${documentId}`);
      const text = doc.pages.find((p) => p.page_number === page)?.text ?? '';
      const found = findQuote(text, quote.text);
      if (found) passage = { page, ...found };
    } catch {
      // The case page says so if the document is gone.
    }
    void navigate(documentHref(caseId, documentId, passage));
  };
  const source =
    quote.source === 'document' && quote.document_id ? (
      <Link
        component={RouterLink}
        to={documentHref(caseId, quote.document_id)}
        onClick={(e: MouseEvent) => void openAtPage(e, quote.document_id ?? '', quote.page_number ?? 1)}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {quote.filename ?? 'Document'}
        {quote.page_number !== null ? `, page ${quote.page_number}` : ''}
      </Link>
    ) : quote.line !== null ? (
      <Link component="button" type="button" onClick={() => onShowLine(quote.line ?? 0)} sx={{ verticalAlign: 'baseline' }}>
        Testimony, line {quote.line}
      </Link>
    ) : (
      <span>Testimony</span>
    );
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={`quote-${quote.source}`}>
      <Box component="blockquote" sx={{ m: 0, pl: 1.25, borderLeft: 2, borderColor: 'divider', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
        “{quote.text}”
      </Box>
      <Typography component="figcaption" variant="caption" sx={{ display: 'block', pl: 1.25 }}>
        — {source}
      </Typography>
    </Box>
  );
}
