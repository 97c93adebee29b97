"""Run a deployment plan with context managers that always clean up after themselves."""
from contextlib import ExitStack, contextmanager, suppress, closing, nullcontext

events: list[str] = []


class MaintenanceMode:
    """Context manager class: put a service in maintenance for the block's duration."""

    def __init__(self, service: str):
        self.service = service
        self.entered = False

    def __enter__(self):
        events.append(f"maintenance on  {self.service}")
        self.entered = True
        return self

    def __exit__(self, exc_type, exc, tb):
        events.append(f"maintenance off {self.service}" + (f" after {exc_type.__name__}" if exc_type else ""))
        return False


class Lock:
    def __init__(self, name):
        self.name = name

    def close(self):
        events.append(f"released lock {self.name}")


@contextmanager
def traffic_drained(host: str, fail: bool = False):
    events.append(f"drain {host}")
    try:
        if fail:
            raise ConnectionError(f"{host} did not drain")
        yield host.upper()
    except KeyError as exc:
        events.append(f"rollback {host}: missing {exc}")
        raise
    finally:
        events.append(f"undrain {host}")


def deploy(hosts: list[str], artifacts: dict[str, str], bad_host: str | None = None) -> list[str]:
    done = []
    with ExitStack() as stack:
        stack.enter_context(MaintenanceMode("web"))
        stack.enter_context(closing(Lock("deploy")))
        stack.callback(events.append, "notify #deploys")
        for host in hosts:
            name = stack.enter_context(traffic_drained(host, fail=(host == bad_host)))
            version = artifacts[host]
            done.append(f"{name}@{version}")
            events.append(f"installed {version} on {host}")
    return done


def main():
    artifacts = {"web-1": "v2.4.0", "web-2": "v2.4.0"}
    print("ok:", deploy(["web-1", "web-2"], artifacts))
    print("\n".join(events))
    events.clear()
    try:
        deploy(["web-1", "web-3"], artifacts)
    except KeyError as exc:
        print("deploy failed, missing artifact for", exc)
    print("\n".join(events))
    events.clear()
    with suppress(ConnectionError):
        deploy(["web-2"], artifacts, bad_host="web-2")
        print("not reached")
    print("\n".join(events))
    with ExitStack() as stack:
        for i in range(3):
            stack.callback(print, "cleanup", i)
        later = stack.pop_all()
    print("moved callbacks; closing now")
    later.close()
    with nullcontext("dry-run") as mode, MaintenanceMode("api") as m:
        print(mode, m.service, m.entered)
    print(events[-2:])
    return len(events)


if __name__ == "__main__":
    main()
