/**
 * `npm run tables`: creates any missing table on the DynamoDB at DYNAMODB_ENDPOINT
 * (default: a DynamoDB Local on port 8000), from the same definitions as the CDK stack.
 * `npm start` does this by itself; this script is for a DynamoDB you run yourself.
 */
import { createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../../shared/adapters/dynamo/create-tables.js';
import { loadConfig, tableNames } from '../../shared/config.js';

const config = loadConfig();
const endpoint = config.DYNAMODB_ENDPOINT ?? 'http://127.0.0.1:8000';
const client = createDynamoClient({ endpoint, region: config.AWS_REGION });
const names = tableNames(config);
await createTablesIfMissing(client, names);
console.log(`Tables ready on ${endpoint}: ${Object.values(names).join(', ')}`);
client.destroy();
