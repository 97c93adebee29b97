"""Process a batch of import records and capture the log output in memory."""
import io
import logging

RECORDS = [
    {"id": "A-100", "qty": "5", "price": "12.50"},
    {"id": "A-101", "qty": "", "price": "3.10"},
    {"id": "A-102", "qty": "-2", "price": "8.00"},
    {"id": "A-103", "qty": "7", "price": "abc"},
    {"id": "A-104", "qty": "1", "price": "199.99"},
    {"id": "A-105", "qty": "12", "price": "0.75"},
]


def build_logger(stream: io.StringIO) -> logging.Logger:
    logger = logging.getLogger("importer.batch")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    handler = logging.StreamHandler(stream)
    handler.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter("%(levelname)-8s %(name)s: %(message)s"))
    logger.addHandler(handler)
    return logger


def import_records(records, logger: logging.Logger) -> tuple[int, float]:
    imported = 0
    total = 0.0
    for rec in records:
        rid = rec["id"]
        logger.debug("looking at %s", rid)
        if not rec["qty"]:
            logger.warning("%s: missing quantity, skipped", rid)
            continue
        qty = int(rec["qty"])
        if qty <= 0:
            logger.error("%s: quantity %d is not positive", rid, qty)
            continue
        try:
            price = float(rec["price"])
        except ValueError as exc:
            logger.error("%s: bad price (%s)", rid, exc)
            continue
        imported += 1
        total += qty * price
        logger.info("%s: imported %d x %.2f", rid, qty, price)
    return imported, total


def main():
    stream = io.StringIO()
    logger = build_logger(stream)
    imported, total = import_records(RECORDS, logger)
    logger.info("done: %d of %d records, value %.2f", imported, len(RECORDS), total)
    text = stream.getvalue()
    print(text, end="")
    levels = {}
    for line in text.splitlines():
        level = line.split()[0]
        levels[level] = levels.get(level, 0) + 1
    for level in sorted(levels):
        print(f"{level:<8}{levels[level]:>3}")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
    return imported


if __name__ == "__main__":
    main()
