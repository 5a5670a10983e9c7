import type { BenefitIcon } from "#contract/benefit-icons";

/**
 * The drawing of each benefit icon (contract BENEFIT_ICONS): a character every phone has a glyph for, so no icon
 * font or image is loaded. It is decoration: the benefit's title says what it is (shown `aria-hidden`).
 */
export const BENEFIT_ICON_GLYPHS: Record<BenefitIcon, string> = {
  home: "🏠",
  utensils: "🍽️",
  bus: "🚌",
  gift: "🎁",
  "graduation-cap": "🎓",
  heart: "❤️",
  percent: "%",
  calendar: "📅",
};

export const benefitGlyph = (icon: string) =>
  icon in BENEFIT_ICON_GLYPHS ? BENEFIT_ICON_GLYPHS[icon as BenefitIcon] : "";
