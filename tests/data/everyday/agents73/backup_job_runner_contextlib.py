"""Dry-run a backup plan: acquire locks and temp dirs via context managers, record cleanup order."""
from contextlib import contextmanager, ExitStack, suppress, closing
from dataclasses import dataclass

LOG: list[str] = []


class BackupError(Exception):
    pass


@contextmanager
def lock(name):
    LOG.append(f"lock {name}")
    try:
        yield name
    finally:
        LOG.append(f"unlock {name}")


@contextmanager
def temp_dir(job):
    path = f"/tmp/backup-{job}"
    LOG.append(f"mkdir {path}")
    try:
        yield path
    except BackupError as e:
        LOG.append(f"keep {path} for debugging ({e})")
        raise
    else:
        LOG.append(f"rm -r {path}")


class Connection:
    def __init__(self, dsn):
        self.dsn = dsn
        LOG.append(f"connect {dsn}")

    def dump(self, table):
        if table == "audit_log":
            raise BackupError(f"table {table} is locked")
        return f"{table}.sql"

    def close(self):
        LOG.append(f"close {self.dsn}")


@dataclass
class Job:
    name: str
    dsn: str
    tables: list


JOBS = [Job("nightly", "pg://main", ["users", "orders"]), Job("audit", "pg://audit", ["events", "audit_log"]),
        Job("empty", "pg://main", [])]


def run(job: Job) -> list[str]:
    with ExitStack() as stack:
        stack.enter_context(lock(job.dsn))
        workdir = stack.enter_context(temp_dir(job.name))
        conn = stack.enter_context(closing(Connection(job.dsn)))
        stack.callback(LOG.append, f"notify {job.name} done")
        if not job.tables:
            LOG.append("nothing to do")
            return []
        return [f"{workdir}/{conn.dump(t)}" for t in job.tables]


def main():
    results = {}
    for job in JOBS:
        LOG.clear()
        try:
            files = run(job)
            results[job.name] = ("ok", files)
        except BackupError as e:
            results[job.name] = ("failed", [str(e)])
        print(f"== {job.name}: {results[job.name][0]}")
        for step in LOG:
            print("   ", step)
    with suppress(KeyError, ZeroDivisionError):
        print(results["missing"])
    print("suppressed lookup ok")
    for name, (status, detail) in results.items():
        print(f"{name:<8}{status:<8}{', '.join(detail) or '-'}")
    return sum(1 for s, _ in results.values() if s == "ok")


if __name__ == "__main__":
    main()
