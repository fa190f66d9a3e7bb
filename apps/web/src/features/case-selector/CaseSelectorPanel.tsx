import { useRef, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import type { Case } from '@app/contract';
import { LoadingRows } from '../../components/QueryStates';
import { clientAndDocket } from './CaseOptionText';
import { filterCases, matchedField, type SelectorSearchMode } from './case-search';

export const PANEL_TEXT = {
  search: 'Search cases...',
  typeahead: 'Type to search cases...',
  noMatch: 'No cases match your search',
  noTypeaheadMatch: 'No cases found matching your search',
  noCases: 'No cases available',
  loadFailed: 'Failed to load cases. Please try again.',
} as const;

/** The two ways to find a case: the whole list (filtered by name, client, docket, type), or search as you type, attorneys and opposing parties included. */
export const MODE_LABELS: Readonly<Record<SelectorSearchMode, string>> = {
  dropdown: 'Browse list',
  typeahead: 'Search all fields',
};

export interface CaseSelectorPanelProps {
  cases: readonly Case[];
  selected: Case | null;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  favorites: ReadonlySet<string>;
  onToggleFavorite(id: string): void;
  onSelect(item: Case): void;
  onClear(): void;
  mode: SelectorSearchMode;
  onModeChange(mode: SelectorSearchMode): void;
  allowCreate: boolean;
  onNewCase(): void;
  /** Null when the person cannot open /cases. */
  onManage: (() => void) | null;
}

/** Why a typeahead hit matched, when it was not on a field the option already shows. */
function typeaheadReason(item: Case, query: string): string | null {
  const field = matchedField(item, query, 'typeahead');
  if (field === 'attorney_name') return `Attorney: ${item.attorney_name ?? ''}`;
  if (field === 'opposing_party') return `Opposing party: ${item.opposing_party ?? ''}`;
  return null;
}

/** Up/Down between the case buttons; the search box hands over with Down. */
function moveFocus(list: HTMLElement | null, from: Element | null, step: 1 | -1): boolean {
  const buttons = Array.from(list?.querySelectorAll<HTMLElement>('[data-case-option]') ?? []);
  if (!buttons.length) return false;
  const index = from ? buttons.indexOf(from as HTMLElement) : -1;
  const next = index === -1 ? (step === 1 ? 0 : buttons.length - 1) : Math.min(Math.max(index + step, 0), buttons.length - 1);
  buttons[next]?.focus();
  return true;
}

/**
 * The full-mode popover body: search, create and manage, the mode toggle, the list (favourites
 * first) with stars, and clear. Loading, failure and empty states each say what is going on.
 */
export function CaseSelectorPanel(props: CaseSelectorPanelProps) {
  const { cases, selected, isLoading, isError, onRetry, favorites, onToggleFavorite, onSelect, onClear, mode, onModeChange, allowCreate, onNewCase, onManage } = props;
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const typeahead = mode === 'typeahead';
  const hasQuery = query.trim() !== '';
  const visible = filterCases(cases, query, mode);
  // Typeahead is search-as-you-type: before any text there is nothing to show but the hint.
  const awaitingText = typeahead && !hasQuery && cases.length > 0;

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (moveFocus(listRef.current, document.activeElement, event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
  };

  let body;
  if (isLoading) body = <Box sx={{ p: 2 }}><LoadingRows rows={4} height={44} label="Loading cases" /></Box>;
  else if (isError)
    body = (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
        {PANEL_TEXT.loadFailed}
      </Alert>
    );
  else if (awaitingText)
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {PANEL_TEXT.typeahead}
      </Typography>
    );
  else if (!visible.length)
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
        {hasQuery ? (typeahead ? PANEL_TEXT.noTypeaheadMatch : PANEL_TEXT.noMatch) : PANEL_TEXT.noCases}
      </Typography>
    );
  else
    body = (
      <List ref={listRef} dense aria-label="Cases" onKeyDown={onListKeyDown} sx={{ py: 0 }}>
        {visible.map((item) => {
          const starred = favorites.has(item.id);
          const isSelected = selected?.id === item.id;
          const reason = typeahead ? typeaheadReason(item, query) : null;
          return (
            <ListItem
              key={item.id}
              disablePadding
              secondaryAction={
                <IconButton edge="end" size="small" aria-label={`Star ${item.name}`} aria-pressed={starred} onClick={() => onToggleFavorite(item.id)}>
                  {starred ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorder fontSize="small" />}
                </IconButton>
              }
            >
              <ListItemButton data-case-option selected={isSelected} aria-current={isSelected ? 'true' : undefined} onClick={() => onSelect(item)}>
                <ListItemText
                  primary={item.name}
                  secondary={reason ? `${clientAndDocket(item)} — ${reason}` : clientAndDocket(item)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    );

  return (
    <>
      <Stack spacing={1.5} sx={{ p: 2, pb: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            // Opening the popover is asking to search: the field takes focus at once.
            autoFocus
            size="small"
            fullWidth
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && moveFocus(listRef.current, null, 1)) event.preventDefault();
            }}
            placeholder={typeahead ? PANEL_TEXT.typeahead : PANEL_TEXT.search}
            slotProps={{
              htmlInput: { 'aria-label': typeahead ? 'Type to search cases' : 'Search cases' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {allowCreate ? (
            <Button variant="contained" size="small" startIcon={<Add />} onClick={onNewCase} sx={{ flexShrink: 0 }}>
              New Case
            </Button>
          ) : null}
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          fullWidth
          value={mode}
          onChange={(_event, next: SelectorSearchMode | null) => {
            if (next) onModeChange(next);
          }}
          aria-label="How to find a case"
        >
          {/* Named for what each does, not for the widget: "dropdown" and "typeahead" meant nothing to users. */}
          <ToggleButton value="dropdown">{MODE_LABELS.dropdown}</ToggleButton>
          <ToggleButton value="typeahead">{MODE_LABELS.typeahead}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Divider />
      <Box sx={{ flex: '1 1 auto', overflowY: 'auto', minHeight: 0 }}>{body}</Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 1, justifyContent: 'space-between' }}>
        {onManage ? (
          <Button size="small" onClick={onManage}>
            Manage Cases
          </Button>
        ) : (
          <span />
        )}
        <Button size="small" color="inherit" onClick={onClear} disabled={!selected}>
          Clear selection
        </Button>
      </Stack>
    </>
  );
}
