import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

type Stylis = ContextType<typeof StyleSheetContext>['stylis'];

/**
 * Compiled rules kept per process: a component's CSS compiles to the same rules on every page, and
 * the cache holds at most this many of them (a component with free-form values makes new ones).
 */
const MAX_COMPILED = 10_000;

const compiledBy = new WeakMap<Stylis, Stylis>();

/**
 * `stylis` with its results kept across renders. Each server render collects styles into a new
 * sheet (ServerStyleSheet), which has seen no class yet, so styled-components compiles every
 * rule of the page again; the compiled rules depend only on the arguments, so they are taken
 * from here instead. `hash` is the original's: the class names stay those the browser makes.
 */
function compiledOnce(stylis: Stylis): Stylis {
  const cached = compiledBy.get(stylis);
  if (cached) return cached;
  const compiled = new Map<string, string[]>();
  const once = (css: string, selector?: string, prefix?: string, componentId?: string) => {
    const key = `${componentId}\n${selector}\n${prefix}\n${css}`;
    let rules = compiled.get(key);
    if (!rules) {
      rules = stylis(css, selector, prefix, componentId);
      if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
      compiled.set(key, rules);
    }
    return rules;
  };
  const wrapped: Stylis = Object.assign(once, { hash: stylis.hash });
  compiledBy.set(stylis, wrapped);
  return wrapped;
}

/** Styled components below compile each rule once per process instead of once per render. */
export function CompiledStyles({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: compiledOnce(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
