import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light, subtle and outline buttons write their text in shade 6 of their colour, which is
 * below 4.5:1 on white and on their own tinted backgrounds; shade 9 on at most shade 1
 * (the hover tint) passes on both.
 */
const contrastSafeVariants: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !['light', 'subtle', 'outline'].includes(input.variant)) return resolved;
  const text = `var(--mantine-color-${parsed.color}-9)`;
  const hover = `var(--mantine-color-${parsed.color}-1)`;
  return { ...resolved, color: text, hover, ...(input.variant === 'outline' ? { border: `1px solid ${text}` } : {}) };
};

/** Shade 8 of the primary colour keeps text and buttons above 4.5:1 contrast on white. */
export const theme = createTheme({
  variantColorResolver: contrastSafeVariants,
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
});

/** Mantine's default dimmed and error colours are too light for WCAG AA on white. */
export const contrastSafeColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
