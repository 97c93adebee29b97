"""Running a batch of import jobs, logging each failure with its traceback and going on."""
import logging
import traceback


def parse_row(line):
    name, qty, price = line.split(",")
    return {"name": name.strip(), "qty": int(qty), "price": float(price)}


def import_rows(lines):
    rows = []
    for line in lines:
        rows.append(parse_row(line))
    return rows


def main():
    logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
    log = logging.getLogger("importer")
    batches = {
        "north": ["apples, 3, 1.20", "pears, 2, 0.90"],
        "south": ["plums, two, 2.10"],
        "west": ["figs, 1"],
    }
    totals = {}
    for region, lines in batches.items():
        try:
            rows = import_rows(lines)
        except ValueError:
            log.exception("batch %s failed", region)
            continue
        totals[region] = round(sum(r["qty"] * r["price"] for r in rows), 2)
        log.info("batch %s: %d rows", region, len(rows))
    try:
        totals["east"] = import_rows(["kiwis, 4, x"])
    except ValueError as e:
        log.error("east skipped: %s", e, exc_info=True)
    log.warning("done: %s", traceback.format_exc().strip())
    return totals
