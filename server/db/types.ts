import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database both drivers share; repositories take this (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
