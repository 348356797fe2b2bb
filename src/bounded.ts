/**
 * Sets `key` as the newest entry of a map kept to at most `max` entries: the oldest is dropped first. The one rule of
 * every bounded in-process memory here (compiled documents, verified tokens, validated shapes, active users, quotes).
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
