import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/** An alarm on any occurrence in a period (errors, failed records, dropped events); no data is fine. */
export function anyOccurrenceAlarm(
  scope: Construct,
  metric: cloudwatch.Metric,
  name: string,
  description: string,
): cloudwatch.Alarm {
  return metric.createAlarm(scope, name, {
    alarmDescription: description,
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
