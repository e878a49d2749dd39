import { Button, Group, TextInput } from '@mantine/core';
import { LEARN_SEARCH_MAX_LENGTH } from '@portal/contract';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The labelled search field. Searching opens `/learn/articles/search?keyword=…`, so a search can be
 * shared and the browser's back and forward move between searches.
 */
export function SearchForm({ keyword }: { keyword: string }): ReactElement {
  const { t } = useTranslation('learn');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(keyword);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void navigate(`/learn/articles/search?${new URLSearchParams({ keyword: typed.trim() }).toString()}`);
  };
  return (
    <form role="search" onSubmit={submit} aria-label={t('search.label')}>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('search.label')}
          type="search"
          value={typed}
          maxLength={LEARN_SEARCH_MAX_LENGTH}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        {/* A search only chooses what to show: it stays usable in a staff view. */}
        <Button type="submit" data-view-choice>
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}
