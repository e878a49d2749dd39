import { Anchor, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_LANGUAGE, type MemberInfo } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/notice';
import { useClientConfiguration } from '../../../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useWriteControl } from '../../../lib/read-only-view';

/**
 * Where an order's physical items go: one of the member's addresses, and how to change them (the
 * plan's phone number when members may not edit their own, SUPPRESS_MEMBER_EDIT_ADDRESS).
 */
export function ShippingAddress({
  member,
  shippingId,
  onChange,
}: {
  member: MemberInfo;
  shippingId: number | null;
  onChange: (id: number) => void;
}): ReactElement {
  const { t } = useTranslation('rewards');
  const configuration = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const suppressed = configuration.features.includes('SUPPRESS_MEMBER_EDIT_ADDRESS');
  const phone = (configuration.supportContacts[code] ?? configuration.supportContacts[DEFAULT_LANGUAGE])?.phone;
  // Choosing where an order ships is part of placing it, which the staff view may not do.
  const writeControl = useWriteControl();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="confirmation-address">
      <Stack gap="sm">
        <Title order={2} size="h3" id="confirmation-address">
          {t('confirmation.addressHeading')}
        </Title>
        {member.addresses.length === 0 ? (
          <Notice tone="error" role="alert">
            {t('confirmation.noAddress')}
          </Notice>
        ) : (
          <Radio.Group
            label={t('confirmation.chooseAddress')}
            value={shippingId === null ? null : String(shippingId)}
            onChange={(value) => onChange(Number(value))}
          >
            <Stack gap="xs" mt="xs">
              {member.addresses.map((address) => (
                <Radio
                  key={address.id}
                  value={String(address.id)}
                  label={[address.name, address.streetAddr1, address.streetAddr2, `${address.city}, ${address.state} ${address.zip}`]
                    .filter(Boolean)
                    .join(', ')}
                  {...writeControl}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {suppressed ? (
          <Text>
            {phone
              ? t('confirmation.callToChange', { plan: configuration.name, phone })
              : t('confirmation.callToChangeNoPhone', { plan: configuration.name })}
          </Text>
        ) : (
          <Anchor component={Link} to="/account/edit-address" w="fit-content">
            {t('confirmation.editAddress')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
