/**
 * An element as node-saml's parser (xml2js) hands it over: attributes under `$`, text under
 * `_`, children in arrays under their local name (prefixes stripped).
 */
export interface XmlElement {
  readonly $?: Readonly<Record<string, unknown>>;
  readonly _?: unknown;
  readonly [child: string]: unknown;
}

function isElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The children of `parent` with this local name; a bare string is a text-only child. */
export function childElements(parent: XmlElement | undefined, name: string): XmlElement[] {
  const value = parent?.[name];
  if (!Array.isArray(value)) return [];
  return value.map((child: unknown) => (typeof child === 'string' ? { _: child } : child)).filter(isElement);
}

/** The one child with this local name; undefined when there is none or more than one. */
export function onlyChild(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  const children = childElements(parent, name);
  return children.length === 1 ? children[0] : undefined;
}

export function attributeOf(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.$?.[name];
  return typeof value === 'string' ? value : undefined;
}

export function textOf(element: XmlElement | undefined): string | undefined {
  const value = element?._;
  return typeof value === 'string' ? value : undefined;
}

/** The document's root element when it has this local name. */
export function rootElement(document: unknown, name: string): XmlElement | undefined {
  if (!isElement(document)) return undefined;
  const root = document[name];
  return isElement(root) ? root : undefined;
}
