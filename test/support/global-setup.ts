import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../infra/local/dynamo-local.js';

/** One DynamoDB Local (in memory) for the whole test run; tests create their own uniquely named tables. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = await startDynamoLocal();
  project.provide('dynamoEndpoint', db.endpoint);
  return () => db.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
