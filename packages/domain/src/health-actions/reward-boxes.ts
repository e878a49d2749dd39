import type { LanguageCode, LocalizedText, RewardBox } from '@portal/contract';
import type { ProgrammeDefinition, RewardBoxDefinition } from './programme-definition';
import { CATALOG_IMAGE_PATH } from './reward-catalog';

/** A box's text in the language asked for, else in English (which every box has). */
const inLanguage = (texts: LocalizedText, language: LanguageCode | null): string =>
  (language !== null ? texts[language] : undefined) ?? texts.EN ?? '';

/** The programme's reward boxes as a member reads them, in the order the programme declares them. */
export function rewardBoxesOf(programme: ProgrammeDefinition | null, language: LanguageCode | null): RewardBox[] {
  return (programme?.rewardBoxes ?? []).map((box) => ({
    id: box.id,
    code: box.code,
    name: inLanguage(box.names, language),
    description: inLanguage(box.descriptions, language),
    redemptionAmount: box.redemptionAmount,
    imageUrl: `${CATALOG_IMAGE_PATH}${box.image}`,
  }));
}

/** The box a redemption names, when the programme offers it. */
export function findRewardBox(programme: ProgrammeDefinition | null, rewardBoxId: number): RewardBoxDefinition | undefined {
  return programme?.rewardBoxes.find((box) => box.id === rewardBoxId);
}

/** A box's name for an order line, in the member's language. */
export const rewardBoxName = (box: RewardBoxDefinition, language: LanguageCode | null): string => inLanguage(box.names, language);
