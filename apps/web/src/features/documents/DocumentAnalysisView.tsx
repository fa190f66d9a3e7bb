import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentAnalysis, DocumentDetail } from '@app/contract';
import { formatDateTime } from '../../components/format-time';
import { engineLabel } from '../../lib/analysis-engine';
import { CITATION_KIND_LABELS, citationJump, citationsInPageOrder, documentKindLabel, entityGroups, type EntityGroup, type PageJump } from './document-analysis';

const SHOWN = 12;
const overline = { display: 'block', lineHeight: 2 } as const;

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="overline" component="h3" color="text.secondary" sx={overline}>
      {children}
    </Typography>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Group({ group, docId }: { group: EntityGroup; docId: string }) {
  const [all, setAll] = useState(false);
  const id = `analysis-${docId}-${group.type}`;
  const shown = all ? group.entities : group.entities.slice(0, SHOWN);
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 1.5 }}>
      <Typography id={id} variant="subtitle2" component="h4">
        {`${group.label} (${group.entities.length})`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {shown.map((e) => (
          <li key={e.value}>
            <Chip
              size="small"
              variant="outlined"
              label={e.count > 1 ? `${e.value} ×${e.count}` : e.value}
              title={e.normalized && e.normalized !== e.value ? e.normalized : undefined}
              sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 } }}
            />
          </li>
        ))}
      </Box>
      {group.entities.length > SHOWN ? (
        <Button size="small" onClick={() => setAll((a) => !a)} aria-expanded={all} sx={{ mt: 0.5, px: 0.5 }}>
          {all ? 'Show fewer' : `Show all ${group.entities.length}`}
        </Button>
      ) : null}
    </Box>
  );
}

function Citations({ analysis, pages, onJump }: { analysis: DocumentAnalysis; pages: DocumentDetail['pages']; onJump(jump: PageJump): void }) {
  const id = `analysis-${analysis.document_id}-citations`;
  const citations = citationsInPageOrder(analysis.citations);
  return (
    <Box component="section" aria-labelledby={id}>
      <Heading id={id}>{`Citations (${citations.length})`}</Heading>
      {citations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No case law, statutes, rules or regulations are cited.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {citations.map((c) => (
            <Box component="li" key={`${c.value}:${c.page_number}`} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {c.value}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="caption" color="text.secondary">
                  {CITATION_KIND_LABELS[c.kind]}
                </Typography>
                <Link component="button" type="button" variant="body2" aria-label={`Page ${c.page_number}: go to ${c.value}`} onClick={() => onJump(citationJump(pages, c))}>
                  {`Page ${c.page_number}`}
                </Link>
              </Stack>
              {c.quote ? (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  {`“${c.quote}”`}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A document's analysis: what it is, its gist, who and what it names, and what it cites (with pages). */
export function DocumentAnalysisView({ analysis, pages, onJump }: { analysis: DocumentAnalysis; pages: DocumentDetail['pages']; onJump(jump: PageJump): void }) {
  const groups = entityGroups(analysis.entities);
  const prefix = `analysis-${analysis.document_id}`;
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label="Kind">{documentKindLabel(analysis)}</Field>
        <Field label="Engine">
          <Box component="span" data-testid="document-analysis-engine">
            {engineLabel(analysis.engine)}
          </Box>
        </Field>
        <Field label="Prepared">{formatDateTime(analysis.generated_at)}</Field>
      </Box>
      <Box component="section" aria-labelledby={`${prefix}-summary`}>
        <Heading id={`${prefix}-summary`}>Summary</Heading>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {analysis.summary.trim() || 'No summary: the document has no readable text.'}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby={`${prefix}-entities`}>
        <Heading id={`${prefix}-entities`}>Entities</Heading>
        {groups.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No people, organisations, places, amounts or dates were found.
          </Typography>
        ) : (
          groups.map((g) => <Group key={g.type} group={g} docId={analysis.document_id} />)
        )}
      </Box>
      <Citations analysis={analysis} pages={pages} onJump={onJump} />
    </Stack>
  );
}
