"""A service logger whose handler drops noisy records with a filter and a level per handler."""
import io
import logging


class DropHealthChecks(logging.Filter):
    def filter(self, record):
        return "healthz" not in record.getMessage()


def handle(requests, log):
    served = 0
    for path, status in requests:
        if status >= 500:
            log.error("GET %s -> %d", path, status)
        elif status >= 400:
            log.warning("GET %s -> %d", path, status)
        else:
            log.info("GET %s -> %d", path, status)
            served += 1
    return served


def main():
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logging.Formatter("[{levelname}] {name} | {message}", style="{"))
    handler.addFilter(DropHealthChecks())
    log = logging.getLogger("svc29")
    log.addHandler(handler)
    log.propagate = False
    log.setLevel("INFO")
    requests = [("/healthz", 200), ("/users", 200), ("/users/9", 404), ("/healthz", 200), ("/pay", 503)]
    served = handle(requests, log)
    quiet = logging.getLogger("svc29.quiet")
    quiet.setLevel(logging.ERROR)
    quiet.warning("not shown")
    quiet.error("shown through the parent's handler: %s", "yes")
    log.removeHandler(handler)
    print(out.getvalue(), end="")
    print("served", served, "handlers left", len(log.handlers), log.hasHandlers())
    try:
        log.setLevel("LOUD")
    except ValueError as e:
        print("ValueError:", e)
    try:
        log.setLevel(2.5)
    except TypeError as e:
        print("TypeError:", e)
    return served
