import { Alert, Button, Stack, Textarea, Title } from '@mantine/core';
import { SUBSCRIPTION_COMMENT_MAX_LENGTH, VALIDATION } from '@portal/contract';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { fieldErrors } from '../../../lib/error-message';
import { useAddSubscriptionComment } from '../api/add-subscription-comment';
import { isInvalidLinkError, type SubscriptionLink } from '../subscription-link';

/** A comment for the health plan, sent with the link's member. */
export function SubscriptionCommentForm({ link }: { link: SubscriptionLink }): ReactElement {
  const { t } = useTranslation('subscriptions');
  const { t: tCommon } = useTranslation();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useAddSubscriptionComment(link);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const text = comment.trim();
    const found = text === '' ? VALIDATION.required : text.length > SUBSCRIPTION_COMMENT_MAX_LENGTH ? VALIDATION.tooLong : null;
    setProblem(found);
    if (!found) send.mutate(text, { onSuccess: () => setComment('') });
  };
  const errorKey = problem ?? fieldErrors(send.error).comment;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('comment.title')}
        </Title>
        <Textarea
          label={t('comment.label')}
          description={t('comment.hint', { max: SUBSCRIPTION_COMMENT_MAX_LENGTH })}
          required
          rows={4}
          maxLength={SUBSCRIPTION_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            if (send.isSuccess) send.reset();
          }}
          error={errorKey ? tCommon(errorKey as 'validation.required') : undefined}
        />
        {send.isSuccess && (
          <Alert color="green" role="status">
            {t('comment.sent')}
          </Alert>
        )}
        {!isInvalidLinkError(send.error) && !fieldErrors(send.error).comment && <ErrorAlert error={send.error} />}
        <Button type="submit" loading={send.isPending} w="fit-content">
          {t('comment.send')}
        </Button>
      </Stack>
    </form>
  );
}
