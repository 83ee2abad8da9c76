import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One real PostgreSQL server for the unit and integration suites that run on both databases. */
export default async function setup(project: TestProject) {
  const pg = await startPostgres(Number(process.env.TEST_PG_PORT ?? 54329));
  project.provide("postgresUrl", pg.url);
  return () => pg.stop();
}
