"""Plan database migrations: validate the dependency graph, then print batches to apply."""
from dataclasses import dataclass, field
from graphlib import CycleError, TopologicalSorter


@dataclass(frozen=True)
class Migration:
    ident: str
    description: str
    depends_on: tuple[str, ...] = ()
    destructive: bool = False
    est_seconds: int = 5


MIGRATIONS = [
    Migration("0001_init", "create users, orgs"),
    Migration("0002_orgs_fk", "users.org_id foreign key", ("0001_init",), est_seconds=40),
    Migration("0003_audit", "audit_log table", ("0001_init",)),
    Migration("0004_drop_legacy", "drop legacy_sessions", ("0002_orgs_fk",), destructive=True),
    Migration("0005_idx_email", "unique index on users.email", ("0002_orgs_fk",), est_seconds=120),
    Migration("0006_backfill", "backfill audit rows", ("0003_audit", "0005_idx_email"), est_seconds=300),
]
APPLIED = {"0001_init", "0003_audit"}


@dataclass
class Plan:
    batches: list = field(default_factory=list)
    warnings: list = field(default_factory=list)

    @property
    def total_seconds(self):
        return sum(max(m.est_seconds for m in batch) for batch in self.batches)


def build_plan(migrations, applied):
    by_id = {m.ident: m for m in migrations}
    plan = Plan()
    for m in migrations:
        for dep in m.depends_on:
            if dep not in by_id:
                plan.warnings.append(f"{m.ident}: unknown dependency {dep}")
    sorter = TopologicalSorter({m.ident: m.depends_on for m in migrations})
    sorter.prepare()
    while sorter.is_active():
        ready = sorted(sorter.get_ready())
        batch = [by_id[i] for i in ready if i not in applied]
        if batch:
            plan.batches.append(batch)
        sorter.done(*ready)
    for batch in plan.batches:
        for m in batch:
            if m.destructive:
                plan.warnings.append(f"{m.ident} is destructive: take a backup first")
    return plan


def main():
    plan = build_plan(MIGRATIONS, APPLIED)
    print(f"pending: {sum(map(len, plan.batches))} migration(s) in {len(plan.batches)} batch(es)")
    for n, batch in enumerate(plan.batches, 1):
        print(f"batch {n}:")
        for m in batch:
            flag = " [DESTRUCTIVE]" if m.destructive else ""
            print(f"  - {m.ident:<18} {m.description:<30} ~{m.est_seconds:>3}s{flag}")
    print(f"estimated wall time: {plan.total_seconds // 60}m{plan.total_seconds % 60:02d}s")
    for w in plan.warnings:
        print("WARNING:", w)
    cyclic = dict(a=("b",), b=("c",), c=("a",))
    try:
        list(TopologicalSorter(cyclic).static_order())
    except CycleError as exc:
        print("cycle detected:", " -> ".join(exc.args[1]))
    return len(plan.batches)


if __name__ == "__main__":
    main()
