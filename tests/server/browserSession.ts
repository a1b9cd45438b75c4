import { csrfHeaders } from '../../server/lib/http/csrf';

export interface JsonResponse<Body = unknown> {
  status: number;
  body: Body;
}

/**
 * A browser stand-in over real HTTP: one cookie jar kept by hand (what the server sets is sent
 * back to whichever server `origin` is called, as a browser behind a load balancer would), and
 * the CSRF header on changes, like src/features/api/baseApi.ts.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();

  get<Body>(
    origin: string,
    path: string,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<Body>> {
    return this.send<Body>(origin, path, { method: 'GET', headers });
  }

  post<Body>(origin: string, path: string, payload: unknown = {}): Promise<JsonResponse<Body>> {
    return this.send<Body>(origin, path, {
      method: 'POST',
      headers: { ...csrfHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  private async send<Body>(
    origin: string,
    path: string,
    init: RequestInit,
  ): Promise<JsonResponse<Body>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) this.remember(header);
    return { status: response.status, body: (await response.json()) as Body };
  }

  /** `name=value; Path=/; ...`: an empty value or `Max-Age=0` is the server clearing the cookie. */
  private remember(header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const split = pair.indexOf('=');
    const name = pair.slice(0, split).trim();
    const value = pair.slice(split + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (!value || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
