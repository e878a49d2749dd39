// Turns one authored questionnaire (structure.json + a text map per language) into the FHIR R4
// Questionnaire of decision 0040. Pure: build.mjs does the reading and writing.

export const BASE_LANGUAGE = 'en';
export const OTHER_LANGUAGES = ['es', 'ar', 'fa', 'km', 'ko', 'ru', 'tl', 'vi', 'hy', 'zh'];
export const LANGUAGES = [BASE_LANGUAGE, ...OTHER_LANGUAGES];

const P = 'http://member-portal.example/fhir/StructureDefinition/';
const FHIR = 'http://hl7.org/fhir/StructureDefinition/';
const UCUM = 'http://unitsofmeasure.org';
const ITEM_CONTROL_SYSTEM = 'http://hl7.org/fhir/questionnaire-item-control';
const TEXT_KEY = 't:';

const LINK_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const OPTION_CODE = /^[A-Z0-9]+(_[A-Z0-9]+)*$/;
const ITEM_TYPES = ['string', 'text', 'integer', 'decimal', 'date', 'choice', 'display'];
const ANSWER_KEYS = ['answerCoding', 'answerInteger', 'answerDecimal', 'answerBoolean', 'answerString', 'answerDate'];

/**
 * @param {unknown} structure the parsed structure.json
 * @param {Record<string, Record<string, string> | undefined>} texts text map by language code
 * @param {{ draft?: boolean }} [options] draft: a missing text is left out and the document is
 *   marked `status: "draft"` (which the portal refuses to load) instead of failing
 * @returns {{ document: object | null, problems: string[], missing: string[] }}
 */
export function toFhirQuestionnaire(structure, texts, options = {}) {
  const problems = [];
  const missing = [];
  const usedKeys = new Set();

  /** Looks a text up; every language it is missing in is noted once per key. */
  const lookUp = (ref, where) => {
    if (typeof ref !== 'string' || !ref.startsWith(TEXT_KEY)) {
      problems.push(`${where}: expected a text key "t:...", found ${JSON.stringify(ref)}`);
      return null;
    }
    const key = ref.slice(TEXT_KEY.length);
    if (!usedKeys.has(key)) {
      usedKeys.add(key);
      for (const lang of LANGUAGES) {
        const value = texts[lang]?.[key];
        if (typeof value !== 'string' || value.trim() === '') missing.push(`${lang}: ${key}`);
      }
    }
    return key;
  };
  const textIn = (key, lang) => (key === null ? undefined : texts[lang]?.[key]);

  /** The base string and its `_x` twin carrying the ten translations. */
  const translated = (ref, where) => {
    const key = lookUp(ref, where);
    const translations = [];
    for (const lang of OTHER_LANGUAGES) {
      const content = textIn(key, lang);
      if (typeof content !== 'string' || content.trim() === '') continue;
      translations.push({
        url: `${FHIR}translation`,
        extension: [
          { url: 'lang', valueCode: lang },
          { url: 'content', valueString: content },
        ],
      });
    }
    return { value: textIn(key, BASE_LANGUAGE) ?? '', twin: { extension: translations } };
  };
  const withText = (target, field, ref, where) => {
    const { value, twin } = translated(ref, where);
    target[field] = value;
    target[`_${field}`] = twin;
    return target;
  };
  const stringExtension = (url, ref, where) => {
    const { value, twin } = translated(ref, where);
    return { url, valueString: value, _valueString: twin };
  };

  const s = /** @type {any} */ (structure);
  const doc = { resourceType: 'Questionnaire', id: s.id };
  if (s.url) doc.url = s.url;
  doc.version = s.version;
  if (s.name) doc.name = s.name;
  withText(doc, 'title', s.title, 'title');
  doc.status = 'active';
  doc.language = BASE_LANGUAGE;
  if (s.copyright !== undefined && s.copyright !== null) withText(doc, 'copyright', s.copyright, 'copyright');
  doc.extension = questionnaireExtensions(s, { stringExtension, problems });

  const linkIds = new Set();
  const seenQuestions = new Map();
  const scoreCodes = new Set((s.scores ?? []).map((score) => score.code));
  doc.item = (s.groups ?? []).map((group, g) =>
    toGroup(group, `groups[${g}]`, { withText, stringExtension, problems, linkIds, seenQuestions, scoreCodes }),
  );
  checkScores(s.scores ?? [], seenQuestions, problems);

  for (const lang of LANGUAGES) {
    for (const key of Object.keys(texts[lang] ?? {})) {
      if (!usedKeys.has(key)) problems.push(`text.${lang}.json: "${key}" is not used by structure.json`);
    }
  }
  if (missing.length > 0 && options.draft) doc.status = 'draft';
  else if (missing.length > 0) problems.push(...missing.map((m) => `missing text ${m}`));
  return { document: problems.length === 0 ? doc : null, problems, missing };
}

function questionnaireExtensions(s, { stringExtension, problems }) {
  const settings = s.settings ?? {};
  const ext = [{ url: `${P}questionnaire-type`, valueCode: s.type }];
  const booleans = [
    ['numberedQuestions', 'numbered-questions'],
    ['numbersOnOptional', 'numbers-on-optional'],
    ['prefillOldAnswers', 'prefill-old-answers'],
    ['isVariableLength', 'variable-length'],
  ];
  for (const [key, name] of booleans) {
    if (settings[key] !== undefined) ext.push({ url: `${P}${name}`, valueBoolean: settings[key] });
  }
  if (settings.screenWidth !== undefined) ext.push({ url: `${P}screen-width`, valueCode: settings.screenWidth });
  if (settings.priority !== undefined) ext.push({ url: `${P}priority`, valueInteger: settings.priority });
  if (settings.launchMode !== undefined) ext.push({ url: `${P}launch-mode`, valueCode: settings.launchMode });
  if (settings.length !== undefined) ext.push({ url: `${P}length`, valueCode: settings.length });

  (s.screens ?? []).forEach((screen, i) => {
    ext.push({
      url: `${P}screen`,
      extension: [
        { url: 'kind', valueCode: screen.kind },
        stringExtension('title', screen.title, `screens[${i}].title`),
        stringExtension('body', screen.body, `screens[${i}].body`),
      ],
    });
  });

  (s.scores ?? []).forEach((score, i) => {
    const parts = [
      { url: 'code', valueCode: score.code },
      { url: 'kind', valueCode: score.kind ?? 'sum' },
      ...(score.items ?? []).map((linkId) => ({ url: 'item', valueString: linkId })),
    ];
    if (score.topWeight !== undefined && score.topWeight !== null) parts.push({ url: 'top-weight', valueDecimal: score.topWeight });
    if (score.risk) parts.push({ url: 'risk', valueCode: score.risk });
    parts.push(stringExtension('title', score.title, `scores[${i}].title`));
    for (const band of score.bands ?? []) {
      const bandParts = [{ url: 'min', valueDecimal: band.min }];
      if (band.max !== undefined && band.max !== null) bandParts.push({ url: 'max', valueDecimal: band.max });
      bandParts.push({ url: 'level', valueCode: band.level }, { url: 'code', valueCode: band.code });
      if (band.gender) bandParts.push({ url: 'gender', valueCode: band.gender });
      parts.push({ url: 'band', extension: bandParts });
    }
    // A top-box score is a share of top answers, read as it is: it has no bands to fall in.
    if ((score.bands ?? []).length === 0 && score.kind !== 'top-box') problems.push(`scores[${i}]: no bands`);
    ext.push({ url: `${P}score`, extension: parts });
  });
  return ext;
}

function eligibility(node) {
  const ext = [];
  if (node.minAge !== undefined && node.minAge !== null) ext.push({ url: `${P}min-age`, valueInteger: node.minAge });
  if (node.maxAge !== undefined && node.maxAge !== null) ext.push({ url: `${P}max-age`, valueInteger: node.maxAge });
  if (node.gender) ext.push({ url: `${P}gender`, valueCode: node.gender });
  return ext;
}

function toGroup(group, where, ctx) {
  const { withText, problems, linkIds } = ctx;
  claimLinkId(group.linkId, where, problems, linkIds);
  const out = { linkId: group.linkId };
  withText(out, 'text', group.text, `${where}.text`);
  out.type = 'group';
  const ext = eligibility(group);
  if (ext.length > 0) out.extension = ext;
  // A group's instructions are its leading display items (decision 0040: groups hold questions and display items).
  const intro = (group.instructions ?? []).map((ref, i) => {
    const linkId = `${group.linkId}-intro${(group.instructions ?? []).length > 1 ? `-${i + 1}` : ''}`;
    claimLinkId(linkId, `${where}.instructions[${i}]`, problems, linkIds);
    return withText({ linkId }, 'text', ref, `${where}.instructions[${i}]`);
  });
  for (const item of intro) item.type = 'display';
  out.item = [...intro, ...(group.items ?? []).map((item, i) => toItem(item, `${where}.items[${i}]`, ctx))];
  return out;
}

function claimLinkId(linkId, where, problems, linkIds) {
  if (typeof linkId !== 'string' || !LINK_ID.test(linkId)) problems.push(`${where}: linkId ${JSON.stringify(linkId)} is not lower-kebab`);
  else if (linkIds.has(linkId)) problems.push(`${where}: linkId "${linkId}" is used twice`);
  linkIds.add(linkId);
}

function toItem(item, where, ctx) {
  const { withText, stringExtension, problems, linkIds, seenQuestions, scoreCodes } = ctx;
  claimLinkId(item.linkId, where, problems, linkIds);
  const type = item.type;
  if (!ITEM_TYPES.includes(type)) problems.push(`${where}: type ${JSON.stringify(type)} is not one of ${ITEM_TYPES.join(', ')}`);

  const ext = [];
  if (item.control) {
    ext.push({
      url: `${FHIR}questionnaire-itemControl`,
      valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code: item.control }] },
    });
  }
  const valueKey = type === 'decimal' ? 'valueDecimal' : 'valueInteger';
  if (item.min !== undefined && item.min !== null) ext.push({ url: `${FHIR}minValue`, [valueKey]: item.min });
  if (item.max !== undefined && item.max !== null) ext.push({ url: `${FHIR}maxValue`, [valueKey]: item.max });
  if (item.unit) ext.push({ url: `${FHIR}questionnaire-unit`, valueCoding: { system: UCUM, code: item.unit } });
  if (item.lowLabel) ext.push(stringExtension(`${P}scale-low-label`, item.lowLabel, `${where}.lowLabel`));
  if (item.highLabel) ext.push(stringExtension(`${P}scale-high-label`, item.highLabel, `${where}.highLabel`));
  if (item.enableWhenScore) {
    if (!scoreCodes.has(item.enableWhenScore.score)) problems.push(`${where}.enableWhenScore: no score ${item.enableWhenScore.score}`);
    ext.push({
      url: `${P}enable-when-score`,
      extension: [
        { url: 'score', valueCode: item.enableWhenScore.score },
        { url: 'min', valueDecimal: item.enableWhenScore.min },
      ],
    });
  }
  ext.push(...eligibility(item));
  for (const source of item.source ?? []) ext.push({ url: `${P}source`, valueString: source });
  if (item.directIncentive) ext.push({ url: `${P}direct-incentive`, valueBoolean: true });
  if (item.crisisSupport) ext.push({ url: `${P}crisis-support`, valueBoolean: true });
  if (type !== 'display' && (item.source ?? []).length === 0) problems.push(`${where}: no source`);

  const out = { linkId: item.linkId };
  withText(out, 'text', item.text, `${where}.text`);
  out.type = type;
  if (ext.length > 0) out.extension = ext;

  if (item.enableWhen?.length) {
    out.enableWhen = item.enableWhen.map((condition, i) => {
      const at = `${where}.enableWhen[${i}]`;
      const earlier = seenQuestions.get(condition.question);
      if (!earlier) problems.push(`${at}: "${condition.question}" is not a question before this one`);
      const answerKey = ANSWER_KEYS.find((key) => condition[key] !== undefined);
      const answer = condition.operator === 'exists' ? { answerBoolean: condition.answerBoolean ?? true } : {};
      if (answerKey === 'answerCoding') {
        if (earlier && !earlier.codes.has(condition.answerCoding)) problems.push(`${at}: "${condition.question}" has no option ${condition.answerCoding}`);
        answer.answerCoding = { code: condition.answerCoding };
      } else if (answerKey) answer[answerKey] = condition[answerKey];
      else if (condition.operator !== 'exists') problems.push(`${at}: no answer to compare with`);
      return { question: condition.question, operator: condition.operator, ...answer };
    });
    if (out.enableWhen.length > 1) out.enableBehavior = item.enableBehavior ?? 'all';
  }

  if (type !== 'display') {
    out.required = item.required ?? true;
    if (item.repeats) out.repeats = true;
  }
  const codes = new Set();
  if (type === 'choice') {
    if (!item.options?.length) problems.push(`${where}: a choice with no options`);
    out.answerOption = (item.options ?? []).map((option, i) => {
      const at = `${where}.options[${i}]`;
      if (!OPTION_CODE.test(option.code ?? '')) problems.push(`${at}: code ${JSON.stringify(option.code)} is not UPPER_SNAKE`);
      if (codes.has(option.code)) problems.push(`${at}: code ${option.code} is used twice`);
      codes.add(option.code);
      const optionExt = [];
      if (option.weight !== undefined && option.weight !== null) optionExt.push({ url: `${FHIR}itemWeight`, valueDecimal: option.weight });
      if (option.active === false) optionExt.push({ url: `${P}option-active`, valueBoolean: false });
      const answer = {};
      if (optionExt.length > 0) answer.extension = optionExt;
      answer.valueCoding = withText({ code: option.code }, 'display', option.display, `${at}.display`);
      return answer;
    });
  }
  if (type !== 'display') seenQuestions.set(item.linkId, { type, codes });
  return out;
}

function checkScores(scores, seenQuestions, problems) {
  scores.forEach((score, i) => {
    for (const linkId of score.items ?? []) {
      if (!seenQuestions.has(linkId)) problems.push(`scores[${i}] (${score.code}): "${linkId}" is not a question`);
    }
    // The portal reads a score's bands from the lowest up, each gender's on their own.
    const lastMin = new Map();
    for (const band of score.bands ?? []) {
      const gender = band.gender ?? '';
      if (lastMin.has(gender) && band.min < lastMin.get(gender)) problems.push(`scores[${i}] (${score.code}): band ${band.code} comes after a higher one`);
      lastMin.set(gender, band.min);
    }
  });
}
