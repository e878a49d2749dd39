import { useForm } from '@mantine/form';
import { contactNumbersFormSchema, phoneNumberLines, type ContactNumbersForm } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { validateWith } from '../lib/form-validation';
import { renderInPortal } from '../test/render';
import { PhoneNumbersFields } from './phone-numbers-fields';

function NumbersForm(): ReactElement {
  const form = useForm<ContactNumbersForm>({
    initialValues: { phoneNumbers: phoneNumberLines() },
    validate: validateWith(contactNumbersFormSchema),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(() => undefined)}>
      <PhoneNumbersFields
        form={form}
        path="phoneNumbers"
        lines={form.values.phoneNumbers}
        fieldError={(path) => (typeof form.errors[path] === 'string' ? String(form.errors[path]) : undefined)}
        choosePrimary
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PhoneNumbersFields', () => {
  it('names each field for the number it is about, and puts the shared rule’s errors on their line', async () => {
    renderInPortal(<NumbersForm />);
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    const firstType = screen.getByRole('combobox', { name: 'Type of the first phone number' });
    const secondType = screen.getByRole('combobox', { name: 'Type of the second phone number' });
    expect(firstType).not.toBe(secondType);

    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '(503) 555-0188');
    await userEvent.type(screen.getByRole('textbox', { name: 'Second phone number (optional)' }), '503 555 0101');
    await userEvent.selectOptions(secondType, 'cell');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(secondType).toHaveAttribute('aria-invalid', 'true');
    expect(firstType).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('radio', { name: 'The second phone number' }));
    expect(screen.getByRole('radio', { name: 'The second phone number' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'The first phone number' })).not.toBeChecked();
  });
});
