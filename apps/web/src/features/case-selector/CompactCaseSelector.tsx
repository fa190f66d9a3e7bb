import { useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import type { Case } from '@app/contract';
import { visuallyHidden } from '../../components/visually-hidden';
import { clientAndDocket } from './CaseOptionText';
import { filterCases } from './case-search';
import { useCaseSelector, type CaseChangeHandler } from './use-case-selector';

export const COMPACT_PLACEHOLDER = 'Select an active case...';

/**
 * Compact mode, for the top bar: an autocomplete over the selector's cases in selector order.
 * The star on each option is for the mouse only (a button inside a listbox option is not allowed);
 * keyboard users star the selected case with the button beside the field, or in the full card.
 */
export function CompactCaseSelector({ onChange }: { onChange?: CaseChangeHandler }) {
  const { cases, selected, isLoading, isError, retry, favorites, toggleFavorite, select, clear } = useCaseSelector(onChange);
  const [typed, setTyped] = useState('');
  const id = useId();

  const noOptionsText = isError ? 'Failed to load cases. Please try again.' : typed.trim() ? 'No cases match your search' : 'No cases available';
  const selectedStarred = selected ? favorites.has(selected.id) : false;

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Autocomplete<Case, false, false, false>
        id={id}
        size="small"
        options={cases}
        value={selected}
        onChange={(_event, next) => (next ? select(next) : clear())}
        onInputChange={(_event, value) => setTyped(value)}
        onOpen={() => {
          if (isError) void retry();
        }}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(options, state) => filterCases(options, state.inputValue, 'dropdown')}
        loading={isLoading}
        loadingText="Loading cases..."
        noOptionsText={noOptionsText}
        slotProps={{ paper: { sx: { minWidth: 360 } } }}
        sx={{
          width: 300,
          '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 1 },
        }}
        renderOption={({ key, ...optionProps }, option) => {
          const starred = favorites.has(option.id);
          return (
            <Box component="li" key={key} {...optionProps} sx={{ gap: 1, alignItems: 'flex-start !important' }}>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {option.name}
                  {starred ? <span style={visuallyHidden}>, starred</span> : null}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {clientAndDocket(option)}
                </Typography>
              </Box>
              <Box
                component="span"
                aria-hidden="true"
                title={starred ? 'Unstar' : 'Star'}
                data-testid={`compact-star-${option.id}`}
                // Keep the click from selecting the option or closing the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                }}
                onClick={(event) => {
                  event.stopPropagation();
                  toggleFavorite(option.id);
                }}
                sx={{ display: 'inline-flex', p: 0.5, borderRadius: '50%', cursor: 'pointer', color: starred ? 'warning.main' : 'action.active', '&:hover': { bgcolor: 'action.hover' } }}
              >
                {starred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
              </Box>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField {...params} placeholder={COMPACT_PLACEHOLDER} slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': 'Active case' } }} />
        )}
      />
      {selected ? (
        <Tooltip title={selectedStarred ? 'Unstar this case' : 'Star this case'}>
          <IconButton color="inherit" size="small" aria-label={`Star ${selected.name}`} aria-pressed={selectedStarred} onClick={() => toggleFavorite(selected.id)}>
            {selectedStarred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
