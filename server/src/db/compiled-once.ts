import type { CompiledQuery, Kysely, Transaction } from 'kysely';

/** Stands for one argument while a query is compiled; each run puts that argument's value in its place. */
class Slot {
  constructor(readonly key: string) {}
}

/**
 * A query built and compiled once per shape, then run with each call's values (issue 15). Kysely builds the
 * operation tree, renames it (the camel-case plugin) and compiles it again on every call: about 0.15 ms for the
 * application read, which a submission and a read each run, a tenth of the server's time per submit-and-read.
 *
 * `shape` names the arguments the SQL's form depends on (passed to `build` as they are); every other argument is
 * a value, compiled as a placeholder. Whether a value is given is part of the shape too, so `build` may test
 * `=== undefined`, but it must use a value only as a value (a parameter), never to decide the SQL.
 */
export const compiledOnce = <DB, Args extends Record<string, unknown>, Row>(
  shape: readonly (keyof Args & string)[],
  build: (db: Kysely<DB> | Transaction<DB>, args: Args) => { compile(): CompiledQuery<Row> },
) => {
  const compiled = new Map<string, CompiledQuery<Row>>();
  const isShape = (key: string) => (shape as readonly string[]).includes(key);
  const compile = (db: Kysely<DB> | Transaction<DB>, args: Args) => {
    const slots = new Set<string>();
    const placeheld = Object.fromEntries(
      Object.entries(args).map(([key, value]) => {
        if (isShape(key) || value === undefined) return [key, value];
        slots.add(key);
        return [key, new Slot(key)];
      }),
    ) as Args;
    const query = build(db, placeheld).compile();
    const placed = new Set(query.parameters.flatMap((p) => (p instanceof Slot ? [p.key] : [])));
    const misplaced = [...slots].filter((key) => !placed.has(key));
    // A value written into the SQL text, or used only to choose a branch, would be compiled as its slot: caught
    // here when it reaches no parameter, which is why the values that decide the SQL belong in `shape`.
    if (misplaced.length > 0) throw new Error(`compiledOnce: ${misplaced.join(', ')} did not end up as parameters`);
    return query;
  };
  return async (db: Kysely<DB> | Transaction<DB>, args: Args): Promise<Row[]> => {
    const key = Object.keys(args)
      .sort()
      .map((k) => (isShape(k) ? `${k}=${String(args[k])}` : args[k] === undefined ? `${k}-` : `${k}+`))
      .join('&');
    let query = compiled.get(key);
    if (query === undefined) {
      query = compile(db, args);
      compiled.set(key, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.key] : p));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
};
