"""Tax brackets chosen at import time, with a fallback when the embedded config is broken."""
import json
import random

random.seed(1)

RAW = '{"region": "north", "brackets": [[10000, 0.0], [40000, 0.2], [null, 0.4]]}'
BROKEN = '{"region": "south", "brackets": [[5000, 0.1],'

try:
    CONFIG = json.loads(RAW)
except json.JSONDecodeError:
    CONFIG = {"region": "default", "brackets": [[None, 0.25]]}

try:
    SOUTH = json.loads(BROKEN)
except json.JSONDecodeError as e:
    SOUTH = None
    WARNING = f"south config unreadable at char {e.pos}"
else:
    WARNING = ""

BRACKETS = []
previous = 0
for limit, rate in CONFIG["brackets"]:
    BRACKETS.append((previous, limit, rate))
    if limit is not None:
        previous = limit
del previous

assert BRACKETS[-1][1] is None, "the last bracket must be open"

if CONFIG["region"] == "north":
    ROUNDING = 2
    CURRENCY = "NOK"
else:
    ROUNDING = 0
    CURRENCY = "EUR"

AUDIT_SAMPLE = random.sample(range(100), 3)
TOTAL_CAPACITY = 0
for low, high, _ in BRACKETS:
    if high is not None:
        TOTAL_CAPACITY += high - low


def tax(income):
    owed = 0.0
    for low, high, rate in BRACKETS:
        top = income if high is None else min(income, high)
        if top > low:
            owed += (top - low) * rate
    return round(owed, ROUNDING)


def main():
    print(WARNING)
    print(f"region={CONFIG['region']} currency={CURRENCY} capacity={TOTAL_CAPACITY}")
    print("audit sample:", AUDIT_SAMPLE)
    for income in [8000, 25000, 40000, 90000]:
        print(f"{income:>6} -> {tax(income):>9.2f} {CURRENCY}")
    return len(BRACKETS)


if __name__ == "__main__":
    main()
