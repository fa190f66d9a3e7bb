import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SearchMode } from '@app/contract';
import { useSearchEngines } from './api';

const MODES: { value: SearchMode; label: string; hint: string }[] = [
  { value: 'keyword', label: 'Keyword', hint: 'Exact words, phrases and the search syntax.' },
  { value: 'semantic', label: 'Semantic', hint: 'Documents about the topic, even in other words.' },
  { value: 'hybrid', label: 'Hybrid', hint: 'Keyword and semantic rankings combined.' },
];

/**
 * Keyword / Semantic / Hybrid. For the two modes that use embeddings it says which engine makes
 * them, as the server describes it: the offline engine hashes words and letter groups, which is
 * not a language model, and people should know what "semantic" means here.
 */
export function ModeSwitch({ mode, onChange, engineFromResults }: { mode: SearchMode; onChange(mode: SearchMode): void; engineFromResults: string | null }) {
  const usesEmbeddings = mode !== 'keyword';
  const engines = useSearchEngines(usesEmbeddings);
  const description = engines.data?.embeddings.description ?? (engineFromResults ? `Embedding engine: ${engineFromResults}` : null);
  const current = MODES.find((m) => m.value === mode) ?? MODES[0];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        onChange={(_e, next: SearchMode | null) => {
          if (next) onChange(next);
        }}
        aria-label="Search mode"
      >
        {MODES.map((m) => (
          <ToggleButton key={m.value} value={m.value} sx={{ px: 2, color: 'text.primary' }}>
            {m.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" data-testid="search-mode-hint">
        {current?.hint}
        {usesEmbeddings && description ? ` ${description}` : ''}
        {usesEmbeddings && engines.data ? ` (${engines.data.embeddings.engine}, ${engines.data.embeddings.dimensions} dimensions)` : ''}
      </Typography>
    </Stack>
  );
}
