import { describe, expect, it } from 'vitest';
import {
  dispatchMetrics,
  failedPassMetricFields,
  passMetricFields,
} from '../../shared/adapters/metrics.js';

const stats = {
  claimed: 3,
  sent: 2,
  skipped: 0,
  retried: 0,
  failed: 1,
  halted: true,
  lateMs: 1500,
};

describe('Function: passMetricFields', () => {
  it('publishes lateness, sends and failures as CloudWatch Embedded Metric Format', () => {
    const fields = passMetricFields(stats, 'Tock-Dispatcher', 1_700_000_000_000);
    expect(fields).toMatchObject({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: dispatchMetrics.namespace,
            Dimensions: [['Function']],
            Metrics: [
              { Name: 'LatenessMs', Unit: 'Milliseconds' },
              { Name: 'Sent', Unit: 'Count' },
              { Name: 'Failures', Unit: 'Count' },
            ],
          },
        ],
      },
      Function: 'Tock-Dispatcher',
      LatenessMs: 1500,
      Sent: 2,
      Failures: 2, // one reminder given up + the halted pass
    });
  });

  it('counts a pass that threw as one failure', () => {
    expect(failedPassMetricFields('f', 0)).toMatchObject({ Failures: 1, Function: 'f' });
  });
});
