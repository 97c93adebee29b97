"""An event bus whose handlers are plain functions, lambdas, bound methods and callable
objects: handler names for the log come from __name__/__qualname__, options from defaults."""


class Audit:
    def __init__(self):
        self.seen = []

    def record(self, event, *, level="info"):
        """Keep the event."""
        self.seen.append((level, event))


class Retrying:
    def __init__(self, func, attempts=2):
        self.func = func
        self.attempts = attempts
        self.__name__ = f"retrying({func.__name__})"

    def __call__(self, event):
        for n in range(self.attempts):
            if self.func(event, n):
                return True
        return False


def make_filter(prefix, limit=3):
    def accept(event, seen=[]):
        seen.append(event)
        return event.startswith(prefix) and len(seen) <= limit
    return accept


def flaky(event, attempt):
    return attempt > 0


def main():
    audit = Audit()
    handlers = [audit.record, make_filter("user."), lambda e: e.upper(), Retrying(flaky, attempts=3)]
    for h in handlers:
        print(f"{h.__name__:<18}{getattr(h, '__qualname__', '-'):<28}{h.__doc__}")
    for event in ["user.login", "disk.full", "user.logout"]:
        results = [h(event) for h in handlers]
        print(event, results)
    print(audit.seen)
    accept = handlers[1]
    print(accept.__defaults__, make_filter.__defaults__, Audit.record.__kwdefaults__)
    try:
        audit.record.tag = "x"
    except AttributeError as exc:
        print("AttributeError:", exc)
    Audit.record.tag = "audit"
    print(audit.record.tag, Audit.record.tag, vars(Audit.record))
    return len(audit.seen)
