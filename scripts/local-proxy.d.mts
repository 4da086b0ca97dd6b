/** Types of local-proxy.mjs, for the server's tests and benchmarks that put it in front of API processes. */
export interface LocalProxy {
  /** The port it listens on. */
  port: number;
  /** Stops listening and ends every open connection. */
  close(): Promise<void>;
}

export function startLocalProxy(options: {
  /** 0: any free port. */
  port: number;
  host?: string;
  upstreams: readonly { host: string; port: number }[];
}): Promise<LocalProxy>;
