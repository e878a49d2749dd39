import type { TaglineLanguage } from '@portal/contract';

interface Tagline {
  /** The language's own name, so a reader finds theirs. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  /** "Language assistance services are available to you free of charge. Call {phone} (TTY: 711)." */
  readonly text: string;
}

/**
 * The Section 1557 tagline in each language a plan's state may need (TAGLINE_LANGUAGES_BY_STATE),
 * translated for the portal. Shown in its own language whatever the page's, so it is data here and
 * not in the locale files.
 */
export const TAGLINES: Record<TaglineLanguage, Tagline> = {
  es: {
    name: 'Español',
    dir: 'ltr',
    text: 'Tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {phone} (TTY: 711).',
  },
  'zh-Hant': { name: '繁體中文', dir: 'ltr', text: '您可以免費獲得語言協助服務。請致電 {phone}（TTY：711）。' },
  vi: { name: 'Tiếng Việt', dir: 'ltr', text: 'Quý vị được hỗ trợ ngôn ngữ miễn phí. Hãy gọi số {phone} (TTY: 711).' },
  tl: { name: 'Tagalog', dir: 'ltr', text: 'May makukuha kayong libreng tulong sa wika. Tumawag sa {phone} (TTY: 711).' },
  ko: { name: '한국어', dir: 'ltr', text: '언어 지원 서비스를 무료로 이용하실 수 있습니다. {phone}(TTY: 711)번으로 전화하십시오.' },
  hy: {
    name: 'Հայերեն',
    dir: 'ltr',
    text: 'Լեզվական աջակցության ծառայությունները Ձեզ տրամադրվում են անվճար։ Զանգահարեք {phone} (TTY՝ 711)։',
  },
  fa: { name: 'فارسی', dir: 'rtl', text: 'خدمات کمک زبانی به‌صورت رایگان در اختیار شماست. با {phone} (TTY: 711) تماس بگیرید.' },
  ru: { name: 'Русский', dir: 'ltr', text: 'Вам доступны бесплатные услуги языковой помощи. Звоните по номеру {phone} (TTY: 711).' },
  ja: { name: '日本語', dir: 'ltr', text: '言語支援サービスを無料でご利用いただけます。{phone}（TTY: 711）までお電話ください。' },
  ar: { name: 'العربية', dir: 'rtl', text: 'تتوفر لك خدمات المساعدة اللغوية مجانًا. اتصل بالرقم {phone} (الهاتف النصي: 711).' },
  pa: { name: 'ਪੰਜਾਬੀ', dir: 'ltr', text: 'ਤੁਹਾਡੇ ਲਈ ਭਾਸ਼ਾ ਸਹਾਇਤਾ ਸੇਵਾਵਾਂ ਮੁਫ਼ਤ ਉਪਲਬਧ ਹਨ। {phone} (TTY: 711) ’ਤੇ ਕਾਲ ਕਰੋ।' },
  km: { name: 'ភាសាខ្មែរ', dir: 'ltr', text: 'សេវាជំនួយផ្នែកភាសាមានសម្រាប់លោកអ្នកដោយឥតគិតថ្លៃ។ សូមទូរសព្ទទៅលេខ {phone} (TTY: 711)។' },
  hmn: { name: 'Hmoob', dir: 'ltr', text: 'Muaj kev pab txhais lus pub dawb rau koj. Hu rau {phone} (TTY: 711).' },
  hi: { name: 'हिन्दी', dir: 'ltr', text: 'आपके लिए भाषा सहायता सेवाएँ निःशुल्क उपलब्ध हैं। {phone} (TTY: 711) पर कॉल करें।' },
  th: { name: 'ไทย', dir: 'ltr', text: 'มีบริการช่วยเหลือด้านภาษาให้คุณโดยไม่มีค่าใช้จ่าย โทร {phone} (TTY: 711)' },
  nv: { name: 'Diné Bizaad', dir: 'ltr', text: 'Saad bee áká’ánída’áwo’ígíí t’áá jiik’eh ná hóló. {phone} (TTY: 711) kojį’ hodíílnih.' },
  sh: { name: 'Srpsko-hrvatski', dir: 'ltr', text: 'Usluge jezičke pomoći dostupne su vam besplatno. Nazovite {phone} (TTY: 711).' },
  de: {
    name: 'Deutsch',
    dir: 'ltr',
    text: 'Sprachliche Unterstützung steht Ihnen kostenlos zur Verfügung. Rufen Sie {phone} (TTY: 711) an.',
  },
  fr: {
    name: 'Français',
    dir: 'ltr',
    text: 'Des services d’aide linguistique vous sont offerts gratuitement. Appelez le {phone} (ATS : 711).',
  },
  syr: { name: 'ܣܘܪܝܝܐ', dir: 'rtl', text: 'ܚܠܦܬܐ ܕܗܝܪܬܐ ܕܠܫܢܐ ܐܝܬ ܠܟܘܢ ܡܓܢܐܝܬ. ܩܪܘܢ ܠ {phone} (TTY: 711).' },
};
