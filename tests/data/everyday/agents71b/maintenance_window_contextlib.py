"""Run a maintenance job that must always put services back, even on failure."""
import contextlib
import io

EVENTS = []


class Service:
    def __init__(self, name, fail_on_stop=False):
        self.name = name
        self.running = True
        self.fail_on_stop = fail_on_stop

    def stop(self):
        if self.fail_on_stop:
            raise RuntimeError(f"{self.name} refused to stop")
        self.running = False
        EVENTS.append(f"stop {self.name}")

    def start(self):
        self.running = True
        EVENTS.append(f"start {self.name}")


@contextlib.contextmanager
def stopped(service):
    service.stop()
    try:
        yield service
    finally:
        service.start()


@contextlib.contextmanager
def maintenance_banner(message):
    EVENTS.append(f"banner on: {message}")
    try:
        yield
    except Exception as exc:
        EVENTS.append(f"banner: job failed ({exc})")
        raise
    else:
        EVENTS.append("banner: job ok")
    finally:
        EVENTS.append("banner off")


class Lock:
    def __init__(self, name):
        self.name = name
        self.held = False

    def __enter__(self):
        self.held = True
        EVENTS.append(f"lock {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        self.held = False
        EVENTS.append(f"unlock {self.name} ({exc_type.__name__ if exc_type else 'clean'})")
        return False


def run_job(services, steps):
    with maintenance_banner("db upgrade"), Lock("maint") as lock:
        with contextlib.ExitStack() as stack:
            for s in services:
                stack.enter_context(stopped(s))
            stack.callback(EVENTS.append, "cleanup temp files")
            for step in steps:
                EVENTS.append(f"step {step} (lock held: {lock.held})")
                if step == "boom":
                    raise OSError("disk full")


def main():
    scenarios = [
        ("happy", [Service("api"), Service("worker")], ["backup", "migrate"]),
        ("step fails", [Service("api"), Service("worker")], ["backup", "boom", "migrate"]),
        ("stop fails", [Service("api"), Service("cron", fail_on_stop=True)], ["backup"]),
    ]
    for title, services, steps in scenarios:
        EVENTS.clear()
        try:
            run_job(services, steps)
        except (OSError, RuntimeError) as exc:
            outcome = f"{type(exc).__name__}: {exc}"
        else:
            outcome = "ok"
        print(f"--- {title}: {outcome}")
        for e in EVENTS:
            print("   ", e)
        print("    all running again:", all(s.running for s in services))

    with contextlib.suppress(KeyError):
        {}["missing"]
        print("never printed")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        print("captured", 42)
    print("captured text:", buf.getvalue().strip())
    with contextlib.nullcontext("value") as v:
        print("nullcontext gives", v)
    closer = contextlib.closing(io.StringIO("x"))
    with closer as f:
        print(f.read())
    print("closed:", f.closed)


if __name__ == "__main__":
    main()
