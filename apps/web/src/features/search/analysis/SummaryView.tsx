import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_KIND_LABELS, type CaseAnalysis, type ExtractedEntity } from '@app/contract';
import { BarList } from '../../audit/charts/BarList';
import { EmptyState } from '../../../components/QueryStates';
import { EngineChip } from './AnalysisParts';

function EntityChips({ title, entities, empty }: { title: string; entities: readonly ExtractedEntity[]; empty: string }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {entities.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {entities.map((e) => (
            <li key={e.value}>
              <Chip label={`${e.value} · ${e.count}`} size="small" title={`Mentioned ${e.count} ${e.count === 1 ? 'time' : 'times'}`} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The case at a glance: what its documents say, who appears in them, and what kinds of documents they are. */
export function SummaryView({ analysis }: { analysis: CaseAnalysis }) {
  if (analysis.document_count === 0) {
    return <EmptyState title="No documents to analyse yet">Documents appear here once they are uploaded to the case and processed.</EmptyState>;
  }
  const mix = analysis.document_mix.filter((m) => m.count > 0).sort((a, b) => b.count - a.count);
  return (
    <Stack spacing={2}>
      <EngineChip engine={analysis.engine} generatedAt={analysis.generated_at} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {`Summary of ${analysis.document_count} ${analysis.document_count === 1 ? 'document' : 'documents'}`}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{analysis.summary}</Typography>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <EntityChips title="Key people" entities={analysis.key_people} empty="No people were named." />
          <EntityChips title="Key organisations" entities={analysis.key_organizations} empty="No organisations were named." />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Document mix
          </Typography>
          <BarList
            label="Documents by kind"
            entries={mix.map((m) => ({ label: m.document_type, value: m.count }))}
            format={(kind) => DOCUMENT_KIND_LABELS[kind as keyof typeof DOCUMENT_KIND_LABELS] ?? kind}
          />
        </Paper>
      </Box>
    </Stack>
  );
}
