/**
 * bvs serves most REST operations twice, under `/v2/...` and unversioned (the paths existing
 * integrators use), with the same schemas and operationIds that differ only by a `V2` or
 * `Unversioned` suffix. A client needs each once: this keeps the operation without the suffix and
 * drops its alias (operations whose answers differ, like the v1 people read-out, have their own names
 * and stay).
 */
export function foldAliases(document) {
  const ops = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (op && typeof op === 'object' && 'operationId' in op) ops.push({ path, method, op });
    }
  }
  const ids = new Set(ops.map((o) => o.op.operationId));
  const paths = {};
  let dropped = 0;
  for (const { path, method, op } of ops) {
    const base = op.operationId.replace(/(V2|Unversioned)$/, '');
    if (base !== op.operationId && ids.has(base)) {
      dropped++;
      continue;
    }
    paths[path] = { ...paths[path], [method]: op };
  }
  return { document: { ...document, paths }, dropped };
}
