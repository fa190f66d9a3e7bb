import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Clear from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@app/contract';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAppContext } from '../../lib/app-context';
import { shownRecentSearches } from '../../lib/recent-searches';
import { useOmnisearch } from './api';
import { OmnisearchDropdown, type OmnisearchItem } from './OmnisearchDropdown';
import { resultTarget } from './targets';

export const PLACEHOLDER = 'Search cases, documents, people...';

/** Who an option is, whatever its place in the list. */
const itemKey = (item: OmnisearchItem): string => (item.kind === 'recent' ? `recent:${item.term}` : `${item.result.type}:${item.result.id}`);

/** The words typed and their setter, when kept by the parent (see Omnisearch). */
export type OmnisearchQuery = [string, (text: string) => void];

/**
 * Omnisearch: a combobox (ARIA 1.2 pattern, focus stays in the input and the highlighted
 * option is announced through aria-activedescendant). `phone`: it fills the top bar, opened from
 * the search button, and `onDone` folds it away again. `query`: the words typed, kept by the
 * parent so that they outlive this box (else its own).
 */
export function OmnisearchBox({ phone = false, onDone, query }: { phone?: boolean; onDone?: () => void; query?: OmnisearchQuery }) {
  const { selectedCaseId, recentSearches, addRecentSearch, user } = useAppContext();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const own = useState('');
  const [text, setText] = query ?? own;
  const [open, setOpen] = useState(false);
  const [currentCaseOnly, setCurrentCaseOnly] = useState(false);
  const trimmed = text.trim();
  // Nothing is asked below 2 characters (shorter clears results), and only after a 300 ms pause.
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const searching = trimmed.length >= SEARCH_MIN_LENGTH && debounced.length >= SEARCH_MIN_LENGTH;
  const restrictTo = currentCaseOnly && selectedCaseId ? selectedCaseId : null;
  const search = useOmnisearch({ q: debounced, caseId: restrictTo, selectedCaseId }, searching);

  useEffect(() => {
    if (phone) inputRef.current?.focus();
  }, [phone]);

  const mode: 'recent' | 'results' | null = trimmed === '' ? 'recent' : searching ? 'results' : null;
  const answer = searching ? search.data : undefined;
  const items: OmnisearchItem[] =
    mode === 'recent'
      ? shownRecentSearches(recentSearches).map((term) => ({ kind: 'recent', term }))
      : (answer?.results.map((result) => ({ kind: 'result', result })) ?? []);
  const showDropdown =
    open && (mode === 'recent' ? items.length > 0 || !!selectedCaseId : mode === 'results' ? !!answer || search.isFetching : false);

  // The highlight belongs to one question: a new query or mode starts again from none. It follows
  // the option, not its place: a fresher answer to the same query (documents are indexed all day)
  // keeps the highlighted result highlighted wherever it now stands, so Enter opens what was chosen.
  const listKey = `${mode}|${mode === 'results' ? `${debounced}|${restrictTo}` : ''}`;
  const [highlight, setHighlight] = useState<{ key: string; item: string | null }>({ key: listKey, item: null });
  const highlighted = highlight.key === listKey && highlight.item !== null ? items.findIndex((item) => itemKey(item) === highlight.item) : -1;
  const moveTo = (index: number) => {
    const item = items[index];
    setHighlight({ key: listKey, item: item ? itemKey(item) : null });
  };

  // Keep the highlighted option in view by scrolling the list only: scrollIntoView would also
  // scroll the page under the fixed top bar.
  useEffect(() => {
    const option = highlighted >= 0 ? document.getElementById(optionId(highlighted)) : null;
    const list = option?.closest<HTMLElement>('[data-omnisearch-scroll]');
    if (!option || !list) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    // optionId is derived from baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlighted]);

  const reset = () => {
    setText('');
    setOpen(false);
  };
  const choose = (item: OmnisearchItem) => {
    if (item.kind === 'recent') {
      setText(item.term);
      setOpen(true);
      inputRef.current?.focus();
      return;
    }
    addRecentSearch(item.result.title);
    reset();
    inputRef.current?.blur();
    onDone?.();
    if (user) void navigate(resultTarget(user.role, item.result, { transcripts: true, q: trimmed }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const start = highlighted < 0 && step < 0 ? items.length : highlighted;
      moveTo((start + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      const item = showDropdown && highlighted >= 0 ? items[highlighted] : undefined;
      if (item) {
        event.preventDefault();
        choose(item);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      reset();
      onDone?.();
    }
  };

  return (
    <Box
      sx={{ position: phone ? 'static' : 'relative', width: '100%', maxWidth: phone ? 'none' : 560, minWidth: 0 }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        Search cases, documents, people
      </Box>
      <InputBase
        inputRef={inputRef}
        value={text}
        placeholder={PLACEHOLDER}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        startAdornment={<SearchIcon fontSize="small" sx={{ color: 'text.secondary', mr: 1 }} aria-hidden />}
        endAdornment={
          <>
            {search.isFetching && searching ? <CircularProgress size={18} aria-label="Searching" sx={{ mx: 0.5, flexShrink: 0 }} /> : null}
            {text ? (
              <IconButton
                size="small"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  inputRef.current?.focus();
                }}
              >
                <Clear fontSize="small" />
              </IconButton>
            ) : null}
          </>
        }
        slotProps={{
          input: {
            id: inputId,
            role: 'combobox',
            type: 'text',
            autoComplete: 'off',
            spellCheck: false,
            'aria-autocomplete': 'list',
            'aria-expanded': showDropdown,
            'aria-controls': listboxId,
            'aria-activedescendant': showDropdown && highlighted >= 0 ? optionId(highlighted) : undefined,
            'aria-describedby': `${baseId}-hint`,
          },
        }}
        sx={{
          width: '100%',
          height: 40,
          px: 1.25,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: open ? 2 : 0,
          '& input::placeholder': { color: 'text.secondary', opacity: 1 },
          '&.Mui-focused': { outline: '2px solid', outlineColor: 'secondary.light' },
        }}
      />
      <Box id={`${baseId}-hint`} sx={visuallyHidden}>
        Type at least {SEARCH_MIN_LENGTH} characters. Press ↑↓ to navigate, Enter to select, Esc to close
      </Box>
      {showDropdown && mode ? (
        <OmnisearchDropdown
          listboxId={listboxId}
          optionId={optionId}
          items={items}
          highlighted={highlighted}
          onHighlight={moveTo}
          onChoose={choose}
          mode={mode}
          settledQuery={answer?.q ?? null}
          samples={answer?.samples ?? false}
          selectedCaseId={selectedCaseId}
          currentCaseOnly={currentCaseOnly}
          onCurrentCaseOnly={setCurrentCaseOnly}
          phone={phone}
        />
      ) : null}
    </Box>
  );
}
