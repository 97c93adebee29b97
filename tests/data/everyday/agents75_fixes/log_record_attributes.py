"""Log records carry `extra` keys and filter-set fields as attributes, as CPython's do."""
import io
import logging


class RequestContext(logging.Filter):
    def __init__(self, request_id):
        super().__init__()
        self.request_id = request_id
        self.seen = []

    def filter(self, record):
        record.request_id = self.request_id
        self.seen.append((record.levelname, getattr(record, "user", "-"), hasattr(record, "tenant"),
                          hasattr(record, "message"), hasattr(record, "lineno")))
        if getattr(record, "secret", None):
            record.secret = "***"
        return record.levelno >= logging.INFO


def build(stream, fmt, style="%"):
    logger = logging.getLogger(f"fixes75.{style}")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter(fmt, style=style))
    context = RequestContext("req-42")
    handler.addFilter(context)
    logger.addHandler(handler)
    return logger, context


def main():
    stream = io.StringIO()
    logger, context = build(stream, "%(levelname)s [%(request_id)s] %(user)s: %(message)s")
    logger.info("signed in", extra={"user": "ana", "tenant": "acme"})
    logger.debug("cache warm", extra={"user": "ana"})
    logger.warning("token %s shown", "t-1", extra={"user": "bob", "secret": "hunter2"})
    print(stream.getvalue(), end="")
    print(context.seen)
    braces = io.StringIO()
    other, _ = build(braces, "{levelname:<8}|{request_id}|{user:>5}|{message}", style="{")
    other.error("disk %d%% full", 93, extra={"user": "ops"})
    print(braces.getvalue(), end="")
    for key in ["module", "lineno", "message", "asctime", "funcName", "exc_info"]:
        try:
            logger.info("collide", extra={key: 1, "user": "x"})
        except KeyError as exc:
            print("KeyError:", exc)
    secrets = io.StringIO()
    previous = logger.handlers[0].setStream(secrets)
    print("previous stream:", previous is stream, logger.handlers[0].setStream(secrets))
    logger.handlers[0].setFormatter(logging.Formatter("%(secret)s|%(message)s"))
    logger.info("masked", extra={"secret": "pw", "user": "eve"})
    print(secrets.getvalue(), end="")
    for h in list(logger.handlers) + list(other.handlers):
        h.close()


if __name__ == "__main__":
    main()
