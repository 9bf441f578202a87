/*
 * Faster style computation in jsdom, for jest.setup.web.ts.
 *
 * jsdom's getComputedStyle matches the element against every rule of every stylesheet, with the
 * nwsapi selector engine. Role queries call it for each element they look at and its ancestors
 * (hidden checks, accessible names), as do toBeVisible and user-event's pointer-events check.
 * antd's CSS-in-JS puts some 2,200 rules (2,100 distinct selectors) in the document, so style
 * computation was most of the time of the antd screen tests. Two fixes; neither changes any
 * answer, only how soon it comes:
 *
 * 1. nwsapi keeps compiled selectors in LRU caches of 1000 entries. Walking 2,100 selectors in
 *    order evicts each entry before it is used again, so every call recompiled every selector
 *    (parse + new Function). The caches hold compiled selectors only (never results); they are
 *    made unbounded, and the document's stylesheets bound their size.
 * 2. An element can only match a selector if it has the type and classes of the selector's
 *    last compound (`.ant-btn` in `:where(.css-x).ant-btn:not(.ant-btn-disabled)`); browsers
 *    skip most rules the same way. Almost every antd rule names such classes, so most rules
 *    are ruled out by a set lookup before nwsapi is asked.
 *
 * Both reach into jsdom 26 and nwsapi 2.2 (not public API). Should either change shape, the
 * functions leave jsdom as it is: the tests then only get slower.
 */

type Engine = Record<string, unknown>;

/** jsdom's nwsapi instances: the one it matches stylesheet rules with, and its querySelector one. */
function jsdomSelectorEngines(document: Document): { rules?: Engine; queries?: Engine } {
  const implSymbol = Object.getOwnPropertySymbols(document).find(
    (symbol) => symbol.description === 'impl',
  );
  if (!implSymbol) return {};
  // jsdom creates both instances on first use.
  document.defaultView?.getComputedStyle(document.documentElement);
  document.documentElement.matches('html');
  const impl = (document as unknown as Record<symbol, Record<string, unknown> | undefined>)[
    implSymbol
  ];
  const engine = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Engine) : undefined;
  return { rules: engine(impl?._nwsapiDontThrow), queries: engine(impl?._nwsapi) };
}

function unboundSelectorCaches(engine: Engine) {
  interface Cache {
    get(key: string): unknown;
    set(key: string, value: unknown): unknown;
    has(key: string): boolean;
    clear(): void;
    size(): number;
  }
  for (const name of ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers']) {
    const cache = engine[name] as Partial<Cache> | undefined;
    if (!cache || typeof cache.get !== 'function' || typeof cache.set !== 'function') continue;
    const entries = new Map<string, unknown>();
    cache.get = (key) => entries.get(key);
    cache.set = (key, value) => (entries.set(key, value), value);
    cache.has = (key) => entries.has(key);
    cache.clear = () => entries.clear();
    cache.size = () => entries.size;
  }
}

/** What an element must be to match one selector: its type and its classes. */
export interface SubjectRequirement {
  /** Lower-case type (tag) name, if the selector names one. */
  type?: string;
  classes: string[];
}

const IDENTIFIER = /^-?(?:[_a-zA-Z\u0080-\uFFFF]|--)[-\w\u0080-\uFFFF]*/;

/**
 * For each selector of a list, the type and classes its last compound requires, outside any
 * :not(), :where(), :is(), :has() or attribute selector: `a:where(.x)` requires an `a`,
 * `.ant-form .ant-btn:not(.y)` an element of class ant-btn. Null when some selector of the list
 * requires neither, or when the text is beyond this small reader (escapes, namespaces): such
 * selectors always go to nwsapi.
 */
export function subjectRequirements(selectorList: string): SubjectRequirement[] | null {
  const requirements: SubjectRequirement[] = [];
  let compound: SubjectRequirement = { classes: [] };
  const requiresSomething = () => compound.type !== undefined || compound.classes.length > 0;
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selectorList.length; i += 1) {
    const char = selectorList[i] as string;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '\\' || char === '|' || char === '&') {
      return null;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (depth > 0) {
      // Inside :not(...), :where(...), [attr=...]: nothing there is required.
    } else if (char === ',') {
      if (!requiresSomething()) return null;
      requirements.push(compound);
      compound = { classes: [] };
    } else if (/[\s>+~]/.test(char)) {
      // A combinator: the compound read so far is not the last one.
      compound = { classes: [] };
    } else if (char === '*') {
      // Any type.
    } else {
      // A class, an id, a pseudo-class or pseudo-element, or a type: each ends in a name.
      const prefix = char === '.' || char === '#' || char === ':' ? 1 : 0;
      const skip = char === ':' && selectorList[i + 1] === ':' ? 2 : prefix;
      const name = IDENTIFIER.exec(selectorList.slice(i + skip))?.[0];
      if (!name) return null;
      if (char === '.') compound.classes.push(name);
      else if (!prefix) compound.type = name.toLowerCase();
      i += skip + name.length - 1;
    }
  }
  if (depth !== 0 || quote || !requiresSomething()) return null;
  requirements.push(compound);
  return requirements;
}

/** Answers "no" at once when an element lacks what every selector of the list requires. */
function skipRulesByTypeAndClass(engine: Engine, document: Document) {
  type Match = (this: unknown, selectors: string, element: Element, callback?: unknown) => boolean;
  const match = engine.match as Match | undefined;
  // Class names match case-insensitively in quirks mode.
  if (typeof match !== 'function' || document.compatMode !== 'CSS1Compat') return;
  const plans = new Map<string, SubjectRequirement[] | null>();
  const classSets = new Map<string, Set<string>>();
  const matchUnlessRuledOut: Match = function (selectors, element, callback) {
    if (typeof selectors === 'string' && element?.nodeType === 1) {
      let plan = plans.get(selectors);
      if (plan === undefined) {
        plan = subjectRequirements(selectors);
        plans.set(selectors, plan);
      }
      if (plan) {
        // className is an SVGAnimatedString on SVG elements.
        const attribute =
          typeof element.className === 'string'
            ? element.className
            : (element.getAttribute('class') ?? '');
        let classes = classSets.get(attribute);
        if (!classes) {
          classes = new Set(attribute.split(/[ \t\n\f\r]+/).filter(Boolean));
          classSets.set(attribute, classes);
        }
        const has = classes;
        let type: string | undefined;
        const possible = plan.some(
          (required) =>
            required.classes.every((name) => has.has(name)) &&
            (required.type === undefined ||
              required.type === (type ??= element.localName.toLowerCase())),
        );
        if (!possible) return false;
      }
    }
    return match.call(this, selectors, element, callback);
  };
  engine.match = matchUnlessRuledOut;
}

/** Call once per test file, before anything renders (jest.setup.web.ts). */
export function speedUpJsdomStyles(document: Document): void {
  const { rules, queries } = jsdomSelectorEngines(document);
  if (rules) {
    unboundSelectorCaches(rules);
    skipRulesByTypeAndClass(rules, document);
  }
  if (queries) unboundSelectorCaches(queries);
}
