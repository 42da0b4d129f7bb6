/**
 * The webhook key pair in AWS (docs/decisions.md, "Webhook delivery"): an RSA pair of its own
 * for sealing `notification_method: webhook` URLs, generated at deploy time by a custom resource
 * (functions/webhook-key), its private half kept as an SSM Parameter Store SecureString
 * (standard tier, the AWS-managed `aws/ssm` key: no standing cost) that only the dispatcher may
 * read, its public half handed to the interactions function, which seals with it.
 */
import { CustomResource, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** The parameters' names: the private half (SecureString) and the public half (String). */
export const webhookKeyParameters = (prefix: string) =>
  ({
    privateKey: `/${prefix}/webhook/private-key`,
    publicKey: `/${prefix}/webhook/public-key`,
  }) as const;

export interface WebhookKeyProps {
  /** The custom-resource function that generates and stores the pair (functions/webhook-key). */
  readonly fn: lambda.Function;
  /** Functions that open sealed webhooks (the dispatcher and its drain): the only readers of the private half. */
  readonly openers: readonly lambda.Function[];
  /** Functions that seal webhook URLs (the interactions function): they get WEBHOOK_PUBLIC_KEY and no SSM permission. */
  readonly sealers: readonly lambda.Function[];
  readonly prefix: string;
}

export class WebhookKey extends Construct {
  readonly keyPair: CustomResource;
  /** The private half's parameter ARN. */
  readonly privateKeyArn: string;

  constructor(scope: Construct, id: string, props: WebhookKeyProps) {
    super(scope, id);
    const names = webhookKeyParameters(props.prefix);
    const arnOf = (name: string) =>
      Stack.of(this).formatArn({
        service: 'ssm',
        resource: 'parameter',
        resourceName: name.replace(/^\//, ''),
      });
    this.privateKeyArn = arnOf(names.privateKey);
    const publicKeyArn = arnOf(names.publicKey);

    // The generator writes and deletes both halves and reads back only the public one (on a
    // stack update). The SecureString is encrypted with the AWS-managed aws/ssm key, whose key
    // policy admits SSM calls of the account's principals: no KMS permission is needed.
    props.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ssm:PutParameter', 'ssm:DeleteParameter'],
        resources: [this.privateKeyArn, publicKeyArn],
      }),
    );
    props.fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ssm:GetParameter'], resources: [publicKeyArn] }),
    );
    this.keyPair = new CustomResource(this, 'KeyPair', {
      serviceToken: props.fn.functionArn,
      resourceType: 'Custom::WebhookKeyPair',
      properties: { PrivateKeyParameter: names.privateKey, PublicKeyParameter: names.publicKey },
    });
    this.keyPair.node.addDependency(props.fn.role ?? props.fn);

    // The private half: read (GetParameters, WithDecryption) by the dispatcher's code only.
    for (const opener of props.openers) {
      opener.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ssm:GetParameters'],
          resources: [this.privateKeyArn],
        }),
      );
      opener.addEnvironment('WEBHOOK_PRIVATE_KEY_PARAMETER', names.privateKey);
    }
    for (const sealer of props.sealers)
      sealer.addEnvironment('WEBHOOK_PUBLIC_KEY', this.keyPair.getAttString('PublicKeyPem'));
  }
}
