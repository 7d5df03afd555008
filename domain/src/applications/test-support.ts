import type { ApplicationData } from './form-model.ts';

/** Test helpers: a deep copy of example data and an edit at a dotted path ('capital.rows.0.name'). */
export const cloneData = (data: ApplicationData): Record<string, Record<string, unknown>> =>
  JSON.parse(JSON.stringify(data)) as Record<string, Record<string, unknown>>;

const parentOf = (root: unknown, path: string): [Record<string, unknown>, string] => {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let node = root as Record<string, unknown>;
  for (const k of keys) node = node[k] as Record<string, unknown>;
  return [node, last];
};

export const withValue = (data: ApplicationData, path: string, value: unknown): ApplicationData => {
  const copy = cloneData(data);
  const [parent, key] = parentOf(copy, path);
  parent[key] = value;
  return copy;
};

export const without = (data: ApplicationData, path: string): ApplicationData => {
  const copy = cloneData(data);
  const [parent, key] = parentOf(copy, path);
  delete parent[key];
  return copy;
};

export const edit = (data: ApplicationData, change: (d: Record<string, Record<string, unknown>>) => void): ApplicationData => {
  const copy = cloneData(data);
  change(copy);
  return copy;
};
