import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@portal/contract';
import { isolated } from '@portal/domain';

/** The outcomes the member is told of in the inbox. */
export type ToldOutcome = 'success' | 'failed' | 'cancelled';

interface OutcomeText {
  readonly subject: string;
  /** `{doctor}` and `{visit}` (date and time in the member's language) are filled in for a booked visit. */
  readonly body: string;
}

type OutcomeTexts = Readonly<Record<ToldOutcome, OutcomeText>>;

const TEXTS: Readonly<Record<LanguageCode, OutcomeTexts>> = {
  EN: {
    success: {
      subject: 'Your doctor visit is booked',
      body: 'Your visit with {doctor} is booked for {visit}. If you need to change it, request a new time on the scheduling page.',
    },
    failed: {
      subject: 'We could not book your doctor visit',
      body: 'Our scheduling team could not book a visit with the doctors and times you chose. Please choose other doctors or times on the scheduling page.',
    },
    cancelled: {
      subject: 'Your doctor visit request was cancelled',
      body: 'Your request for a doctor visit was cancelled. You can request a visit again on the scheduling page.',
    },
  },
  ES: {
    success: {
      subject: 'Su consulta médica está programada',
      body: 'Su consulta con {doctor} está programada para el {visit}. Si necesita cambiarla, solicite otro horario en la página de citas.',
    },
    failed: {
      subject: 'No pudimos programar su consulta médica',
      body: 'Nuestro equipo de citas no pudo programar una consulta con los médicos y horarios que eligió. Elija otros médicos u horarios en la página de citas.',
    },
    cancelled: {
      subject: 'Se canceló su solicitud de consulta médica',
      body: 'Se canceló su solicitud de consulta médica. Puede volver a solicitar una consulta en la página de citas.',
    },
  },
  AR: {
    success: {
      subject: 'تم حجز زيارتك للطبيب',
      body: 'تم حجز زيارتك مع {doctor} في {visit}. إذا احتجت إلى تغييرها، فاطلب موعدًا جديدًا في صفحة المواعيد.',
    },
    failed: {
      subject: 'لم نتمكن من حجز زيارتك للطبيب',
      body: 'لم يتمكن فريق المواعيد من حجز زيارة مع الأطباء والأوقات التي اخترتها. يرجى اختيار أطباء أو أوقات أخرى في صفحة المواعيد.',
    },
    cancelled: { subject: 'تم إلغاء طلب زيارة الطبيب', body: 'تم إلغاء طلبك لزيارة الطبيب. يمكنك طلب زيارة مرة أخرى في صفحة المواعيد.' },
  },
  FA: {
    success: {
      subject: 'ویزیت پزشک شما رزرو شد',
      body: 'ویزیت شما با {doctor} برای {visit} رزرو شد. اگر لازم است آن را تغییر دهید، در صفحهٔ نوبت‌دهی زمان جدیدی درخواست کنید.',
    },
    failed: {
      subject: 'نتوانستیم ویزیت پزشک شما را رزرو کنیم',
      body: 'تیم نوبت‌دهی نتوانست با پزشکان و زمان‌هایی که انتخاب کردید ویزیتی رزرو کند. لطفاً در صفحهٔ نوبت‌دهی پزشکان یا زمان‌های دیگری انتخاب کنید.',
    },
    cancelled: {
      subject: 'درخواست ویزیت پزشک شما لغو شد',
      body: 'درخواست شما برای ویزیت پزشک لغو شد. می‌توانید دوباره در صفحهٔ نوبت‌دهی ویزیت درخواست کنید.',
    },
  },
  KM: {
    success: {
      subject: 'ការណាត់ជួបគ្រូពេទ្យរបស់អ្នកត្រូវបានកក់',
      body: 'ការណាត់ជួបរបស់អ្នកជាមួយ {doctor} ត្រូវបានកក់សម្រាប់ {visit}។ ប្រសិនបើអ្នកត្រូវការផ្លាស់ប្តូរ សូមស្នើសុំពេលវេលាថ្មីនៅលើទំព័រណាត់ជួប។',
    },
    failed: {
      subject: 'យើងមិនអាចកក់ការណាត់ជួបគ្រូពេទ្យរបស់អ្នកបានទេ',
      body: 'ក្រុមណាត់ជួបរបស់យើងមិនអាចកក់ការណាត់ជួបជាមួយគ្រូពេទ្យ និងពេលវេលាដែលអ្នកបានជ្រើសរើសបានទេ។ សូមជ្រើសរើសគ្រូពេទ្យ ឬពេលវេលាផ្សេងទៀតនៅលើទំព័រណាត់ជួប។',
    },
    cancelled: {
      subject: 'សំណើណាត់ជួបគ្រូពេទ្យរបស់អ្នកត្រូវបានលុបចោល',
      body: 'សំណើរបស់អ្នកសម្រាប់ការណាត់ជួបគ្រូពេទ្យត្រូវបានលុបចោល។ អ្នកអាចស្នើសុំម្តងទៀតនៅលើទំព័រណាត់ជួប។',
    },
  },
  KO: {
    success: {
      subject: '진료 예약이 완료되었습니다',
      body: '{doctor} 선생님과의 진료가 {visit}에 예약되었습니다. 변경이 필요하면 예약 페이지에서 새 시간을 요청하세요.',
    },
    failed: {
      subject: '진료 예약을 하지 못했습니다',
      body: '예약팀이 선택하신 의사와 시간으로 진료를 예약하지 못했습니다. 예약 페이지에서 다른 의사나 시간을 선택해 주세요.',
    },
    cancelled: {
      subject: '진료 예약 요청이 취소되었습니다',
      body: '진료 예약 요청이 취소되었습니다. 예약 페이지에서 다시 요청하실 수 있습니다.',
    },
  },
  RU: {
    success: {
      subject: 'Ваш приём у врача записан',
      body: 'Вы записаны на приём к {doctor} на {visit}. Если нужно изменить время, запросите новое на странице записи.',
    },
    failed: {
      subject: 'Не удалось записать вас к врачу',
      body: 'Наша служба записи не смогла записать вас к выбранным врачам в выбранное время. Выберите других врачей или другое время на странице записи.',
    },
    cancelled: {
      subject: 'Ваш запрос на приём у врача отменён',
      body: 'Ваш запрос на приём у врача отменён. Вы можете снова запросить приём на странице записи.',
    },
  },
  TL: {
    success: {
      subject: 'Naka-book na ang pagbisita mo sa doktor',
      body: 'Naka-book ang pagbisita mo kay {doctor} sa {visit}. Kung kailangan mo itong baguhin, humiling ng bagong oras sa pahina ng pag-iskedyul.',
    },
    failed: {
      subject: 'Hindi namin ma-book ang pagbisita mo sa doktor',
      body: 'Hindi ma-book ng aming scheduling team ang pagbisita sa mga doktor at oras na pinili mo. Pumili ng ibang doktor o oras sa pahina ng pag-iskedyul.',
    },
    cancelled: {
      subject: 'Kinansela ang kahilingan mong bumisita sa doktor',
      body: 'Kinansela ang kahilingan mong bumisita sa doktor. Maaari kang humiling muli sa pahina ng pag-iskedyul.',
    },
  },
  VI: {
    success: {
      subject: 'Lịch khám bác sĩ của bạn đã được đặt',
      body: 'Lịch khám của bạn với {doctor} đã được đặt vào {visit}. Nếu cần thay đổi, hãy yêu cầu thời gian mới trên trang đặt lịch.',
    },
    failed: {
      subject: 'Chúng tôi không thể đặt lịch khám cho bạn',
      body: 'Nhóm đặt lịch không thể đặt lịch khám với các bác sĩ và thời gian bạn đã chọn. Vui lòng chọn bác sĩ hoặc thời gian khác trên trang đặt lịch.',
    },
    cancelled: {
      subject: 'Yêu cầu khám bác sĩ của bạn đã bị hủy',
      body: 'Yêu cầu khám bác sĩ của bạn đã bị hủy. Bạn có thể yêu cầu lại trên trang đặt lịch.',
    },
  },
  HY: {
    success: {
      subject: 'Ձեր այցը բժշկի մոտ ամրագրված է',
      body: 'Ձեր այցը {doctor}-ի մոտ ամրագրված է {visit}-ին։ Եթե անհրաժեշտ է փոխել այն, նոր ժամ խնդրեք ժամանակացույցի էջում։',
    },
    failed: {
      subject: 'Չհաջողվեց ամրագրել ձեր այցը բժշկի մոտ',
      body: 'Մեր ժամանակացույցի թիմը չկարողացավ այց ամրագրել ձեր ընտրած բժիշկների և ժամերի համար։ Խնդրում ենք ընտրել այլ բժիշկներ կամ ժամեր ժամանակացույցի էջում։',
    },
    cancelled: {
      subject: 'Բժշկի այցի ձեր հայտը չեղարկվել է',
      body: 'Բժշկի այցի ձեր հայտը չեղարկվել է։ Կարող եք կրկին հայտ ներկայացնել ժամանակացույցի էջում։',
    },
  },
  ZH: {
    success: { subject: '您的就诊已预约', body: '您与 {doctor} 的就诊已预约在 {visit}。如需更改，请在预约页面申请新的时间。' },
    failed: { subject: '我们未能为您预约就诊', body: '我们的预约团队未能按您选择的医生和时间预约就诊。请在预约页面选择其他医生或时间。' },
    cancelled: { subject: '您的就诊申请已取消', body: '您的就诊申请已取消。您可以在预约页面再次申请。' },
  },
};

/** The inbox message telling the member what the desk did, in their language (English when they saved none). */
export function deskOutcomeMessage(
  outcome: ToldOutcome,
  language: string | null,
  booked: { readonly doctor: string; readonly visitAt: Date; readonly timeZone: string } | null,
): OutcomeText {
  const code: LanguageCode = language !== null && isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const text = TEXTS[code][outcome];
  if (booked === null) return text;
  // The day, the time and the zone's name: the member may read it away from the plan's zone.
  const visit = new Intl.DateTimeFormat(code.toLowerCase(), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: booked.timeZone,
    calendar: 'gregory',
  }).format(booked.visitAt);
  // The directory's English name, isolated, keeps its order inside a right-to-left message.
  return { subject: text.subject, body: text.body.replace('{doctor}', isolated(booked.doctor)).replace('{visit}', visit) };
}
