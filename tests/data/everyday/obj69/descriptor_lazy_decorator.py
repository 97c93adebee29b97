"""Report figures computed once: a home-made `lazy` decorator written as a non-data descriptor."""


class lazy:
    def __init__(self, func):
        self.func = func
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.attr = name
        self.owner = owner.__name__

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        value = self.func(obj)
        setattr(obj, self.attr, value)
        return value


class SalesReport:
    def __init__(self, rows):
        self.rows = rows
        self.computed = []

    @lazy
    def total(self):
        """Sum of all amounts."""
        self.computed.append("total")
        return sum(amount for _, amount in self.rows)

    @lazy
    def by_region(self):
        self.computed.append("by_region")
        out = {}
        for region, amount in self.rows:
            out[region] = out.get(region, 0) + amount
        return out

    def share(self, region):
        return round(100 * self.by_region.get(region, 0) / self.total, 1)


def main():
    report = SalesReport([("north", 120), ("south", 80), ("north", 40), ("east", 60)])
    print(report.share("north"), report.share("south"), report.share("west"))
    print(report.total, report.by_region, report.computed)
    print(SalesReport.total.attr, SalesReport.total.owner, SalesReport.total.__doc__)
    report.total = 0
    print(report.total, sorted(vars(report)))
    del report.total
    print(report.total, report.computed)


if __name__ == "__main__":
    main()
