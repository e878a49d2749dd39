import type { DeliveryForm, RewardItemType } from '@portal/contract';

/** Spec 001 section 9: how long each kind of reward takes to arrive, as a key of `rewards` `delivery`. */
export function deliveryTimeKey(
  type: RewardItemType,
  form: DeliveryForm,
): 'delivery.digital' | 'delivery.physicalCard' | 'delivery.merchandise' {
  if (form === 'DIGITAL') return 'delivery.digital';
  return type === 'GIFT_CARD' ? 'delivery.physicalCard' : 'delivery.merchandise';
}
