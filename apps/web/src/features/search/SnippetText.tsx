import Box from '@mui/material/Box';
import { snippetParts } from './snippet-parts';

/** A passage with its matched words highlighted, built from text nodes and <mark> elements only. */
export function SnippetText({ html }: { html: string }) {
  return (
    <>
      {snippetParts(html).map((part, i) =>
        part.marked ? (
          <Box component="mark" key={i} sx={{ bgcolor: '#ffe58a', color: 'text.primary', px: 0.25, borderRadius: 0.5, fontWeight: 600 }}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
