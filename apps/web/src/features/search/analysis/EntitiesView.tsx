import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPES, type EntitiesResponse, type EntityType, type ExtractedEntity } from '@app/contract';
import { EmptyState } from '../../../components/QueryStates';
import type { Passage } from '../passage';
import { EngineChip, SourceLink } from './AnalysisParts';

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  person: 'People',
  organization: 'Organisations',
  place: 'Places',
  money: 'Amounts of money',
  date: 'Dates',
  citation: 'Citations',
};
const SHOWN = 10;

function EntityRow({ entity, caseId, onOpen }: { entity: ExtractedEntity; caseId: string; onOpen(p: Passage): void }) {
  const [open, setOpen] = useState(false);
  const sources = open ? entity.sources : entity.sources.slice(0, 1);
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>{entity.value}</Typography>
        <Chip size="small" label={entity.count} aria-label={`${entity.count} ${entity.count === 1 ? 'mention' : 'mentions'}`} />
      </Stack>
      {entity.normalized && entity.normalized !== entity.value ? (
        <Typography variant="caption" color="text.secondary">
          {entity.normalized}
        </Typography>
      ) : null}
      {sources.map((source, i) => (
        <SourceLink key={`${source.document_id}-${source.page_number}-${i}`} source={source} caseId={caseId} onOpen={onOpen} />
      ))}
      {entity.sources.length > 1 ? (
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ px: 0.5, minWidth: 0 }}>
          {open ? 'Fewer sources' : `${entity.sources.length - 1} more ${entity.sources.length === 2 ? 'source' : 'sources'}`}
        </Button>
      ) : null}
    </Box>
  );
}

function EntityGroup({ type, entities, caseId, onOpen }: { type: EntityType; entities: ExtractedEntity[]; caseId: string; onOpen(p: Passage): void }) {
  const [all, setAll] = useState(false);
  const shown = all ? entities : entities.slice(0, SHOWN);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={`entities-${type}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography id={`entities-${type}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {ENTITY_TYPE_LABELS[type]}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={entities.length} aria-label={`${entities.length} found`} />
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((entity) => (
          <EntityRow key={entity.value} entity={entity} caseId={caseId} onOpen={onOpen} />
        ))}
      </Box>
      {entities.length > SHOWN ? (
        <Button size="small" onClick={() => setAll((a) => !a)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${entities.length}`}
        </Button>
      ) : null}
    </Paper>
  );
}

/** People, organisations, places, money, dates and citations found in the case, most mentioned first. */
export function EntitiesView({ data, onOpen }: { data: EntitiesResponse; onOpen(p: Passage): void }) {
  const groups = ENTITY_TYPES.map((type) => ({
    type,
    entities: data.entities.filter((e) => e.type === type).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  })).filter((g) => g.entities.length > 0);
  if (groups.length === 0) return <EmptyState title="Nothing found yet">No names, amounts, dates or citations were found in this case's documents.</EmptyState>;
  return (
    <Stack spacing={2}>
      <EngineChip engine={data.engine} generatedAt={data.generated_at} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }, alignItems: 'start' }}>
        {groups.map((g) => (
          <EntityGroup key={g.type} type={g.type} entities={g.entities} caseId={data.case_id} onOpen={onOpen} />
        ))}
      </Box>
    </Stack>
  );
}
