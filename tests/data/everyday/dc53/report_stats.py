"""A report whose expensive summary is a cached_property, computed once per report."""
from functools import cached_property

CALLS = []


class SalesReport:
    def __init__(self, region, amounts):
        self.region = region
        self.amounts = amounts

    @cached_property
    def summary(self):
        CALLS.append(self.region)
        total = sum(self.amounts)
        return {"count": len(self.amounts), "total": total, "mean": total / len(self.amounts)}

    @cached_property
    def top(self):
        return max(self.amounts)


def main():
    north = SalesReport("north", [120, 80, 200])
    south = SalesReport("south", [50, 75])
    print(north.summary)
    print(north.summary["total"], north.top)
    print(south.summary["mean"])
    print(CALLS)
    print(north.summary is north.summary, south.top, CALLS)
    north.summary = {"count": 0}
    print(north.summary)
    del north.summary
    print(north.summary["count"], CALLS)


if __name__ == "__main__":
    main()
