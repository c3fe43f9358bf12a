/** The route table: patterns with `:name` segments, matched newest first so a later registration overrides. */
import type { RouteHandler, RouteOptions } from './engine';
import { simError } from './errors';

export interface CompiledRoute {
  method: string;
  pattern: string;
  regex: RegExp;
  names: string[];
  handler: RouteHandler;
  /** Check Basic auth before the handler runs. */
  auth: boolean;
}

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const src = pattern
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        names.push(seg.slice(1));
        return '([^/]+)';
      }
      if (seg === '*') return '.*';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${src}/?$`), names };
}

export class Router {
  private routes: CompiledRoute[] = [];

  /** Registers a route; the same method + pattern replaces the earlier entry in place. */
  add(method: string, pattern: string, handler: RouteHandler, options: RouteOptions = {}): void {
    const m = method.toUpperCase();
    const { regex, names } = compile(pattern);
    const auth = options.auth ?? pattern.startsWith('/sdk/v1/');
    const entry = { method: m, pattern, regex, names, handler, auth };
    const existing = this.routes.findIndex((r) => r.method === m && r.pattern === pattern);
    if (existing >= 0) this.routes[existing] = entry;
    else this.routes.push(entry);
  }

  /**
   * The route for `method path` and its URI-decoded `:name` params; no route for the path → `not_found`, a route
   * for the path under another method → `method_not_allowed`.
   */
  match(method: string, path: string): { route: CompiledRoute; params: Record<string, string> } {
    let pathMatched = false;
    for (let i = this.routes.length - 1; i >= 0; i--) {
      const route = this.routes[i];
      const match = route.regex.exec(path);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== method && route.method !== '*') continue;
      const params: Record<string, string> = {};
      route.names.forEach((n, j) => (params[n] = decodeURIComponent(match[j + 1])));
      return { route, params };
    }
    if (pathMatched) throw simError('method_not_allowed', { message: `${method} is not allowed on ${path}.` });
    throw simError('not_found', {
      message: `The simulator has no route for ${method} ${path}. Is the module that serves it installed?`,
    });
  }
}
