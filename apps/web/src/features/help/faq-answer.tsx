import { List, Text } from '@mantine/core';
import type { FaqBlock } from '@portal/contract';
import type { ReactElement } from 'react';

/** An answer's paragraphs and lists as text nodes: nothing in a FAQ file can become markup or script. */
export function FaqAnswer({ answer }: { answer: readonly FaqBlock[] }): ReactElement {
  return (
    <>
      {answer.map((block, index) =>
        'paragraph' in block ? (
          <Text key={index} mb="sm">
            {block.paragraph}
          </Text>
        ) : (
          <List key={index} mb="sm" spacing={4}>
            {block.list.map((point, pointIndex) => (
              <List.Item key={pointIndex}>{point}</List.Item>
            ))}
          </List>
        ),
      )}
    </>
  );
}
