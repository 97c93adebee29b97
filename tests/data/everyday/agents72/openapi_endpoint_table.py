"""Summarize an OpenAPI document (as a dict) into an endpoint table and lint it."""
import json

SPEC = json.loads("""
{
  "openapi": "3.0.3",
  "info": {"title": "Bookstore", "version": "1.4.0"},
  "paths": {
    "/books": {
      "get": {"operationId": "listBooks", "tags": ["books"], "parameters": [{"name": "limit", "in": "query"}, {"name": "cursor", "in": "query"}],
              "responses": {"200": {"description": "ok"}}},
      "post": {"operationId": "createBook", "tags": ["books"], "requestBody": {"required": true},
               "responses": {"201": {"description": "created"}, "422": {"description": "invalid"}}}
    },
    "/books/{bookId}": {
      "get": {"operationId": "getBook", "tags": ["books"], "parameters": [{"name": "bookId", "in": "path", "required": true}],
              "responses": {"200": {"description": "ok"}, "404": {"description": "missing"}}},
      "delete": {"tags": ["books", "admin"], "responses": {"204": {"description": "gone"}}, "deprecated": true}
    },
    "/authors/{authorId}/books": {
      "get": {"operationId": "listAuthorBooks", "tags": ["authors"],
              "responses": {"200": {"description": "ok"}}}
    }
  }
}
""")

METHOD_ORDER = ["get", "post", "put", "patch", "delete"]


def main():
    info = SPEC["info"]
    print(f"{info['title']} v{info['version']} (OpenAPI {SPEC['openapi']})")
    rows = []
    issues = []
    for path, ops in SPEC["paths"].items():
        templated = {seg[1:-1] for seg in path.split("/") if seg.startswith("{")}
        for method in sorted(ops, key=METHOD_ORDER.index):
            op = ops[method]
            op_id = op.get("operationId", "-")
            codes = sorted(op["responses"], key=int)
            params = op.get("parameters", [])
            declared = {p["name"] for p in params if p["in"] == "path"}
            if op_id == "-":
                issues.append(f"{method.upper()} {path}: missing operationId")
            if missing := templated - declared:
                issues.append(f"{method.upper()} {path}: undeclared path params {sorted(missing)}")
            flag = " (deprecated)" if op.get("deprecated") else ""
            rows.append((method.upper(), path, op_id + flag, ",".join(codes), len(params)))
    widths = [max(len(str(r[i])) for r in rows) for i in range(5)]
    header = ("METHOD", "PATH", "OPERATION", "CODES", "#P")
    widths = [max(w, len(h)) for w, h in zip(widths, header)]
    line = "  ".join(h.ljust(w) for h, w in zip(header, widths))
    print(line)
    print("-" * len(line))
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip())
    tags = {}
    for ops in SPEC["paths"].values():
        for op in ops.values():
            for t in op.get("tags", []):
                tags[t] = tags.get(t, 0) + 1
    print("tags:", json.dumps(tags, sort_keys=True))
    print(f"{len(issues)} lint issue(s):")
    for i in issues:
        print("  -", i)
    return len(rows)


if __name__ == "__main__":
    main()
