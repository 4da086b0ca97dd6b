/** JSON calls to a benchmark's server, as a browser makes them; any answer but 2xx stops the benchmark. */
export type BenchCall = <T>(method: string, path: string, token: string | undefined, body?: unknown) => Promise<T>;

export function benchClient(base: string): BenchCall {
  return async <T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
