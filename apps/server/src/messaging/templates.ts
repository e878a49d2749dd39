import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@portal/contract';
import ar from './templates/ar.json';
import en from './templates/en.json';
import es from './templates/es.json';
import fa from './templates/fa.json';
import hy from './templates/hy.json';
import km from './templates/km.json';
import ko from './templates/ko.json';
import ru from './templates/ru.json';
import tl from './templates/tl.json';
import vi from './templates/vi.json';
import zh from './templates/zh.json';

export type MessageTemplates = typeof en;
export type TemplateName = keyof MessageTemplates;

/** The texts of the portal's e-mails, texts and calls, in every language of the product. */
export const TEMPLATES: Record<LanguageCode, MessageTemplates> = {
  EN: en,
  ES: es,
  AR: ar,
  FA: fa,
  KM: km,
  KO: ko,
  RU: ru,
  TL: tl,
  VI: vi,
  HY: hy,
  ZH: zh,
};

export function templateLanguage(preferred: string | null | undefined): LanguageCode {
  return preferred && isLanguageCode(preferred) ? preferred : DEFAULT_LANGUAGE;
}

export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** Digits read one by one, so a voice call says "1, 2, 3" rather than "one hundred twenty-three". */
export function spokenDigits(code: string): string {
  return code.split('').join(', ');
}

export { LANGUAGE_CODES };
