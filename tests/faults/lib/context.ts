import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PgCluster } from './pg';
import { projectRoot } from './proc';
import { Report } from './report';

/** What every scenario gets: a shared throwaway Postgres cluster (made on first use) and its reports. */
export class Context {
  readonly reports: Report[] = [];
  readonly distDir = join(projectRoot, 'dist');
  readonly clusters: PgCluster[] = [];
  #shared: Promise<PgCluster> | undefined;

  report(name: string): Report {
    const report = new Report(name);
    this.reports.push(report);
    return report;
  }

  /** A cluster of this run's own; scenarios that stop it make their own with `ownCluster`. */
  sharedCluster(): Promise<PgCluster> {
    this.#shared ??= this.ownCluster('shared');
    return this.#shared;
  }

  async ownCluster(name: string): Promise<PgCluster> {
    const cluster = await PgCluster.create(name);
    this.clusters.push(cluster);
    return cluster;
  }

  /** A new empty database on the shared cluster. */
  async database(name: string): Promise<string> {
    const cluster = await this.sharedCluster();
    return cluster.createDatabase(`faults_${name.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`);
  }

  async close(): Promise<void> {
    for (const cluster of this.clusters) await cluster.stop('immediate').catch(() => {});
  }
}

export interface Scenario {
  name: string;
  /** In `npm run test:faults:quick`: no cluster restart, no waiting on backoff. */
  quick: boolean;
  /** The report lines it prints, when they are named otherwise (run.ts takes these names too). */
  reports?: readonly string[];
  run(ctx: Context): Promise<void>;
}
