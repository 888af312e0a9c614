// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: { setupRequest: (request: RawRequest) => RawRequest }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Answers by HTTP status, e.g. { '200': { count: 10 } }. */
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
