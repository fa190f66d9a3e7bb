import { Typography } from '@mui/material';

/** Issue 5 groundwork: the Search & Analysis screen is built by its owner. */
export function SearchScreen() {
  return <Typography component="h1" variant="h4">Search &amp; Analysis</Typography>;
}
