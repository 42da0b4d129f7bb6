/**
 * Dispatcher metrics as CloudWatch Embedded Metric Format: fields merged into an ordinary
 * JSON log line, which CloudWatch Logs turns into metrics. No SDK call, no extra latency,
 * and locally they are just log fields.
 *
 * @see https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
import type { DispatchStats } from '../usecases/dispatch-ports.js';

/** Namespace and dimension the stack's alarms read. */
export const dispatchMetrics = {
  namespace: 'Tock/Dispatcher',
  /** Dimension holding the Lambda function name, so two deployments in one account stay apart. */
  dimension: 'Function',
  /** Largest due-to-claim delay in a pass: the "falling behind" signal. */
  lateness: 'LatenessMs',
  sent: 'Sent',
  /** Reminders given up on, a bad bot token, or a pass that threw: each needs a human. */
  failures: 'Failures',
} as const;

type Unit = 'Milliseconds' | 'Count';

/** The EMF fields for one record: `_aws` metadata plus one top-level member per metric. */
function emfFields(
  functionName: string,
  nowMs: number,
  values: Record<string, { value: number; unit: Unit }>,
): Record<string, unknown> {
  return {
    _aws: {
      Timestamp: nowMs,
      CloudWatchMetrics: [
        {
          Namespace: dispatchMetrics.namespace,
          Dimensions: [[dispatchMetrics.dimension]],
          Metrics: Object.entries(values).map(([Name, m]) => ({ Name, Unit: m.unit })),
        },
      ],
    },
    [dispatchMetrics.dimension]: functionName,
    ...Object.fromEntries(Object.entries(values).map(([name, m]) => [name, m.value])),
  };
}

/** Fields for a finished pass, published every pass (also when idle) so the alarms always have data. */
export function passMetricFields(
  stats: DispatchStats,
  functionName: string,
  nowMs: number,
): Record<string, unknown> {
  return emfFields(functionName, nowMs, {
    [dispatchMetrics.lateness]: { value: stats.lateMs, unit: 'Milliseconds' },
    [dispatchMetrics.sent]: { value: stats.sent, unit: 'Count' },
    [dispatchMetrics.failures]: { value: stats.failed + (stats.halted ? 1 : 0), unit: 'Count' },
  });
}

/** Fields for a pass that threw (storage unreachable, …): counted as one failure. */
export function failedPassMetricFields(
  functionName: string,
  nowMs: number,
): Record<string, unknown> {
  return emfFields(functionName, nowMs, {
    [dispatchMetrics.failures]: { value: 1, unit: 'Count' },
  });
}
