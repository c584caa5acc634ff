// Alerts before the unique (email, filter_key) and (email, slot) indexes (docs/backend.md,
// 'Alerts'): sign-ups that arrived at once could leave twins, or an 11th alert on PostgreSQL,
// which hands out ids before commit. Both statements read the same on both engines. Twins keep
// the confirmed one, else the earliest; every alert then takes its place among its address's
// alerts by id (0 for the first).
export const ALERT_SLOT_BACKFILL: string[] = [
  `DELETE FROM alerts WHERE EXISTS (
     SELECT 1 FROM alerts k
     WHERE k.email = alerts.email AND k.filter_key = alerts.filter_key
       AND (k.confirmed > alerts.confirmed OR (k.confirmed = alerts.confirmed AND k.id < alerts.id)))`,
  `UPDATE alerts SET slot = (SELECT count(*) FROM alerts e WHERE e.email = alerts.email AND e.id < alerts.id)`,
]
