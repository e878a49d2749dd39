import type { QuestionnaireType } from '@portal/contract';

/**
 * A small questionnaire of the tests' own in the FHIR form of decision 0040, with every text in
 * the eleven product languages, so the questionnaire tests depend on no demo content. Two groups:
 * a smoking question that opens a count and decides the TOBACCO risk, an optional note, and a
 * group open only to women.
 */

const P = 'http://member-portal.example/fhir/StructureDefinition/';
const TRANSLATION = 'http://hl7.org/fhir/StructureDefinition/translation';

type Words = readonly [
  en: string,
  es: string,
  ar: string,
  fa: string,
  km: string,
  ko: string,
  ru: string,
  tl: string,
  vi: string,
  hy: string,
  zh: string,
];
const OTHER_LANGUAGES = ['es', 'ar', 'fa', 'km', 'ko', 'ru', 'tl', 'vi', 'hy', 'zh'] as const;

/** `field` in English and `_field` with the other ten languages. */
function translated(field: string, [english, ...others]: Words): Record<string, unknown> {
  return {
    [field]: english,
    [`_${field}`]: {
      extension: others.map((content, index) => ({
        url: TRANSLATION,
        extension: [
          { url: 'lang', valueCode: OTHER_LANGUAGES[index] },
          { url: 'content', valueString: content },
        ],
      })),
    },
  };
}

const YES: Words = ['Yes', 'Sí', 'نعم', 'بله', 'បាទ/ចាស', '예', 'Да', 'Oo', 'Có', 'Այո', '是'];
const NO: Words = ['No', 'No', 'لا', 'خیر', 'ទេ', '아니요', 'Нет', 'Hindi', 'Không', 'Ոչ', '否'];

function yesNo(weights: { yes: number; no: number }) {
  return [
    {
      valueCoding: { code: 'yes', ...translated('display', YES) },
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/itemWeight', valueDecimal: weights.yes }],
    },
    {
      valueCoding: { code: 'no', ...translated('display', NO) },
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/itemWeight', valueDecimal: weights.no }],
    },
  ];
}

export interface FixtureOptions {
  readonly type?: QuestionnaireType;
  readonly version?: string;
}

export function fixtureQuestionnaire({ type = 'HRA', version = '1' }: FixtureOptions = {}): Record<string, unknown> {
  return {
    resourceType: 'Questionnaire',
    id: `test-${type.toLowerCase()}`,
    url: `http://member-portal.example/fhir/Questionnaire/test-${type.toLowerCase()}`,
    version,
    status: 'active',
    language: 'en',
    ...translated('title', [
      'Test check-up',
      'Chequeo de prueba',
      'فحص تجريبي',
      'بررسی آزمایشی',
      'ការពិនិត្យសាកល្បង',
      '테스트 검진',
      'Пробный осмотр',
      'Pagsusuring pansubok',
      'Kiểm tra thử',
      'Փորձնական ստուգում',
      '测试检查',
    ]),
    extension: [
      { url: `${P}questionnaire-type`, valueCode: type },
      {
        url: `${P}score`,
        extension: [
          { url: 'code', valueCode: 'TOBACCO' },
          { url: 'kind', valueCode: 'sum' },
          { url: 'item', valueString: 'smoke' },
          { url: 'risk', valueCode: 'TOBACCO' },
          {
            url: 'title',
            ...translated('valueString', [
              'Tobacco',
              'Tabaco',
              'التبغ',
              'دخانیات',
              'ថ្នាំជក់',
              '담배',
              'Табак',
              'Tabako',
              'Thuốc lá',
              'Ծխախոտ',
              '烟草',
            ]),
          },
          {
            url: 'band',
            extension: [
              { url: 'min', valueDecimal: 0 },
              { url: 'max', valueDecimal: 1 },
              { url: 'level', valueCode: 'LOW' },
              { url: 'code', valueCode: 'NON_SMOKER' },
            ],
          },
          {
            url: 'band',
            extension: [
              { url: 'min', valueDecimal: 1 },
              { url: 'level', valueCode: 'HIGH' },
              { url: 'code', valueCode: 'SMOKER' },
            ],
          },
        ],
      },
    ],
    item: [
      {
        linkId: 'habits',
        type: 'group',
        ...translated('text', [
          'Habits',
          'Hábitos',
          'العادات',
          'عادت‌ها',
          'ទម្លាប់',
          '생활 습관',
          'Привычки',
          'Mga gawi',
          'Thói quen',
          'Սովորություններ',
          '习惯',
        ]),
        item: [
          {
            linkId: 'smoke',
            type: 'choice',
            required: true,
            ...translated('text', [
              'Do you smoke?',
              '¿Fuma?',
              'هل تدخن؟',
              'آیا سیگار می‌کشید؟',
              'តើអ្នកជក់បារីទេ?',
              '흡연하십니까?',
              'Вы курите?',
              'Naninigarilyo ka ba?',
              'Bạn có hút thuốc không?',
              'Ծխու՞մ եք',
              '您吸烟吗？',
            ]),
            answerOption: yesNo({ yes: 1, no: 0 }),
          },
          {
            linkId: 'cigarettes',
            type: 'integer',
            required: true,
            ...translated('text', [
              'Cigarettes a day',
              'Cigarrillos al día',
              'السجائر في اليوم',
              'سیگار در روز',
              'បារីក្នុងមួយថ្ងៃ',
              '하루 흡연량',
              'Сигарет в день',
              'Sigarilyo bawat araw',
              'Số điếu mỗi ngày',
              'Ծխախոտ օրական',
              '每天吸烟支数',
            ]),
            extension: [
              { url: 'http://hl7.org/fhir/StructureDefinition/minValue', valueInteger: 0 },
              { url: 'http://hl7.org/fhir/StructureDefinition/maxValue', valueInteger: 100 },
            ],
            enableWhen: [{ question: 'smoke', operator: '=', answerCoding: { code: 'yes' } }],
          },
          {
            linkId: 'notes',
            type: 'string',
            required: false,
            ...translated('text', [
              'Anything else?',
              '¿Algo más?',
              'هل من شيء آخر؟',
              'چیز دیگری هست؟',
              'មានអ្វីផ្សេងទៀតទេ?',
              '그 밖에 더 있나요?',
              'Что-нибудь ещё?',
              'May iba pa ba?',
              'Còn gì khác không?',
              'Ուրիշ ինչ-որ բան կա՞',
              '还有其他吗？',
            ]),
          },
        ],
      },
      {
        linkId: 'women',
        type: 'group',
        extension: [{ url: `${P}gender`, valueCode: 'F' }],
        ...translated('text', [
          "Women's health",
          'Salud de la mujer',
          'صحة المرأة',
          'سلامت زنان',
          'សុខភាពស្ត្រី',
          '여성 건강',
          'Женское здоровье',
          'Kalusugan ng kababaihan',
          'Sức khỏe phụ nữ',
          'Կանանց առողջություն',
          '女性健康',
        ]),
        item: [
          {
            linkId: 'mammogram',
            type: 'choice',
            required: true,
            ...translated('text', [
              'Had a mammogram?',
              '¿Se hizo una mamografía?',
              'هل أجريت تصوير الثدي؟',
              'ماموگرافی انجام داده‌اید؟',
              'បានថតសុដន់ហើយឬនៅ?',
              '유방 촬영을 받았나요?',
              'Делали маммографию?',
              'Nagpa-mammogram ka na ba?',
              'Đã chụp nhũ ảnh chưa?',
              'Մամոգրաֆիա արե՞լ եք',
              '做过乳房X光检查吗？',
            ]),
            answerOption: yesNo({ yes: 0, no: 1 }),
          },
        ],
      },
    ],
  };
}
