// Types of scripts/load-lib.mjs for the TypeScript test that runs it.
export interface LoadUser {
  name: string;
  index: number;
  base: string;
  postIds: number[];
  /** The user's blogs as acknowledged: id → last title, deleted, published. */
  blogs: Map<
    number,
    {
      title: string;
      deleted: boolean;
      published: boolean;
      unsure: { titles: string[]; deleted: boolean; published?: boolean };
    }
  >;
  /** Creates a blog as the load does and records it as acknowledged; its id, or null when refused. */
  createBlog(op: string, extra?: Record<string, unknown>): Promise<number | null>;
  req(
    op: string,
    method: string,
    path: string,
    opts?: { body?: unknown; expect?: number[]; measured?: boolean },
  ): Promise<{
    status: number;
    headers: { get(name: string): string | null; getSetCookie(): string[] };
    json(): unknown;
  } | null>;
}

export interface LoadRow {
  op: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  users: number;
  processes: number;
  seconds: number;
  rows: LoadRow[];
  errors: { op: string; message: string }[];
  errorsDuringLoad: number;
  lost: string[];
  verifySeconds: number;
  writes: { blogs: number; deleted: number; prompts: number; contributions: number; published: number };
}

export function instagramConnector(
  consent: (authUrl: string, opts: { account?: string }) => Promise<{ code: string | null; state: string | null }>,
): (user: LoadUser) => Promise<void>;
export const MIX: Record<string, number>;
export function summarise(latencies: Map<string, number[]>): LoadRow[];
export function runLoad(opts: {
  targets: string[];
  users: number;
  seconds: number;
  thinkMs?: number;
  devtoApiKey?: string;
  instagramUsers?: number;
  connectInstagram?: (user: LoadUser) => Promise<void>;
  publishWaitMs?: number;
  /** Called as the timed load starts and as it ends (before `beforeVerify`): scripts/load.mjs samples CPU time. */
  onLoadStart?: () => void;
  onLoadEnd?: () => void;
  /** Runs between the load and the read-back (tests: make a write go missing). */
  beforeVerify?: (users: LoadUser[]) => Promise<void>;
  log?: (message: string) => void;
}): Promise<LoadResult>;
