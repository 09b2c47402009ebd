import Box from '@mui/material/Box';
import Markdown from 'react-markdown';

/**
 * The rules' markdown. react-markdown builds React elements from the markdown syntax tree and
 * drops raw HTML (no rehype-raw, by decision 005), so `<script>` or `<img onerror>` written in
 * the text is never run. Links open outside the app.
 */
/** The text without its leading `# Title` line: the page's h1 already names the rules. */
function withoutLeadingTitle(content: string): string {
  return content.replace(/^\s*#\s[^\n]*\n*/, '');
}

export function RegulationMarkdown({ content }: { content: string }) {
  return (
    <Box
      className="regulation-markdown"
      sx={{
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3': { fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
        '& h1': { fontSize: '1.5rem' },
        '& h2': { fontSize: '1.25rem' },
        '& h3': { fontSize: '1.1rem' },
        '& > :first-of-type': { mt: 0 },
        '& p, & li': { lineHeight: 1.7 },
        '& ul, & ol': { pl: 3 },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 1 },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
      }}
    >
      <Markdown
        skipHtml
        components={{
          // Under the page's h1, a heading written `#` in the text is a section (h2).
          h1: ({ children }) => <h2>{children}</h2>,
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {withoutLeadingTitle(content)}
      </Markdown>
    </Box>
  );
}
