# Order database migrations: each migration file names the one it depends on.
# Detect branches (two heads), missing parents, and produce the apply order
# from the current revision to head.
import re

MIGRATIONS = """
0001_initial.sql        parent=none       -- create users, orders
0002_add_email.sql      parent=0001       -- users.email
0003_orders_index.sql   parent=0002       -- idx on orders.created_at
0004_soft_delete.sql    parent=0003       -- users.deleted_at
0005_audit_table.sql    parent=0004       -- audit log
0006_backfill_email.sql parent=0005       -- data migration
"""

LINE = re.compile(r"^(?P<rev>\d{4})_(?P<slug>\w+)\.sql\s+parent=(?P<parent>\d{4}|none)\s+--\s*(?P<note>.*)$")


def parse(text):
    migs = {}
    for lineno, line in enumerate(text.strip().splitlines(), 1):
        m = LINE.match(line.strip())
        if not m:
            raise ValueError(f"line {lineno}: cannot parse {line!r}")
        d = m.groupdict()
        d["parent"] = None if d["parent"] == "none" else d["parent"]
        migs[d["rev"]] = d
    return migs


def heads(migs):
    parents = {m["parent"] for m in migs.values() if m["parent"]}
    return sorted(r for r in migs if r not in parents)


def chain_to(migs, head):
    out = []
    rev = head
    seen = set()
    while rev is not None:
        if rev in seen:
            raise RuntimeError(f"loop at {rev}")
        seen.add(rev)
        if rev not in migs:
            raise KeyError(rev)
        out.append(rev)
        rev = migs[rev]["parent"]
    return out[::-1]


def plan(migs, current):
    hs = heads(migs)
    if len(hs) != 1:
        return None, f"multiple heads: {hs}"
    order = chain_to(migs, hs[0])
    if current is None:
        return order, "fresh database"
    if current not in order:
        return None, f"current revision {current} not in history"
    idx = order.index(current)
    return order[idx + 1:], f"upgrading from {current}"


def main():
    migs = parse(MIGRATIONS)
    print("known:", ", ".join(sorted(migs)))
    for current in (None, "0003", "0006", "0009"):
        steps, why = plan(migs, current)
        if steps is None:
            print(f"[{current}] refuse: {why}")
            continue
        print(f"[{current}] {why}: {len(steps)} step(s)")
        for rev in steps:
            m = migs[rev]
            print(f"    apply {rev} {m['slug']:<15} # {m['note']}")

    branched = dict(migs)
    branched["0007"] = {"rev": "0007", "slug": "feature_x", "parent": "0005", "note": "x"}
    steps, why = plan(branched, "0004")
    print("branched:", steps, why)

    broken = dict(migs)
    broken["0002"] = dict(broken["0002"], parent="0000")
    try:
        chain_to(broken, "0006")
    except KeyError as exc:
        print("missing parent:", exc)

    try:
        parse("0001_x.sql parent=abc -- nope")
    except ValueError as exc:
        print(exc)


if __name__ == "__main__":
    main()
