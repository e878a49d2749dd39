import { Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';

interface Block {
  readonly kind: 'heading' | 'paragraph';
  readonly text: string;
}

/** Splits a document's plain text: blank lines part paragraphs; `# ` starts a heading. */
export function documentBlocks(body: string): Block[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => (block.startsWith('# ') ? { kind: 'heading', text: block.slice(2).trim() } : { kind: 'paragraph', text: block }));
}

/** Renders a document as text nodes only: nothing in it can become markup or script. */
export function DocumentText({ body }: { body: string }): ReactElement {
  return (
    <div className="document-text">
      {documentBlocks(body).map((block, index) =>
        block.kind === 'heading' ? (
          <Title key={index} order={2} size="h3" mt="lg" mb="xs">
            {block.text}
          </Title>
        ) : (
          <Text key={index} mb="sm">
            {block.text}
          </Text>
        ),
      )}
    </div>
  );
}
