import io
import logging
from collections import Counter

ACTIONS = [
    ("ana", "login", {"ip": "10.1.1.4"}),
    ("ana", "export", {"rows": 1200}),
    ("bob", "login", {"ip": "203.0.113.9"}),
    ("bob", "delete", {"table": "customers"}),
    ("eve", "login", {"ip": "198.51.100.7", "failed": True}),
    ("eve", "login", {"ip": "198.51.100.7", "failed": True}),
    ("eve", "login", {"ip": "198.51.100.7", "failed": True}),
    ("ana", "export", {"rows": 250000}),
]


class SensitiveFilter(logging.Filter):
    """Mask IP addresses in records marked external."""

    def filter(self, record):
        ip = getattr(record, "ip", None)
        if ip and not ip.startswith("10."):
            record.ip = ip.rsplit(".", 1)[0] + ".x"
        return True


class CountingHandler(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.WARNING)
        self.counts = Counter()

    def emit(self, record):
        self.counts[record.levelname] += 1


def build_logger(stream):
    logger = logging.getLogger("audit.agent75")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    handler = logging.StreamHandler(stream)
    handler.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter("%(levelname)-8s %(name)s [%(user)s] %(message)s"))
    handler.addFilter(SensitiveFilter())
    counter = CountingHandler()
    logger.addHandler(handler)
    logger.addHandler(counter)
    return logger, counter


def main():
    stream = io.StringIO()
    logger, counter = build_logger(stream)
    failures = Counter()
    for user, action, data in ACTIONS:
        extra = {"user": user, "ip": data.get("ip")}
        if action == "login":
            if data.get("failed"):
                failures[user] += 1
                level = logging.ERROR if failures[user] >= 3 else logging.WARNING
                logger.log(level, "failed login #%d from %s", failures[user], data["ip"], extra=extra)
            else:
                logger.info("login from %s", data["ip"], extra=extra)
        elif action == "export":
            rows = data["rows"]
            if rows > 100_000:
                logger.warning("large export of %s rows", f"{rows:,}", extra=extra)
            else:
                logger.debug("export of %d rows", rows, extra=extra)
        elif action == "delete":
            logger.critical("dropped table %r", data["table"], extra=extra)
    print(stream.getvalue(), end="")
    print("alerts:", dict(sorted(counter.counts.items())))
    print("effective level:", logging.getLevelName(logger.getEffectiveLevel()),
          logger.isEnabledFor(logging.DEBUG), logging.getLevelName(35))
    for h in list(logger.handlers):
        logger.removeHandler(h)
    print("handlers left:", len(logger.handlers))


if __name__ == "__main__":
    main()
