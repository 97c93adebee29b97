"""str.format_map with the mappings templates are usually rendered from: a dict subclass
whose __missing__ keeps unknown fields, a class with __getitem__, defaultdict and ChainMap."""
from collections import ChainMap, defaultdict


class KeepMissing(dict):
    def __missing__(self, key):
        return "{" + key + "}"


class Upper:
    def __getitem__(self, key):
        return key.upper()


class Counted(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.asked = []

    def __getitem__(self, key):
        self.asked.append(key)
        return super().__getitem__(key)


def main():
    base = ChainMap({"env": "prod"}, {"app": "billing", "port": 8080})
    unit = "ExecStart=/srv/{app}/run --port={port:d} --workers={workers}"
    print(unit.format_map(KeepMissing(base)))
    print(unit.format_map(KeepMissing(base, workers=4)))
    print("{app!r:>12}|{env:^8}|".format_map(KeepMissing(base)))
    print("{x}-{y}".format_map(Upper()))
    print("{a} {b}".format_map(defaultdict(lambda: "?", a=1)))
    print("{env}/{app}".format_map(base))
    counted = Counted(a=1, b=2)
    print("{b}{a}{b}".format_map(counted), counted.asked)
    try:
        "{a} {zzz}".format_map(Counted(a=1))
    except KeyError as exc:
        print("KeyError", exc)
    try:
        "{a}".format(**KeepMissing())
    except KeyError as exc:
        print("format(**mapping) copies the keys:", exc)
    return unit.format_map(KeepMissing(app="x", port=1))


if __name__ == "__main__":
    main()
