"""A JSON-like document walked by the abstract types of `collections.abc` (and their `typing`
aliases), as agents write generic walkers; and a shift schedule whose times are moved with
`datetime.time.replace`."""
from collections.abc import Iterable, Mapping, Sequence
from datetime import time
from typing import Hashable


def leaves(obj, path="$"):
    if isinstance(obj, Mapping):
        for key, value in obj.items():
            yield from leaves(value, f"{path}.{key}")
    elif isinstance(obj, Iterable) and not isinstance(obj, (str, bytes)):
        for i, value in enumerate(obj):
            yield from leaves(value, f"{path}[{i}]")
    else:
        yield path, obj


def main():
    doc = {"service": "api", "ports": [80, 443], "limits": {"cpu": "2", "tags": ("a", "b")}, "empty": set()}
    for path, value in leaves(doc):
        print(f"{path:<20} {value!r}")
    print(isinstance(doc["ports"], Sequence), isinstance("text", Sequence), isinstance({}, Sequence))
    print([isinstance(v, Hashable) for v in (1, "s", [], (1, []), frozenset())])
    shifts = [time(9, 0), time(13, 30), time(22, 15)]
    print([t.replace(minute=0).isoformat() for t in shifts])
    return len(list(leaves(doc)))


if __name__ == "__main__":
    main()
