"""An ETL job that logs its progress through a named logger into a buffer it reports."""
import io
import logging


def parse_rows(lines, log):
    rows = []
    for n, line in enumerate(lines, start=1):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 3:
            log.warning("line %d: expected 3 fields, got %d", n, len(parts))
            continue
        name, qty, price = parts
        try:
            rows.append((name, int(qty), float(price)))
        except ValueError as e:
            log.error("line %d: %s", n, e)
            continue
        log.debug("line %d parsed: %r", n, rows[-1])
    return rows


def main():
    buffer = io.StringIO()
    handler = logging.StreamHandler(buffer)
    handler.setFormatter(logging.Formatter("%(levelname)-8s %(name)s: %(message)s"))
    log = logging.getLogger("etl29.job")
    log.setLevel(logging.DEBUG)
    log.propagate = False
    log.addHandler(handler)
    parser_log = log.getChild("parse")
    lines = ["apple, 3, 0.5", "pear,2", "plum, x, 1.0", "fig, 10, 0.25"]
    rows = parse_rows(lines, parser_log)
    total = sum(q * p for _, q, p in rows)
    log.info("loaded %d of %d rows, total %.2f", len(rows), len(lines), total)
    handler.setLevel(logging.INFO)
    log.debug("this debug line is filtered by the handler")
    log.critical("done with %(ok)d ok", {"ok": len(rows)})
    print(buffer.getvalue(), end="")
    print(parser_log.name, parser_log.getEffectiveLevel(), parser_log.isEnabledFor(logging.DEBUG))
    print(logging.getLevelName(logging.WARNING), logging.getLevelName(35), logging.getLevelName("ERROR"))
    return len(rows)
