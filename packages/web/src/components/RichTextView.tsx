// Stored rich text on a page. The server keeps only sanitised HTML (server lib/richText.ts:
// no script, no handlers, only http(s)/mailto links), so it is rendered as it is.
import { Typography } from '@mantine/core';

export function RichTextView({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  return (
    <Typography data-testid={testId}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
