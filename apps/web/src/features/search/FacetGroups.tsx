import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import type { DocumentSearchResponse, DocumentStatus } from '@app/contract';
import { DOCUMENT_STATUS_LABELS } from '../documents/document-format';
import type { FacetName } from './search-url';

const GROUPS: { name: FacetName; title: string }[] = [
  { name: 'case', title: 'Case' },
  { name: 'file_type', title: 'Type' },
  { name: 'year', title: 'Year' },
  { name: 'status', title: 'Status' },
  { name: 'custodian', title: 'Custodian' },
];
const SHOWN = 8;

/** File types and statuses read as people write them (PDF, Processed) when the server labels them by their raw value. */
function labelOf(facet: FacetName, value: string, label: string): string {
  if (label !== value) return label;
  if (facet === 'file_type') return value.toUpperCase();
  if (facet === 'status' && value in DOCUMENT_STATUS_LABELS) return DOCUMENT_STATUS_LABELS[value as DocumentStatus];
  return label;
}

/** Counts of the matching documents by case, type, year and status; a value narrows the search to it. */
export function FacetGroups({
  facets,
  isActive,
  onApply,
}: {
  facets: DocumentSearchResponse['facets'];
  isActive(facet: FacetName, value: string): boolean;
  onApply(facet: FacetName, value: string): void;
}) {
  const groups = GROUPS.map((g) => ({ ...g, values: facets[g.name] })).filter((g) => g.values.length > 0);
  if (groups.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="search-facets-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="search-facets-title" variant="subtitle2" component="h2">
        Narrow the results
      </Typography>
      {groups.map((group) => (
        <Box key={group.name}>
          <Typography variant="caption" component="h3" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.5 }}>
            {group.title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={`${group.title} facet`}>
            {group.values.slice(0, SHOWN).map((facet) => {
              const active = isActive(group.name, facet.value);
              const label = labelOf(group.name, facet.value, facet.label);
              return (
                <li key={facet.value}>
                  <Button
                    size="small"
                    fullWidth
                    disabled={active}
                    aria-pressed={active}
                    onClick={() => onApply(group.name, facet.value)}
                    startIcon={active ? <Check fontSize="small" /> : undefined}
                    sx={{ justifyContent: 'space-between', textTransform: 'none', color: 'text.primary', textAlign: 'left', gap: 1 }}
                    aria-label={`${label}: ${facet.count} ${facet.count === 1 ? 'document' : 'documents'}${active ? ' (applied)' : ''}`}
                  >
                    <Box component="span" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                      {label}
                    </Box>
                    {/* A space between the value and its count: read together they are one word ("EML1"),
                        which the button's name ("EML: 1 document") does not hold (WCAG 2.5.3 label in name). */}{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                      {facet.count.toLocaleString()}
                    </Box>
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
