"""Run a deployment plan with a custom exception hierarchy and chained causes."""


class DeployError(Exception):
    """Base class for deployment failures."""

    def __init__(self, step: str, message: str):
        super().__init__(f"[{step}] {message}")
        self.step = step


class PreflightError(DeployError):
    pass


class RolloutError(DeployError):
    def __init__(self, step, message, hosts_done):
        super().__init__(step, message)
        self.hosts_done = hosts_done


class RollbackFailed(DeployError):
    pass


def check_disk(host, free_gb):
    if free_gb < 5:
        raise ValueError(f"{host} has only {free_gb} GB free")


def preflight(hosts):
    for host, free in hosts.items():
        try:
            check_disk(host, free)
        except ValueError as exc:
            raise PreflightError("preflight", "disk check failed") from exc


def rollout(hosts, bad_host=None):
    done = []
    for host in hosts:
        try:
            if host == bad_host:
                raise ConnectionError(f"ssh to {host} timed out")
        except ConnectionError as exc:
            raise RolloutError("rollout", f"stopped at {host}", done) from exc
        else:
            done.append(host)
    return done


def rollback(done, broken_rollback):
    if broken_rollback:
        raise RuntimeError("previous release artifact missing")
    return list(reversed(done))


def deploy(name, hosts, bad_host=None, broken_rollback=False):
    log = [f"deploy {name}"]
    try:
        preflight(hosts)
        done = rollout(list(hosts), bad_host)
    except PreflightError as exc:
        log.append(f"aborted before changes: {exc} (cause: {exc.__cause__})")
    except RolloutError as exc:
        log.append(f"failed: {exc}; cause={exc.__cause__!r}; done={exc.hosts_done}")
        try:
            undone = rollback(exc.hosts_done, broken_rollback)
            log.append(f"rolled back {undone}")
        except RuntimeError as inner:
            err = RollbackFailed("rollback", str(inner))
            log.append(f"{type(err).__name__}: {err}; context={type(inner.__context__).__name__}")
    else:
        log.append(f"success on {len(done)} host(s)")
    finally:
        log.append("release lock")
    return log


def main():
    hosts = {"web-1": 40, "web-2": 22, "web-3": 31}
    scenarios = [
        ("v1.8.0", hosts, None, False),
        ("v1.8.1", {**hosts, "web-4": 2}, None, False),
        ("v1.8.2", hosts, "web-2", False),
        ("v1.8.3", hosts, "web-3", True),
    ]
    for name, hs, bad, broken in scenarios:
        for line in deploy(name, hs, bad, broken):
            print(("  " if not line.startswith("deploy") else "") + line)
    print([c.__name__ for c in RollbackFailed.__mro__])
    print(issubclass(RolloutError, DeployError), isinstance(PreflightError("x", "y"), Exception))
    e = RolloutError("s", "m", ["a"])
    print(e.args, e.step, str(e))


if __name__ == "__main__":
    main()
