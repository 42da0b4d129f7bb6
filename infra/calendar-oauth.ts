/**
 * Google and Microsoft OAuth clients in AWS (docs/decisions.md, "Calendar sync"). The client
 * ids are plain configuration (CDK context), set on the interactions function (which offers a
 * provider only when its id is set, and hands out the link), the public pages function (its
 * OAuth pages send the browser to the consent page and exchange the code) and the sync function.
 * The client secrets live in one Secrets Manager secret the operator creates before deploying,
 * `<prefix>/calendar/oauth-clients`, a JSON object
 * `{"GOOGLE_CLIENT_SECRET": "…", "MICROSOFT_CLIENT_SECRET": "…"}`. Only the public pages (in
 * their OAuth module, loaded on the first `/oauth/…` request) and the sync function read it,
 * once per cold start, and may call GetSecretValue on that secret only.
 */
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { OAUTH_SECRET_POINTER } from '../shared/adapters/aws-secrets.js';

export interface CalendarOAuthProps {
  readonly googleClientId?: string;
  readonly microsoftClientId?: string;
  /** `common` unless set (work, school and personal Microsoft accounts). */
  readonly microsoftTenant?: string;
}

export const calendarOAuthSecretName = (prefix: string): string =>
  `${prefix}/calendar/oauth-clients`;

/**
 * Functions that only offer providers and start the flow (the client ids) and those that
 * exchange codes and refresh tokens (the ids, and the client secrets from their secret).
 */
export interface CalendarOAuthFunctions {
  readonly offer: readonly lambda.Function[];
  readonly exchange: readonly lambda.Function[];
}

/** Configures the functions for the providers whose client ids are given; nothing when none is. */
export function configureCalendarOAuth(
  scope: Construct,
  prefix: string,
  props: CalendarOAuthProps | undefined,
  fns: CalendarOAuthFunctions,
): secretsmanager.ISecret | null {
  if (!props?.googleClientId && !props?.microsoftClientId) return null;
  const secret = secretsmanager.Secret.fromSecretNameV2(
    scope,
    'CalendarOAuthClients',
    calendarOAuthSecretName(prefix),
  );
  const ids: Record<string, string> = {
    ...(props.googleClientId ? { GOOGLE_CLIENT_ID: props.googleClientId } : {}),
    ...(props.microsoftClientId
      ? {
          MICROSOFT_CLIENT_ID: props.microsoftClientId,
          MICROSOFT_TENANT: props.microsoftTenant ?? 'common',
        }
      : {}),
  };
  for (const fn of [...fns.offer, ...fns.exchange])
    for (const [k, v] of Object.entries(ids)) fn.addEnvironment(k, v);
  for (const fn of fns.exchange) {
    fn.addEnvironment(OAUTH_SECRET_POINTER, calendarOAuthSecretName(prefix));
    // GetSecretValue on this secret only; imported by name, so its ARN ends in `-` and 6 characters.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [`${secret.secretArn}-??????`],
      }),
    );
  }
  return secret;
}
