"""Process order batches inside reporting sections, with helpers defined where they are used."""
import contextlib

processed = 0
log_lines = []


@contextlib.contextmanager
def section(title):
    log_lines.append(f"begin {title}")
    yield title.upper()
    log_lines.append(f"end {title}")


def record(batch):
    with section("record") as banner:
        global processed
        processed += len(batch)
        summary = lambda: f"{banner}: {processed} orders"
    return summary()


def totals(batches):
    grand = 0
    with section("totals"):
        def add(amount):
            nonlocal grand
            grand += amount
            return grand

        for batch in batches:
            for order in batch:
                add(order["qty"] * order["price"])
        running = [add(0) for _ in range(1)]
    return grand, running


def route(command):
    match command.split():
        case ["discount", pct]:
            rate = int(pct) / 100

            def apply(amount):
                return round(amount * (1 - rate), 2)

            return apply(120.0)
        case ["tag", *labels] if labels:
            joined = lambda sep: sep.join(sorted(labels))
            return joined("|")
        case _:
            if (size := len(command)) > 5:
                return f"unknown ({size} chars)"
            return "unknown"


def main():
    batches = [
        [{"qty": 2, "price": 9.5}, {"qty": 1, "price": 30.0}],
        [{"qty": 5, "price": 1.25}],
    ]
    for batch in batches:
        print(record(batch))
    print(totals(batches))
    for command in ["discount 15", "tag rush gift fragile", "noop", "refund all"]:
        print(command, "->", route(command))
    print(processed)
    print("\n".join(log_lines))


if __name__ == "__main__":
    main()
