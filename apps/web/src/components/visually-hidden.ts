/** Hidden on screen, still read by screen readers (e.g. a heading for an icon-only table column). */
export const visuallyHidden = {
  position: 'absolute',
  // Strings on purpose: in MUI's sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
