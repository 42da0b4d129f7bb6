import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

/** The parameters the stack names for the prefix `tock` (infra/webhook-key.ts). */
export const WEBHOOK_KEY_PARAMETERS = {
  ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:webhook-key',
  PrivateKeyParameter: '/tock/webhook/private-key',
  PublicKeyParameter: '/tock/webhook/public-key',
};

type Properties = { ServiceToken: string } & Record<string, string>;

/** A CloudFormation event for `Custom::WebhookKeyPair`, as CloudFormation sends it. */
export function webhookKeyPairEvent(
  type: 'Create' | 'Update' | 'Delete',
  props: Properties = WEBHOOK_KEY_PARAMETERS,
  old: Properties = WEBHOOK_KEY_PARAMETERS,
): CloudFormationCustomResourceEvent {
  const base = {
    ServiceToken: props.ServiceToken,
    ResponseURL: 'http://127.0.0.1/unused',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Tock/abc',
    RequestId: 'req-1',
    LogicalResourceId: 'WebhookKeyKeyPair',
    ResourceType: 'Custom::WebhookKeyPair',
    ResourceProperties: props,
  };
  const physical = WEBHOOK_KEY_PARAMETERS.PrivateKeyParameter;
  if (type === 'Create') return { ...base, RequestType: 'Create' };
  if (type === 'Update')
    return {
      ...base,
      RequestType: 'Update',
      PhysicalResourceId: physical,
      OldResourceProperties: old,
    };
  return { ...base, RequestType: 'Delete', PhysicalResourceId: physical };
}
