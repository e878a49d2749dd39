import type { DeliveryForm } from '@portal/contract';
import type { TFunction } from 'i18next';

/**
 * A product comes in a digital and a physical form under one name: every label that names an item
 * says which form, so two buttons or two basket lines never read the same.
 */
export function itemLabel(t: TFunction<'rewards'>, name: string, deliveryForm: DeliveryForm): string {
  return `${name} (${t(`redeem.forms.${deliveryForm}`)})`;
}
