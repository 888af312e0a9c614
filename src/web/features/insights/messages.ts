import english from '#domain/i18n/catalogues/insights/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The Insights screen's texts: the league table, the trend, the most-failed items, time to fix. */
export const insightsMessages = defineNamespace('insights', english);
