import { LANGUAGE_CODES, type LanguageCode } from '@portal/contract';
import type { Texts } from './definition';

/** Addresses of decision 0040: ours under `P/`, and the standard ones of FHIR. */
export const PORTAL_EXTENSION_BASE = 'http://member-portal.example/fhir/StructureDefinition/';
export const FHIR_EXTENSION_BASE = 'http://hl7.org/fhir/StructureDefinition/';
export const TRANSLATION_URL = `${FHIR_EXTENSION_BASE}translation`;
export const ITEM_CONTROL_URL = `${FHIR_EXTENSION_BASE}questionnaire-itemControl`;
export const MIN_VALUE_URL = `${FHIR_EXTENSION_BASE}minValue`;
export const MAX_VALUE_URL = `${FHIR_EXTENSION_BASE}maxValue`;
export const UNIT_URL = `${FHIR_EXTENSION_BASE}questionnaire-unit`;
export const ITEM_WEIGHT_URL = `${FHIR_EXTENSION_BASE}itemWeight`;

export interface QuestionnaireProblem {
  /** Where in the document, e.g. `item[2].item[0].answerOption[1]`; empty for the document as a whole. */
  readonly path: string;
  readonly message: string;
}

export type Json = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Collects a document's problems; every reader adds to the same list so that all are reported at once. */
export class ProblemList {
  readonly problems: QuestionnaireProblem[] = [];

  add(path: string, message: string): void {
    this.problems.push({ path, message });
  }
}

export interface Extension {
  readonly url: string;
  readonly node: Json;
  readonly path: string;
}

/** The node's extensions with their paths; malformed entries are reported, not skipped silently. */
export function extensionsOf(node: Json, path: string, problems: ProblemList): readonly Extension[] {
  const raw = node['extension'];
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.add(at(path, 'extension'), 'extension must be a list');
    return [];
  }
  const found: Extension[] = [];
  raw.forEach((entry, index) => {
    const entryPath = at(at(path, 'extension'), index);
    if (!isObject(entry) || typeof entry['url'] !== 'string') problems.add(entryPath, 'an extension needs a url');
    else found.push({ url: entry['url'], node: entry, path: entryPath });
  });
  return found;
}

/** `P/name` for our own extensions, the url itself for anything else (messages name what the plan wrote). */
export function portalName(url: string): string | null {
  return url.startsWith(PORTAL_EXTENSION_BASE) ? url.slice(PORTAL_EXTENSION_BASE.length) : null;
}

/** FHIRPath is refused by name (decision 0040): SDC's enableWhenExpression, calculatedExpression and their kin. */
export function isExpressionExtension(url: string): boolean {
  return /Expression$/.test(url);
}

/**
 * Reports our extensions this level does not know, and every FHIRPath extension. Standard FHIR
 * extensions other than those are let through: other tools' hints do no harm here.
 */
export function checkExtensionNames(extensions: readonly Extension[], known: readonly string[], problems: ProblemList): void {
  for (const extension of extensions) {
    const name = portalName(extension.url);
    if (isExpressionExtension(extension.url)) {
      problems.add(extension.path, `FHIRPath is not supported: ${extension.url} (decision 0040)`);
    } else if (name !== null && !known.includes(name)) {
      problems.add(extension.path, `unknown extension P/${name} here`);
    }
  }
}

export function findExtension(extensions: readonly Extension[], url: string): Extension | undefined {
  return extensions.find((extension) => extension.url === url);
}

export function portalExtension(extensions: readonly Extension[], name: string): Extension | undefined {
  return findExtension(extensions, PORTAL_EXTENSION_BASE + name);
}

export function readBoolean(extension: Extension | undefined, fallback: boolean, problems: ProblemList): boolean {
  if (extension === undefined) return fallback;
  const value = extension.node['valueBoolean'];
  if (typeof value === 'boolean') return value;
  problems.add(extension.path, 'expected valueBoolean');
  return fallback;
}

export function readInteger(extension: Extension | undefined, problems: ProblemList): number | null {
  if (extension === undefined) return null;
  const value = extension.node['valueInteger'];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  problems.add(extension.path, 'expected valueInteger');
  return null;
}

/** A decimal may be written as valueDecimal or, being whole, valueInteger. */
export function readNumber(extension: Extension | undefined, problems: ProblemList): number | null {
  if (extension === undefined) return null;
  const value = extension.node['valueDecimal'] ?? extension.node['valueInteger'];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  problems.add(extension.path, 'expected valueDecimal');
  return null;
}

export function readCode<T extends string>(extension: Extension | undefined, allowed: readonly T[], problems: ProblemList): T | null {
  if (extension === undefined) return null;
  const value = extension.node['valueCode'];
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  problems.add(extension.path, `expected valueCode, one of ${allowed.join(', ')}`);
  return null;
}

export function readString(extension: Extension | undefined, problems: ProblemList): string | null {
  if (extension === undefined) return null;
  const value = extension.node['valueString'] ?? extension.node['valueCode'];
  if (typeof value === 'string' && value.trim() !== '') return value;
  problems.add(extension.path, 'expected valueString');
  return null;
}

const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'EN');

function languageOf(tag: unknown): LanguageCode | null {
  if (typeof tag !== 'string') return null;
  const code = tag.split('-')[0]?.toUpperCase() ?? '';
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : null;
}

/**
 * A text in English on `field` with the ten other languages as translation extensions on `_field`
 * (decision 0040). Any language missing is a problem: a member must never meet an untranslated text.
 * A translation into English is ignored: the base text is the English one.
 */
export function readTexts(node: Json, field: string, path: string, problems: ProblemList): Texts | null {
  const base = node[field];
  if (typeof base !== 'string' || base.trim() === '') {
    problems.add(at(path, field), `${field} is required`);
    return null;
  }
  const translated: Partial<Record<LanguageCode, string>> = { EN: base };
  const holder = node[`_${field}`];
  const holderPath = at(path, `_${field}`);
  if (isObject(holder)) {
    for (const extension of extensionsOf(holder, holderPath, problems)) {
      if (extension.url !== TRANSLATION_URL) continue;
      const parts = extensionsOf(extension.node, extension.path, problems);
      const language = languageOf(parts.find((part) => part.url === 'lang')?.node['valueCode']);
      const content = parts.find((part) => part.url === 'content')?.node['valueString'];
      if (language === null || typeof content !== 'string' || content.trim() === '') {
        problems.add(extension.path, 'a translation needs lang (a product language) and content');
      } else if (language !== 'EN') {
        translated[language] = content;
      }
    }
  }
  const missing = OTHER_LANGUAGES.filter((code) => translated[code] === undefined);
  if (missing.length > 0) {
    problems.add(holderPath, `missing translation: ${missing.map((code) => code.toLowerCase()).join(', ')}`);
    return null;
  }
  return translated as Texts;
}
