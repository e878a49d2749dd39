import { expect, test } from '@playwright/test';
import { HARBOR, completeRegistration, expectNoAxeViolations, fillMinorAndGuardian, greetNewMember } from './support';

/**
 * Leila is under 18 on the HARBOR roster, with no subscriber; the roster names Samira Haddad as
 * her legal guardian (decision 0026). No other spec registers her. Omar Haddad is on the same
 * roster but is not her guardian.
 */
const LEILA = { memberNumber: 'HHP100010', dob: '2014-02-20', email: 'samira.haddad@example.org', username: 'leila.haddad' } as const;
const PASSWORD = 'Leila#2026';

const MEMBER = { firstName: 'Leila', lastName: 'Haddad', memberNumber: LEILA.memberNumber, dob: LEILA.dob };

test('a guardian the roster does not name is refused in the member language, and nothing typed is lost', async ({ page }) => {
  await page.goto(`${HARBOR}/register?lang=es`);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Leila');
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Haddad');
  await page.getByLabel('Número de miembro').fill(LEILA.memberNumber);
  await page.getByRole('textbox', { name: 'Fecha de nacimiento', exact: true }).fill(LEILA.dob);
  await page.getByLabel('Soy el tutor legal').check();
  await page.getByLabel('Nombre del tutor').fill('Omar');
  await page.getByLabel('Apellido del tutor').fill('Haddad');
  await page.getByLabel('Fecha de nacimiento del tutor').fill('1987-07-04');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('alert')).toContainText('El tutor que ingresó no coincide con los registros de su plan de salud');
  await expect(page.getByLabel('Nombre del tutor')).toHaveValue('Omar');
});

test('the guardian the roster names registers the member, and the account says who manages it', async ({ page }) => {
  await page.goto(`${HARBOR}/register?lang=en`);
  // Omar is an adult on the same plan, but the roster does not name him for Leila.
  await fillMinorAndGuardian(page, MEMBER, { firstName: 'Omar', lastName: 'Haddad', dob: '1987-07-04' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText("The guardian you entered does not match your health plan's records");
  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('Member number')).toHaveValue(LEILA.memberNumber);
  await expect(page.getByRole('textbox', { name: 'Date of birth', exact: true })).toHaveValue(LEILA.dob);
  await expect(page.getByLabel("Guardian's first name")).toHaveValue('Omar');
  await expect(page.getByLabel("Guardian's date of birth")).toHaveValue('1987-07-04');
  await expectNoAxeViolations(page, 'the refused guardian');

  // The roster's spelling need not be typed exactly: case and spacing aside, it is Samira.
  await page.getByLabel("Guardian's first name").fill('samira ');
  await page.getByLabel("Guardian's last name").fill('HADDAD');
  await page.getByLabel("Guardian's date of birth").fill('1962-10-09');
  await page.getByRole('button', { name: 'Next' }).click();

  await completeRegistration(page, {
    email: LEILA.email,
    phone: '(503) 555-0176',
    address: { street: '1225 SW Main St', city: 'Portland', state: 'OR', zip: '97205' },
    username: LEILA.username,
    password: PASSWORD,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Leila' })).toBeVisible();

  await greetNewMember(page);

  await page.goto(`${HARBOR}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  const aboutYou = page.getByRole('region', { name: 'About you', exact: true });
  await expect(aboutYou.getByText('Managed by')).toBeVisible();
  await expect(aboutYou.getByText('Samira Haddad, legal guardian')).toBeVisible();
});
