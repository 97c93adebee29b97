"""A plugin registry filled by __init_subclass__ with class keywords, as exporters use it."""

EXPORTERS = {}
ORDER = []


class Exporter:
    suffix = ".txt"

    def __init_subclass__(cls, name=None, suffix=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        if suffix is not None:
            cls.suffix = suffix
        EXPORTERS[key] = cls
        ORDER.append(key)

    def export(self, rows):
        return f"{type(self).__name__} -> {len(rows)} rows{self.suffix}"


class CsvExporter(Exporter, name="csv", suffix=".csv"):
    def export(self, rows):
        return ",".join(str(r) for r in rows) + self.suffix


class JsonExporter(Exporter, name="json", suffix=".json"):
    pass


class Plain(Exporter):
    pass


class Tracked:
    count = 0

    def __init_subclass__(cls):
        Tracked.count += 1
        cls.serial = Tracked.count


class First(Tracked):
    pass


class Second(Tracked):
    pass


class Third(Second):
    pass


class Validated:
    def __init_subclass__(cls, /, required=(), **kw):
        super().__init_subclass__(**kw)
        cls.required = tuple(required)

    def check(self, record):
        missing = [f for f in self.required if f not in record]
        return "ok" if not missing else "missing " + ", ".join(missing)


class UserRecord(Validated, required=["id", "email"]):
    pass


class AnyRecord(Validated):
    pass


def main():
    print(sorted(EXPORTERS), ORDER)
    rows = [1, 2, 3]
    for key in ORDER:
        exporter = EXPORTERS[key]()
        print(key, exporter.suffix, exporter.export(rows))
    print(EXPORTERS["plain"] is Plain, Exporter.suffix, Plain.suffix)
    print(First.serial, Second.serial, Third.serial, Tracked.count)
    print(UserRecord().check({"id": 1}), UserRecord.required, AnyRecord.required)
    print(AnyRecord().check({}), issubclass(CsvExporter, Exporter))


if __name__ == "__main__":
    main()
