LOG = """a1b2c3d|Alice|2026-11-30|Fix login redirect
b2c3d4e|Bob|2026-11-30|Add export button
c3d4e5f|Alice|2026-12-01|Refactor session store
d4e5f6a|carol|2026-12-01|docs: update README
e5f6a7b|Bob|2026-12-02|Fix flaky test
f6a7b8c|Alice|2026-12-02|Fix typo in error message
a7b8c9d|Dave|2026-12-03|Bump version to 1.4.0"""


def main():
    commits = [dict(zip(("sha", "author", "date", "msg"), line.split("|"))) for line in LOG.splitlines()]
    by_author = {}
    for c in commits:
        by_author.setdefault(c["author"].title(), []).append(c)
    for author, cs in sorted(by_author.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        fixes = sum(1 for c in cs if c["msg"].lower().startswith("fix"))
        print(f"{author:<6} {len(cs)} commit(s), {fixes} fix(es), last {max(c['date'] for c in cs)}")
    per_day = {}
    for c in commits:
        per_day[c["date"]] = per_day.get(c["date"], 0) + 1
    busiest = max(per_day.items(), key=lambda kv: (kv[1], kv[0]))
    print("busiest day:", busiest)
    kinds = {c["msg"].split()[0].rstrip(":").lower() for c in commits}
    return sorted(kinds), [c["sha"][:4] for c in commits[-2:]]
