import { isLanguageCode, type DeliveryForm, type LanguageCode, type RewardItem } from '@portal/contract';
import type { CatalogProduct, IncentiveCatalog, ProductVariation, ProgrammeDefinition } from './programme-definition';

/** Where the portal serves the catalogs' images (the web app's public folder). */
export const CATALOG_IMAGE_PATH = '/rewards-catalog/';

/**
 * The catalogs a programme offers: those its health actions name, in the order the programme
 * declares them. A catalog no action names is offered to no one.
 */
export function offeredCatalogs(programme: ProgrammeDefinition | null): IncentiveCatalog[] {
  if (!programme) return [];
  const named = new Set(
    programme.healthActions.flatMap((action) => (action.incentiveCatalogCd === null ? [] : [action.incentiveCatalogCd])),
  );
  return programme.incentiveCatalogs.filter((catalog) => named.has(catalog.code));
}

/** A member's preferred language as the catalog's names are keyed, or null (English). */
export const catalogLanguage = (language: string | null): LanguageCode | null =>
  language !== null && isLanguageCode(language) ? language : null;

/** A product's name in the language asked for, else in English (which every product has). */
export function productName(product: CatalogProduct, language: LanguageCode | null): string {
  return (language !== null ? product.names[language] : undefined) ?? product.names.EN ?? product.brand;
}

/** Each variation of the catalogs once, in catalog then product order, as a member sees it. */
export function rewardItemsOf(catalogs: readonly IncentiveCatalog[], language: LanguageCode | null): RewardItem[] {
  const seen = new Set<number>();
  return catalogs.flatMap((catalog) =>
    catalog.items.flatMap((product) =>
      product.variations.flatMap((variation) => {
        if (seen.has(variation.id)) return [];
        seen.add(variation.id);
        return [
          {
            id: variation.id,
            productId: product.productId,
            type: product.type,
            name: productName(product, language),
            brand: product.brand,
            faceValue: product.faceValue,
            redemptionAmount: variation.redemptionAmount,
            imageUrl: `${CATALOG_IMAGE_PATH}${product.image}`,
            deliveryForm: variation.deliveryForm,
          },
        ];
      }),
    ),
  );
}

/** The product variation a redemption names, when the catalogs offer it in that delivery form. */
export function findVariation(
  catalogs: readonly IncentiveCatalog[],
  variationId: number,
  deliveryForm: DeliveryForm,
): { product: CatalogProduct; variation: ProductVariation } | undefined {
  for (const catalog of catalogs)
    for (const product of catalog.items)
      for (const variation of product.variations)
        if (variation.id === variationId && variation.deliveryForm === deliveryForm) return { product, variation };
  return undefined;
}
