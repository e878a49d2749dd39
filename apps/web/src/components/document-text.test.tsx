import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentText, documentBlocks } from './document-text';

describe('document text', () => {
  it('splits paragraphs on blank lines and reads "# " lines as headings', () => {
    expect(documentBlocks('Effective today\n\n# Your rights\n\nYou may ask.\nFor a copy.\n\n\n')).toEqual([
      { kind: 'paragraph', text: 'Effective today' },
      { kind: 'heading', text: 'Your rights' },
      { kind: 'paragraph', text: 'You may ask.\nFor a copy.' },
    ]);
  });

  it('renders markup in a document as text, never as HTML', () => {
    render(
      <MantineProvider>
        <DocumentText body={'# <img src=x onerror=alert(1)>\n\n<script>alert(2)</script>'} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img, script')).toBeNull();
  });
});
