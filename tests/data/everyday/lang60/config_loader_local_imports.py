"""Load settings with imports chosen inside functions, as scripts guard optional helpers."""
import sys


def parse(text, fmt):
    if fmt == "json":
        import json
        return json.loads(text)
    elif fmt == "csv":
        import csv
        import io
        return list(csv.reader(io.StringIO(text)))
    from collections import OrderedDict as OD
    return OD(line.split("=", 1) for line in text.splitlines())


def fingerprint(data, fast=True):
    if fast:
        import zlib
        return zlib.crc32(repr(data).encode())
    try:
        import hashlib
    except ImportError:
        hashlib = None
    if hashlib is None:
        return 0
    return hashlib.sha256(repr(data).encode()).hexdigest()[:12]


def dumps(data):
    try:
        import acme_fastjson as codec
    except ImportError:
        import json as codec
    try:
        from acme_tools.text import slugify
    except ModuleNotFoundError as e:
        print("ModuleNotFoundError:", e)
        slugify = None
    return codec.dumps(data, sort_keys=True), slugify is None


def stats(values):
    for attempt in range(2):
        import statistics as st
        if attempt:
            return round(st.mean(values), 2), st.median(values)
    return None


def late_use():
    try:
        return json.dumps([1])
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    import json
    return json.dumps([2])


def main():
    print(parse('{"a": 1, "b": [2, 3]}', "json"))
    print(parse("x,y\n1,2", "csv"))
    print(parse("k=v\nn=1", "ini"))
    print(fingerprint({"a": 1}), fingerprint({"a": 1}, fast=False))
    print(stats([1, 2, 3, 10]))
    print(dumps({"b": 1, "a": [2]}))
    print(late_use())
    print(sys.version_info >= (3, 8))


if __name__ == "__main__":
    main()
