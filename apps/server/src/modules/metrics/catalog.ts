import type { AvailableMetrics, MetricDetail } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../platform/http/errors.js';

/** Every metric this process exposes, by name (the registry's own list). */
export async function availableMetrics(deps: AppDeps): Promise<AvailableMetrics> {
  const all = await deps.metrics.registry.getMetricsAsJSON();
  return {
    metrics: all.map((m) => ({ name: m.name, help: m.help, type: String(m.type) })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

type MetricJson = Awaited<ReturnType<AppDeps['metrics']['registry']['getMetricsAsJSON']>>[number];

function detail(m: MetricJson): MetricDetail {
  return {
    name: m.name,
    help: m.help,
    type: String(m.type),
    samples: m.values.map((v) => ({
      labels: Object.fromEntries(Object.entries(v.labels).filter((e): e is [string, string | number] => e[1] !== undefined)),
      value: Number.isFinite(v.value) ? v.value : null,
      ...('metricName' in v && typeof v.metricName === 'string' ? { sample_name: v.metricName } : {}),
    })),
  };
}

/** One metric with its samples; an unknown name is a 404 that lists the names there are. */
export async function metricDetail(deps: AppDeps, name: string): Promise<MetricDetail> {
  const metric = deps.metrics.registry.getSingleMetric(name);
  if (!metric) {
    const available = (await availableMetrics(deps)).metrics.map((m) => m.name);
    throw unknownMetric(name, available);
  }
  const json = (await deps.metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  if (!json) throw unknownMetric(name, []);
  return detail(json);
}

export async function allMetricsJson(deps: AppDeps): Promise<MetricDetail[]> {
  return (await deps.metrics.registry.getMetricsAsJSON()).map(detail);
}

/** 404 naming the metrics there are (`available` in the body too, for programs). */
const unknownMetric = (name: string, available: string[]) =>
  new AppError(404, 'not_found', `No metric named "${name}". Available metrics: ${available.join(', ')}`, undefined, { available });
