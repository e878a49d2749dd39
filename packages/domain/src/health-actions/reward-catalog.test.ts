import { describe, expect, it } from 'vitest';
import harbor from './demo/harbor-programme.json';
import { parseProgrammeDefinition } from './parse-programme';
import type { ProgrammeDefinition } from './programme-definition';
import { findVariation, offeredCatalogs, rewardItemsOf } from './reward-catalog';

function harborProgramme(): ProgrammeDefinition {
  const read = parseProgrammeDefinition(harbor);
  if (!read.ok) throw new Error('the demo programme does not read');
  return read.programme;
}

describe('the reward catalog', () => {
  it('offers every variation of the catalogs the actions name once, in catalog then product order, in the language asked', () => {
    const programme = harborProgramme();
    const items = rewardItemsOf(offeredCatalogs(programme), 'ES');
    expect(items.map((item) => item.id)).toEqual(
      programme.incentiveCatalogs[0]!.items.flatMap((product) => product.variations.map((v) => v.id)),
    );
    expect(items[0]).toMatchObject({
      productId: 5001,
      type: 'GIFT_CARD',
      name: 'Tarjeta de regalo de supermercado',
      brand: 'Evergreen Grocers',
      faceValue: 2500,
      imageUrl: '/rewards-catalog/evergreen-grocers-25.svg',
      deliveryForm: 'DIGITAL',
    });
    // Twice the same catalog still offers each variation once.
    const twice = rewardItemsOf([...offeredCatalogs(programme), ...offeredCatalogs(programme)], null);
    expect(twice).toHaveLength(items.length);
    expect(twice[0]?.name).toBe('Grocery gift card');
  });

  it('falls back to English for a language the product has no name in', () => {
    const programme = harborProgramme();
    delete programme.incentiveCatalogs[0]!.items[0]!.names.KO;
    expect(rewardItemsOf(offeredCatalogs(programme), 'KO')[0]?.name).toBe('Grocery gift card');
  });

  it('offers no catalog that no action names', () => {
    const programme = harborProgramme();
    programme.incentiveCatalogs[0]!.code = 'UNNAMED';
    expect(offeredCatalogs(programme)).toEqual([]);
    expect(offeredCatalogs(null)).toEqual([]);
  });

  it('finds a variation only in its own delivery form', () => {
    const catalogs = offeredCatalogs(harborProgramme());
    const physical = catalogs[0]!.items[0]!.variations.find((variation) => variation.deliveryForm === 'PHYSICAL')!;
    expect(findVariation(catalogs, physical.id, 'PHYSICAL')?.product.productId).toBe(5001);
    expect(findVariation(catalogs, physical.id, 'DIGITAL')).toBeUndefined();
    expect(findVariation(catalogs, 999_999, 'DIGITAL')).toBeUndefined();
  });
});
