"""A small ETL pipeline built from delegating generators: each stage yields parsed rows and
returns a summary, which the stage above receives as the value of `yield from`."""

RAW = {
    "north": ["12", "7", "x", "30"],
    "south": ["5", "5"],
    "east": [],
}


def parse_region(name, lines):
    good = bad = 0
    for line in lines:
        if not line.isdigit():
            bad += 1
            continue
        good += 1
        yield name, int(line)
    return {"region": name, "good": good, "bad": bad}


def all_regions(raw):
    summaries = []
    for name, lines in raw.items():
        summary = yield from parse_region(name, lines)
        summaries.append(summary)
    extra = yield from [("manual", 1), ("manual", 2)]
    summaries.append({"region": "manual", "extra": extra})
    return summaries


def running_total(source):
    total = 0
    while True:
        try:
            region, amount = next(source)
        except StopIteration as stop:
            return total, stop.value
        total += amount
        print(f"  {region:<7} +{amount:>3} = {total}")


def main():
    total, summaries = running_total(all_regions(RAW))
    print("total", total)
    for s in summaries:
        print(" ", s)
    gen = parse_region("west", ["4", "4"])
    print(list(gen))
    try:
        next(gen)
    except StopIteration as stop:
        print("exhausted again:", repr(stop), stop.value)
    return total
