import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { MemberInfo } from '@portal/contract';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailAddressStatus } from '../../components/email-address-status';
import { Notice } from '../../components/notice';
import { accountEdits } from '../../lib/account-edits';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { emailVerificationStep, rewardsPageBack } from './email-verification';

/** Spec 001 /rewards/email-verification: the two addresses verified in order, then back to the order. */
export function EmailVerificationPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const member = useMemberInfo();
  const active = emailVerificationStep(member);
  const [search] = useSearchParams();
  const back = rewardsPageBack(search.get('back'));
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{t('emailVerification.title')}</Title>
        <Text>{t('emailVerification.intro')}</Text>
      </div>
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('emailVerification.stepsLabel')}>
        <VerificationStep index={0} active={active} heading={t('emailVerification.planHeading')}>
          <PlanAddress member={member} active={active === 0} />
        </VerificationStep>
        <VerificationStep index={1} active={active} heading={t('emailVerification.ownHeading')}>
          <OwnAddress member={member} active={active === 1} />
        </VerificationStep>
      </Stack>
      {active === 2 && (
        <>
          <Notice tone="info" role="note" title={t('emailVerification.doneTitle')}>
            {t('emailVerification.done', { email: member.email })}
          </Notice>
          <Button component={Link} to={back ?? '/rewards'} w="fit-content">
            {back ? t('emailVerification.backToOrder') : t('emailVerification.backToRewards')}
          </Button>
        </>
      )}
    </Stack>
  );
}

function VerificationStep(props: { index: 0 | 1; active: 0 | 1 | 2; heading: string; children: ReactNode }): ReactElement {
  const { t } = useTranslation('rewards');
  const state = props.active > props.index ? 'done' : props.active === props.index ? 'current' : 'next';
  const headingId = `email-verification-step-${props.index + 1}`;
  return (
    <li aria-current={state === 'current' ? 'step' : undefined} aria-labelledby={headingId}>
      <Stack
        gap="xs"
        p="md"
        style={{
          border: `${state === 'current' ? 2 : 1}px solid var(--mantine-color-${state === 'current' ? 'blue-7' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Title order={2} size="h3" id={headingId}>
          {t('emailVerification.stepHeading', { number: props.index + 1, heading: props.heading })}
        </Title>
        <Text size="sm" fw={700} c={state === 'done' ? 'teal.9' : 'gray.7'}>
          {t(`emailVerification.states.${state}`)}
        </Text>
        {props.children}
      </Stack>
    </li>
  );
}

function PlanAddress({ member, active }: { member: MemberInfo; active: boolean }): ReactElement {
  const { t } = useTranslation('rewards');
  if (member.enrollmentEmail === null) return <Text>{t('emailVerification.noPlanAddress')}</Text>;
  return (
    <>
      <Text>{t('emailVerification.planIntro')}</Text>
      {active ? (
        <EmailAddressStatus memberId={member.id} address={member.enrollmentEmail} verified={false} type="VERIFY_ENROLLMENT_EMAIL_ADDRESS" />
      ) : (
        <AddressText address={member.enrollmentEmail} />
      )}
    </>
  );
}

function OwnAddress({ member, active }: { member: MemberInfo; active: boolean }): ReactElement {
  const { t } = useTranslation('rewards');
  const configuration = useClientConfiguration();
  const editable = accountEdits(configuration.features).contact;
  const verified = member.emailAddressVerifiedTsTz !== null;
  return (
    <>
      <Text>{member.email === null ? t('emailVerification.noOwnAddress') : t('emailVerification.ownIntro')}</Text>
      {member.email !== null &&
        (active ? (
          <EmailAddressStatus memberId={member.id} address={member.email} verified={verified} type="VERIFY_EMAIL_ADDRESS" />
        ) : (
          <AddressText address={member.email} />
        ))}
      {!verified &&
        (editable ? (
          <Anchor component={Link} to="/account/edit-contact" w="fit-content">
            {member.email === null ? t('emailVerification.addAddress') : t('emailVerification.changeAddress')}
          </Anchor>
        ) : (
          <Text>{t('emailVerification.changeByCall', { plan: configuration.name })}</Text>
        ))}
    </>
  );
}

/** An address reads left to right, yet stands where the page's language starts its lines. */
function AddressText({ address }: { address: string }): ReactElement {
  return (
    <Text>
      <span dir="ltr">{address}</span>
    </Text>
  );
}
