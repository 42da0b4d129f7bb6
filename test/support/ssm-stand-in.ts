/**
 * A stand-in for AWS Systems Manager Parameter Store (through aws-sdk-client-mock: every
 * SSMClient in the process talks to it) that keeps the documented contract of the calls Tock
 * makes, so code that works here works there:
 * - PutParameter: Name, Value and Type (String, StringList, SecureString) required; an existing
 *   name without `Overwrite: true` is ParameterAlreadyExists; a standard-tier value holds at
 *   most 4 KB; each write is a new version;
 * - GetParameter / GetParameters: a SecureString's value comes back decrypted only with
 *   `WithDecryption: true` (else its ciphertext, never the value); GetParameter of a missing name
 *   is ParameterNotFound, GetParameters lists missing names under InvalidParameters (at most 10);
 * - DeleteParameter: a missing name is ParameterNotFound;
 * - the caller's permissions: an action outside `allowed` is AccessDeniedException.
 * @see https://docs.aws.amazon.com/systems-manager/latest/APIReference/API_PutParameter.html
 * @see https://docs.aws.amazon.com/systems-manager/latest/APIReference/API_GetParameter.html
 * @see https://docs.aws.amazon.com/systems-manager/latest/APIReference/API_GetParameters.html
 * @see https://docs.aws.amazon.com/systems-manager/latest/APIReference/API_DeleteParameter.html
 */
import {
  DeleteParameterCommand,
  GetParameterCommand,
  GetParametersCommand,
  ParameterAlreadyExists,
  ParameterNotFound,
  PutParameterCommand,
  SSMClient,
  SSMServiceException,
  type Parameter,
} from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { createHash } from 'node:crypto';

export type SsmAction = 'PutParameter' | 'GetParameter' | 'GetParameters' | 'DeleteParameter';

interface Stored {
  readonly type: 'String' | 'StringList' | 'SecureString';
  readonly value: string;
  readonly version: number;
}

export interface SsmStandIn {
  /** The stored parameters, by name (values as stored, SecureStrings in clear). */
  readonly parameters: Map<string, Stored>;
  /** `Action name[,name…]` per call, refused ones included. */
  readonly calls: string[];
  restore(): void;
}

const STANDARD_TIER_BYTES = 4096;

const metadata = { httpStatusCode: 400 };
const denied = (action: string) =>
  new SSMServiceException({
    name: 'AccessDeniedException',
    $fault: 'client',
    $metadata: metadata,
    message: `not authorized to perform ssm:${action}`,
  });
const notFound = (name: string) =>
  new ParameterNotFound({ $metadata: metadata, message: `Parameter ${name} not found.` });

export function startSsmStandIn(
  allowed: readonly SsmAction[] = [
    'PutParameter',
    'GetParameter',
    'GetParameters',
    'DeleteParameter',
  ],
): SsmStandIn {
  const parameters = new Map<string, Stored>();
  const calls: string[] = [];
  const ssm = mockClient(SSMClient);
  const begin = (action: SsmAction, names: readonly (string | undefined)[]) => {
    calls.push(`${action} ${names.join(',')}`);
    if (!allowed.includes(action)) throw denied(action);
  };
  const shown = (name: string, stored: Stored, decrypt: boolean): Parameter => ({
    Name: name,
    Type: stored.type,
    Version: stored.version,
    // Without WithDecryption a SecureString comes back as its ciphertext.
    Value:
      stored.type === 'SecureString' && !decrypt
        ? `AQICAH${createHash('sha256').update(stored.value).digest('base64')}`
        : stored.value,
  });

  ssm
    .on(PutParameterCommand)
    .callsFake(
      (input: {
        Name?: string;
        Value?: string;
        Type?: string;
        Overwrite?: boolean;
        Tier?: string;
      }) => {
        begin('PutParameter', [input.Name]);
        if (!input.Name || input.Value === undefined)
          throw new SSMServiceException({
            name: 'ValidationException',
            $fault: 'client',
            $metadata: metadata,
            message: 'Name and Value are required',
          });
        const existing = parameters.get(input.Name);
        if (existing && input.Overwrite !== true)
          throw new ParameterAlreadyExists({
            $metadata: metadata,
            message:
              'The parameter already exists. To overwrite this value, set the overwrite option in the request to true.',
          });
        const type = input.Type ?? existing?.type;
        if (type !== 'String' && type !== 'StringList' && type !== 'SecureString')
          throw new SSMServiceException({
            name: 'ValidationException',
            $fault: 'client',
            $metadata: metadata,
            message: 'A parameter type is required when you create a parameter.',
          });
        if (
          (input.Tier ?? 'Standard') === 'Standard' &&
          Buffer.byteLength(input.Value) > STANDARD_TIER_BYTES
        )
          throw new SSMServiceException({
            name: 'ValidationException',
            $fault: 'client',
            $metadata: metadata,
            message:
              'Standard tier parameters support a maximum parameter value of 4096 characters.',
          });
        const version = (existing?.version ?? 0) + 1;
        parameters.set(input.Name, { type, value: input.Value, version });
        return { Version: version, Tier: 'Standard' };
      },
    );

  ssm.on(GetParameterCommand).callsFake((input: { Name?: string; WithDecryption?: boolean }) => {
    begin('GetParameter', [input.Name]);
    const stored = parameters.get(input.Name ?? '');
    if (!stored) throw notFound(input.Name ?? '');
    return { Parameter: shown(input.Name ?? '', stored, input.WithDecryption === true) };
  });

  ssm
    .on(GetParametersCommand)
    .callsFake((input: { Names?: string[]; WithDecryption?: boolean }) => {
      const names = input.Names ?? [];
      begin('GetParameters', names);
      if (names.length < 1 || names.length > 10)
        throw new SSMServiceException({
          name: 'ValidationException',
          $fault: 'client',
          $metadata: metadata,
          message: 'Names must hold 1 to 10 names',
        });
      const found = names.filter((n) => parameters.has(n));
      return {
        Parameters: found.map((n) =>
          shown(n, parameters.get(n) as Stored, input.WithDecryption === true),
        ),
        InvalidParameters: names.filter((n) => !parameters.has(n)),
      };
    });

  ssm.on(DeleteParameterCommand).callsFake((input: { Name?: string }) => {
    begin('DeleteParameter', [input.Name]);
    if (!parameters.delete(input.Name ?? '')) throw notFound(input.Name ?? '');
    return {};
  });

  return { parameters, calls, restore: () => ssm.restore() };
}
